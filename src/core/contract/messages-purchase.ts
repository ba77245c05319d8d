import type { Locale } from './locales';

/** Purchase requests (spec §3, §5, §8 "Purchase request"). */
export const purchaseMessages = {
  purchaseDateWindow: {
    es_MX: 'El campo {field} debe ser una fecha entre ayer y dentro de 29 días',
    en_US: 'The field {field} must be a date from yesterday to 29 days ahead',
    zh_CN: '字段 {field} 必须是昨天至 29 天后之间的日期',
  },
  purchaseImage: {
    es_MX: 'El campo {field} debe ser una imagen .jpg o .png que subiste',
    en_US: 'The field {field} must be a .jpg or .png image you uploaded',
    zh_CN: '字段 {field} 必须是您上传的 .jpg 或 .png 图片',
  },
  purchasePhone: {
    es_MX: 'El campo {field} debe ser un número de teléfono (7 a 20 dígitos)',
    en_US: 'The field {field} must be a phone number (7 to 20 digits)',
    zh_CN: '字段 {field} 必须是电话号码（7 至 20 位）',
  },
  purchaseUnknownRef: {
    es_MX: 'El campo {field} no corresponde a una opción existente',
    en_US: 'The field {field} does not match an existing option',
    zh_CN: '字段 {field} 不是有效的选项',
  },
  purchasePublished: {
    es_MX: 'Publicada con éxito',
    en_US: 'Published successfully',
    zh_CN: '发布成功',
  },
} as const satisfies Record<string, Record<Locale, string>>;
