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
} as const satisfies Record<string, Record<Locale, string>>;
