import type { Locale } from './locales';

/** The distribution programme (issue 12 §5): the server's refusals. */
export const distributionMessages = {
  distributionNotApplied: {
    es_MX: 'Aún no eres distribuidor: solicítalo para tener tu enlace de recomendación',
    en_US: 'You are not a distributor yet: apply to get your referral link',
    zh_CN: '您还不是分销商：请先申请以获得推荐链接',
  },
  distributionClabe: {
    es_MX: 'El campo {field} debe ser una CLABE de 18 dígitos con su dígito verificador correcto',
    en_US: 'The field {field} must be an 18-digit CLABE with a correct check digit',
    zh_CN: '字段 {field} 必须是 18 位且校验位正确的 CLABE',
  },
  distributionNoAccount: {
    es_MX: 'Registra primero tu cuenta bancaria (campo {field})',
    en_US: 'Set your bank account first (field {field})',
    zh_CN: '请先设置银行账户（字段 {field}）',
  },
  distributionBelowMinimum: {
    es_MX: 'El campo {field} debe ser de al menos {min} MXN',
    en_US: 'The field {field} must be at least {min} MXN',
    zh_CN: '字段 {field} 不能少于 {min} MXN',
  },
  distributionOverAvailable: {
    es_MX: 'El campo {field} supera tu saldo disponible de {available} MXN',
    en_US: 'The field {field} is more than your available balance of {available} MXN',
    zh_CN: '字段 {field} 超过了可提现余额 {available} MXN',
  },
  distributionWithdrawalMoved: {
    es_MX: 'El retiro {id} ya no está en un estado que permita {action}',
    en_US: 'Withdrawal {id} is no longer in a state that allows {action}',
    zh_CN: '提现 {id} 当前状态不允许{action}',
  },
  distributionNotOperator: {
    es_MX: 'Solo los operadores de la plataforma revisan retiros',
    en_US: 'Only the platform operators review withdrawals',
    zh_CN: '只有平台运营人员可以审核提现',
  },
} as const satisfies Record<string, Record<Locale, string>>;
