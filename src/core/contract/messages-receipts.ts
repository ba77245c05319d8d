import type { Locale } from './locales';

/** The receipt book (issue 5, spec §7 Member "Receipts"): saved titles, zpzz, receipt address, history. */
export const receiptsMessages = {
  receiptMissing: {
    es_MX: 'La factura guardada no existe',
    en_US: 'The saved invoice does not exist',
    zh_CN: '保存的发票不存在',
  },
  receiptTitleLimit: {
    es_MX: 'Puedes guardar como máximo {max} facturas de este tipo',
    en_US: 'You can save at most {max} invoices of this type',
    zh_CN: '此类发票最多可保存 {max} 个',
  },
  receiptZpzzExists: {
    es_MX: 'Ya registraste tus datos de factura fiscal especial: modifícalos en lugar de registrarlos de nuevo',
    en_US: 'You have already registered your special VAT invoice details: edit them instead of registering them again',
    zh_CN: '您已登记增票资质：请修改而不是重新登记',
  },
  receiptAddressExists: {
    es_MX: 'Ya tienes una dirección para recibir facturas: modifícala en lugar de agregar otra',
    en_US: 'You already have an invoice mailing address: edit it instead of adding another',
    zh_CN: '您已有收票地址：请修改而不是重新添加',
  },
  // CFDI 4.0 (issue 16 §4, contract/cfdi.ts): {field} is the parameter as sent
  receiptRfcDate: {
    es_MX: 'El campo {field} no es un RFC válido: sus seis dígitos deben ser una fecha AAMMDD',
    en_US: 'The field {field} is not a valid RFC: its six digits must be a date YYMMDD',
    zh_CN: '字段 {field} 不是有效的 RFC：其六位数字必须是日期 YYMMDD',
  },
  receiptRfcCheck: {
    es_MX: 'El campo {field} no es un RFC válido: su dígito verificador no coincide; revísalo en tu constancia de situación fiscal',
    en_US: 'The field {field} is not a valid RFC: its check digit does not match; check it on your tax status certificate',
    zh_CN: '字段 {field} 不是有效的 RFC：校验位不符，请对照您的税务状况证明核对',
  },
  receiptLegalNameSuffix: {
    es_MX:
      'El campo {field} debe ser la razón social sin el régimen societario (por ejemplo, sin «S.A. de C.V.»), como aparece en tu constancia',
    en_US:
      'The field {field} must be the legal name without the company type (for example without "S.A. de C.V."), as on your tax certificate',
    zh_CN: '字段 {field} 必须是不含公司类型（例如不含“S.A. de C.V.”）的法定名称，与税务证明一致',
  },
  receiptCatalogue: {
    es_MX: 'El campo {field} debe ser una clave del catálogo del SAT',
    en_US: 'The field {field} must be a code of the SAT catalogue',
    zh_CN: '字段 {field} 必须是 SAT 目录中的代码',
  },
  receiptRegimeKind: {
    es_MX: 'El campo {field} no corresponde al RFC: un RFC de 12 caracteres es de persona moral y uno de 13, de persona física',
    en_US: "The field {field} does not fit the RFC: a 12-character RFC is a company's, a 13-character one a person's",
    zh_CN: '字段 {field} 与 RFC 不符：12 位 RFC 属于法人，13 位属于自然人',
  },
  receiptUseRegime: {
    es_MX: 'El campo {field} no admite ese uso del CFDI con el régimen fiscal elegido',
    en_US: 'The field {field} does not allow that CFDI use with the chosen tax regime',
    zh_CN: '字段 {field}：所选税务制度不允许该 CFDI 用途',
  },
  receiptGeneric: {
    es_MX: 'Con un RFC genérico, el campo {field} debe ser {code}',
    en_US: 'With a generic RFC, the field {field} must be {code}',
    zh_CN: '使用通用 RFC 时，字段 {field} 必须为 {code}',
  },
} as const satisfies Record<string, Record<Locale, string>>;
