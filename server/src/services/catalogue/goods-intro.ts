import type { Locale } from '../../../../src/core/contract/locales';
import type { GoodsSpecAxis } from '../../../../src/core/contract/types-discovery';
import type { GoodsDetailRow } from '../../repos/catalogue/goods-detail';

const LABELS: Record<
  Locale,
  { about: string; brand: string; category: string; pack: string; weight: string; options: string; units: string }
> = {
  es_MX: {
    about: 'Acerca de este producto',
    brand: 'Marca',
    category: 'Categoría',
    pack: 'Unidad de empaque',
    weight: 'Peso',
    options: 'Opciones',
    units: 'piezas',
  },
  en_US: {
    about: 'About this product',
    brand: 'Brand',
    category: 'Category',
    pack: 'Package unit',
    weight: 'Weight',
    options: 'Options',
    units: 'pieces',
  },
  zh_CN: { about: '商品介绍', brand: '品牌', category: '类目', pack: '包装单位', weight: '重量', options: '可选规格', units: '件' },
};

const escapeText = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

/**
 * The description of goods whose seller wrote none: a spec sheet from the catalogue data, as
 * HTML like a seller's (clients treat both as untrusted and sanitise them).
 */
export function describeGoods(goods: GoodsDetailRow, specs: readonly GoodsSpecAxis[], locale: Locale): string {
  const l = LABELS[locale];
  const row = (label: string, value: string) => `<tr><th>${escapeText(label)}</th><td>${escapeText(value)}</td></tr>`;
  return [
    `<h3>${escapeText(l.about)}</h3>`,
    `<p>${escapeText(goods.name)}</p>`,
    '<table><tbody>',
    row(l.brand, goods.brand_name),
    row(l.category, goods.category_name),
    row(l.pack, `${goods.package_unit} ${l.units}`),
    row(l.weight, `${goods.weight_g} g`),
    ...specs.map((axis) => row(axis.specName, axis.values.map((v) => v.specValue).join(', '))),
    '</tbody></table>',
  ].join('');
}
