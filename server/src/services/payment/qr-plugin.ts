/** The QR payment method's plugin id (the name Javashop's clients know the QR method by). */
export const QR_PLUGIN = 'weixinPayPlugin';
