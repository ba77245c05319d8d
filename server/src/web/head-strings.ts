// The words of the server-written head (titles, descriptions, breadcrumbs), in every locale.
// Prices read as MXN with the locale's digits, never a bare "$" (DESIGN.md).
import type { Locale } from '../../../src/core/contract/locales';
import { hreflangOf } from './page-locale';

interface HeadStrings {
  home: string;
  /** The home page's description where the site's own (one Spanish column) does not fit the locale. */
  tagline: string;
  products: string;
  shops: string;
  help: string;
  notFound: string;
  gone: string;
  closed: string;
  product(p: { name: string; shop: string; price: string; unit: number; inStock: boolean }): string;
  listing(p: { what: string; count: number; site: string }): string;
  shop(p: { name: string; place: string; count: number }): string;
}

const STRINGS: Record<Locale, HeadStrings> = {
  es_MX: {
    home: 'Inicio',
    tagline: 'Mayoreo y dropshipping para tu negocio: proveedores de México con precios por volumen.',
    products: 'Productos',
    shops: 'Tiendas',
    help: 'Ayuda',
    notFound: 'Página no encontrada',
    gone: 'Este producto ya no está a la venta',
    closed: 'Sitio en mantenimiento',
    product: (p) =>
      `${p.name}, de ${p.shop}. Desde ${p.price} por pieza, en paquetes de ${p.unit}. ${p.inStock ? 'Disponible' : 'Agotado'}.`,
    listing: (p) => `${p.what}: ${p.count.toLocaleString('es-MX')} productos al mayoreo en ${p.site}.`,
    shop: (p) => `${p.name}, ${p.place}: ${p.count.toLocaleString('es-MX')} productos al mayoreo.`,
  },
  en_US: {
    home: 'Home',
    tagline: 'Wholesale and dropshipping for your business: Mexican suppliers with volume pricing.',
    products: 'Products',
    shops: 'Shops',
    help: 'Help',
    notFound: 'Page not found',
    gone: 'This product is no longer for sale',
    closed: 'Site under maintenance',
    product: (p) => `${p.name}, from ${p.shop}. From ${p.price} a unit, in packs of ${p.unit}. ${p.inStock ? 'In stock' : 'Out of stock'}.`,
    listing: (p) => `${p.what}: ${p.count.toLocaleString('en-US')} wholesale products on ${p.site}.`,
    shop: (p) => `${p.name}, ${p.place}: ${p.count.toLocaleString('en-US')} wholesale products.`,
  },
  zh_CN: {
    home: '首页',
    tagline: '为您的生意提供批发与代发货：墨西哥供应商，量大价优。',
    products: '商品',
    shops: '店铺',
    help: '帮助',
    notFound: '页面未找到',
    gone: '该商品已下架',
    closed: '网站维护中',
    product: (p) => `${p.name}，来自${p.shop}。单价 ${p.price} 起，每包 ${p.unit} 件。${p.inStock ? '有货' : '缺货'}。`,
    listing: (p) => `${p.what}：${p.site}上的 ${p.count.toLocaleString('zh-CN')} 件批发商品。`,
    shop: (p) => `${p.name}，${p.place}：${p.count.toLocaleString('zh-CN')} 件批发商品。`,
  },
};

export const headStrings = (locale: Locale): HeadStrings => STRINGS[locale];

const formats = new Map<Locale, Intl.NumberFormat>();
/** 149.9 → "MXN 149.90" in the locale's way. */
export function mxn(amount: number, locale: Locale): string {
  let format = formats.get(locale);
  if (!format) {
    format = new Intl.NumberFormat(hreflangOf(locale), { style: 'currency', currency: 'MXN', currencyDisplay: 'code' });
    formats.set(locale, format);
  }
  return format.format(amount);
}
