import type { Locale } from './locales';
import { accountsMessages } from './messages-accounts';
import { browseMessages } from './messages-browse';
import { contentMessages } from './messages-content';
import { discoveryMessages } from './messages-discovery';
import { promotionsMessages } from './messages-promotions';
import { tradeMessages } from './messages-trade';
import { ordersMessages } from './messages-orders';
import { receiptsMessages } from './messages-receipts';
import { merchantMessages } from './messages-merchant';
import { helpMessages } from './messages-help';
import { purchaseMessages } from './messages-purchase';
import { signupMessages } from './messages-signup';
import { reviewsMessages } from './messages-reviews';
import { afterSaleMessages } from './messages-after-sale';
import { complaintsMessages } from './messages-complaints';
import { asksMessages } from './messages-asks';
import { distributionMessages } from './messages-distribution';
import { systemTextMessages } from './messages-system-text';

/**
 * Every message the server sends, in every locale, es_MX first. `{name}` placeholders are filled
 * by `formatMessage`. Field names stay as sent (`pageSize`, `skuId`) so a developer knows exactly
 * which parameter to fix.
 */
const baseMessages = {
  success: {
    es_MX: 'Operación exitosa',
    en_US: 'Success',
    zh_CN: '操作成功',
  },
  pleaseLogin: {
    es_MX: 'Por favor, inicia sesión',
    en_US: 'please login',
    zh_CN: '请登录',
  },
  notFound: {
    es_MX: 'El recurso solicitado no existe',
    en_US: 'The requested resource does not exist',
    zh_CN: '请求的资源不存在',
  },
  internalError: {
    es_MX: 'Error del servidor, inténtalo de nuevo más tarde',
    en_US: 'Server error, please try again later',
    zh_CN: '服务器错误，请稍后再试',
  },
  requestInvalid: {
    es_MX: 'La solicitud no es válida: envía los datos como formulario (application/x-www-form-urlencoded)',
    en_US: 'The request is not valid: send the data as a form (application/x-www-form-urlencoded)',
    zh_CN: '请求无效：请以表单（application/x-www-form-urlencoded）格式提交数据',
  },
  requestTooLarge: {
    es_MX: 'La solicitud es demasiado grande',
    en_US: 'The request is too large',
    zh_CN: '请求内容过大',
  },
  fieldRequired: {
    es_MX: 'El campo {field} es obligatorio',
    en_US: 'The field {field} is required',
    zh_CN: '字段 {field} 为必填项',
  },
  fieldSingle: {
    es_MX: 'El campo {field} debe enviarse una sola vez',
    en_US: 'The field {field} must be sent only once',
    zh_CN: '字段 {field} 只能提交一次',
  },
  fieldInteger: {
    es_MX: 'El campo {field} debe ser un número entero entre {min} y {max}',
    en_US: 'The field {field} must be a whole number between {min} and {max}',
    zh_CN: '字段 {field} 必须是 {min} 到 {max} 之间的整数',
  },
  fieldOneOf: {
    es_MX: 'El campo {field} debe ser uno de estos valores: {values}',
    en_US: 'The field {field} must be one of: {values}',
    zh_CN: '字段 {field} 必须是以下值之一：{values}',
  },
  fieldTooLong: {
    es_MX: 'El campo {field} admite como máximo {max} caracteres',
    en_US: 'The field {field} allows at most {max} characters',
    zh_CN: '字段 {field} 最多允许 {max} 个字符',
  },
  fieldControlChars: {
    es_MX: 'El campo {field} contiene caracteres no permitidos (caracteres de control o texto mal codificado)',
    en_US: 'The field {field} contains characters that are not allowed (control characters or badly encoded text)',
    zh_CN: '字段 {field} 包含不允许的字符（控制字符或编码错误的文本）',
  },
  fieldScalar: {
    es_MX: 'El campo {field} debe ser un valor simple (texto o número), no un objeto',
    en_US: 'The field {field} must be a plain value (text or a number), not an object',
    zh_CN: '字段 {field} 必须是简单值（文本或数字），不能是对象',
  },
  requestUrlInvalid: {
    es_MX: 'La dirección (URL) de la solicitud no es válida: una parte de la ruta tiene una codificación % incorrecta o es demasiado larga',
    en_US: 'The request URL is not valid: a part of its path has bad % encoding or is too long',
    zh_CN: '请求地址（URL）无效：路径中某部分的 % 编码错误或过长',
  },
  uploadMalformed: {
    es_MX: 'No se pudo leer el archivo enviado: el formulario multipart está incompleto o mal formado',
    en_US: 'The upload could not be read: the multipart form is incomplete or malformed',
    zh_CN: '无法读取上传的文件：multipart 表单不完整或格式错误',
  },
  fieldMoney: {
    es_MX: 'El campo {field} debe ser un importe en MXN con hasta 2 decimales (por ejemplo 149.90)',
    en_US: 'The field {field} must be an MXN amount with up to 2 decimals (for example 149.90)',
    zh_CN: '字段 {field} 必须是最多两位小数的金额（例如 149.90）',
  },
  priceRangeInverted: {
    es_MX: 'minPrice no puede ser mayor que maxPrice',
    en_US: 'minPrice cannot be greater than maxPrice',
    zh_CN: 'minPrice 不能大于 maxPrice',
  },
  insufficientInventory: {
    es_MX: 'Inventario insuficiente',
    en_US: 'Insufficient inventory',
    zh_CN: '库存不足',
  },
  productUnavailable: {
    es_MX: 'El producto no existe o fue retirado del mercado',
    en_US: 'The product does not exist or has been removed from the market',
    zh_CN: '商品不存在或已下架',
  },
  packageUnitMultiple: {
    es_MX: 'Compra en múltiplos de la cantidad por paquete ({unit})',
    en_US: 'Please buy in multiples of the package unit quantity ({unit})',
    zh_CN: '请按包装单位数量（{unit}）的倍数购买',
  },
  cartFull: {
    es_MX: 'Tu carrito ya tiene el máximo de {max} productos distintos',
    en_US: 'Your cart already holds the maximum of {max} different products',
    zh_CN: '购物车最多可放 {max} 种不同商品',
  },
  loginFailed: {
    es_MX: 'Usuario o contraseña incorrectos',
    en_US: 'Incorrect username or password',
    zh_CN: '用户名或密码错误',
  },
  passwordNotHashed: {
    es_MX: 'El campo password debe ser el SHA-256 de la contraseña en hexadecimal (64 caracteres en minúsculas)',
    en_US: 'The field password must be the lowercase hex SHA-256 of the password (64 characters)',
    zh_CN: '字段 password 必须是密码的 SHA-256 小写十六进制值（64 个字符）',
  },
  refreshTokenInvalid: {
    es_MX: 'Tu sesión expiró, inicia sesión de nuevo',
    en_US: 'Your session has expired, please log in again',
    zh_CN: '登录已过期，请重新登录',
  },
  storefrontNotBuilt: {
    es_MX: 'La tienda aún no está compilada: ejecuta npm run build',
    en_US: 'The storefront is not built yet: run npm run build',
    zh_CN: '商城尚未构建：请运行 npm run build',
  },
} as const satisfies Record<string, Record<Locale, string>>;

/** Every stream's messages in one table (keys must not collide: prefix them by stream). */
export const messages = {
  ...baseMessages,
  ...discoveryMessages,
  ...browseMessages,
  ...promotionsMessages,
  ...contentMessages,
  ...accountsMessages,
  ...tradeMessages,
  ...ordersMessages,
  ...receiptsMessages,
  ...helpMessages,
  ...purchaseMessages,
  ...merchantMessages,
  ...signupMessages,
  ...reviewsMessages,
  ...afterSaleMessages,
  ...complaintsMessages,
  ...asksMessages,
  ...distributionMessages,
  ...systemTextMessages,
};

export type MessageKey = keyof typeof messages;
export type MessageParams = Readonly<Record<string, string | number>>;

/** Renders a message in a locale; unknown placeholders stay visible so a gap is noticed, not hidden. */
export function formatMessage(key: MessageKey, locale: Locale, params: MessageParams = {}): string {
  return messages[key][locale].replace(/\{(\w+)\}/g, (whole, name: string) => {
    const value = params[name];
    return value === undefined ? whole : String(value);
  });
}
