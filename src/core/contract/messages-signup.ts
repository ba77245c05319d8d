/**
 * Limits on account checks, registrations and uploads, and email verification (issue 9, items 8
 * and 9), es_MX first; merged into `messages`.
 */
export const signupMessages = {
  signupProbeThrottled: {
    es_MX: 'Demasiadas consultas de cuentas. Inténtalo de nuevo en {minutes} minutos',
    en_US: 'Too many account checks. Try again in {minutes} minutes',
    zh_CN: '账户查询次数过多，请 {minutes} 分钟后再试',
  },
} as const
