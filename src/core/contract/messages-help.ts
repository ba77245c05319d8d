import type { Locale } from './locales';

/** Help and messages of the member centre (spec §7 Member "FAQ", "Notice logs", and feedback). */
export const helpMessages = {
  helpFeedbackTooMany: {
    es_MX: 'Enviaste demasiados comentarios: puedes enviar {max} por hora. Inténtalo más tarde',
    en_US: 'You have sent too much feedback: you can send {max} an hour. Try again later',
    zh_CN: '反馈提交过于频繁：每小时最多 {max} 条，请稍后再试',
  },
} as const satisfies Record<string, Record<Locale, string>>;
