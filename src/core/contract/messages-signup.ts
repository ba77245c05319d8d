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
  signupThrottled: {
    es_MX: 'Se registraron demasiadas cuentas desde tu red. Inténtalo de nuevo en {minutes} minutos',
    en_US: 'Too many accounts were registered from your network. Try again in {minutes} minutes',
    zh_CN: '您的网络注册的账户过多，请 {minutes} 分钟后再试',
  },
  signupVerifyToBuy: {
    es_MX:
      'Confirma tu correo antes de comprar o tomar cupones: abre el enlace que enviamos a {email} o pide uno nuevo en la página Verificar correo (/verify-email)',
    en_US:
      'Confirm your email before buying or taking coupons: open the link we sent to {email}, or ask for a new one on the Verify email page (/verify-email)',
    zh_CN: '购买或领取优惠券前请先验证邮箱：打开我们发送到 {email} 的链接，或在“验证邮箱”页面（/verify-email）重新获取',
  },
  signupVerifyToBuyNoEmail: {
    es_MX: 'Antes de comprar o tomar cupones, agrega un correo y confírmalo, o vincula un número de teléfono (Seguridad de la cuenta)',
    en_US: 'Before buying or taking coupons, add an email address and confirm it, or bind a phone number (Account security)',
    zh_CN: '购买或领取优惠券前，请添加并验证邮箱，或绑定手机号（账户安全）',
  },
  signupEmailSent: {
    es_MX: 'Enviamos un enlace de confirmación a {email}. Es válido por {hours} horas',
    en_US: 'We sent a confirmation link to {email}. It is valid for {hours} hours',
    zh_CN: '确认链接已发送至 {email}，{hours} 小时内有效',
  },
  signupEmailTooSoon: {
    es_MX: 'Espera {seconds} s antes de pedir otro enlace',
    en_US: 'Wait {seconds} s before asking for another link',
    zh_CN: '请等待 {seconds} 秒后再获取链接',
  },
  signupEmailDailyLimit: {
    es_MX: 'Pediste demasiados enlaces de confirmación hoy; inténtalo mañana',
    en_US: 'You asked for too many confirmation links today; try again tomorrow',
    zh_CN: '今天获取确认链接的次数过多，请明天再试',
  },
  signupEmailAlreadyVerified: {
    es_MX: 'Tu correo {email} ya está confirmado',
    en_US: 'Your email {email} is already confirmed',
    zh_CN: '您的邮箱 {email} 已验证',
  },
  signupEmailMissing: {
    es_MX: 'Tu cuenta no tiene correo; agrégalo en tu perfil ({field})',
    en_US: 'Your account has no email address; add one in your profile ({field})',
    zh_CN: '您的账户没有邮箱，请在个人资料中添加（{field}）',
  },
  signupEmailLinkInvalid: {
    es_MX: 'Este enlace de confirmación no es válido, ya se usó o expiró; pide uno nuevo ({field})',
    en_US: 'This confirmation link is not valid, was already used or has expired; ask for a new one ({field})',
    zh_CN: '该确认链接无效、已使用或已过期，请重新获取（{field}）',
  },
  signupEmailVerified: {
    es_MX: 'Correo confirmado. Ya puedes comprar',
    en_US: 'Email confirmed. You can now buy',
    zh_CN: '邮箱已验证，现在可以购买了',
  },
  signupEmailSendFailed: {
    es_MX: 'No pudimos enviar el correo en este momento; inténtalo de nuevo en un minuto',
    en_US: 'We could not send the email right now; try again in a minute',
    zh_CN: '邮件暂时无法发送，请稍后再试',
  },
  signupMailSubject: {
    es_MX: 'Confirma tu correo en Vitrina',
    en_US: 'Confirm your email at Vitrina',
    zh_CN: '验证您在 Vitrina 的邮箱',
  },
  signupMailBody: {
    es_MX:
      'Hola, {name}:\n\nAbre este enlace para confirmar tu correo {email}:\n{link}\n\nEs válido por {hours} horas. Si no creaste una cuenta en Vitrina, ignora este mensaje.',
    en_US:
      'Hello {name},\n\nOpen this link to confirm your email address {email}:\n{link}\n\nIt is valid for {hours} hours. If you did not create an account at Vitrina, ignore this message.',
    zh_CN:
      '{name}，您好：\n\n请打开以下链接验证您的邮箱 {email}：\n{link}\n\n链接 {hours} 小时内有效。如果您没有在 Vitrina 注册账户，请忽略此邮件。',
  },
  uploadQuotaExceeded: {
    es_MX:
      'Subiste demasiado en la última hora (como máximo {files} archivos y {megabytes} MB); inténtalo de nuevo en {minutes} minutos (file)',
    en_US: 'You uploaded too much in the last hour (at most {files} files and {megabytes} MB); try again in {minutes} minutes (file)',
    zh_CN: '过去一小时内上传过多（最多 {files} 个文件、{megabytes} MB），请 {minutes} 分钟后再试（file）',
  },
} as const;
