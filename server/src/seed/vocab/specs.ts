/**
 * Spec kinds and their values (es|en|zh). A product picks 1–3 kinds that fit its noun and 2–4
 * values of each; its skus are the matrix of those values.
 */
export const SPEC_KINDS = {
  color: {
    name: 'Color|Color|颜色',
    values: [
      'Negro|Black|黑色',
      'Blanco|White|白色',
      'Rojo|Red|红色',
      'Azul marino|Navy blue|藏青色',
      'Verde|Green|绿色',
      'Gris|Gray|灰色',
      'Rosa|Pink|粉色',
      'Amarillo|Yellow|黄色',
      'Café|Brown|棕色',
      'Beige|Beige|米色',
    ],
  },
  size: { name: 'Talla|Size|尺码', values: ['CH|S|S', 'M|M|M', 'G|L|L', 'EG|XL|XL', 'EEG|XXL|XXL'] },
  shoe: {
    name: 'Talla de calzado|Shoe size|鞋码',
    values: ['23|23 (MX)|23码', '24|24 (MX)|24码', '25|25 (MX)|25码', '26|26 (MX)|26码', '27|27 (MX)|27码', '28|28 (MX)|28码'],
  },
  babysize: {
    name: 'Edad|Age|适合月龄',
    values: [
      '0-3 meses|0-3 months|0-3个月',
      '3-6 meses|3-6 months|3-6个月',
      '6-12 meses|6-12 months|6-12个月',
      '12-18 meses|12-18 months|12-18个月',
    ],
  },
  capacity: {
    name: 'Capacidad|Capacity|容量',
    values: ['32 GB|32 GB|32GB', '64 GB|64 GB|64GB', '128 GB|128 GB|128GB', '256 GB|256 GB|256GB'],
  },
  volume: { name: 'Contenido|Volume|容量', values: ['250 ml|250 ml|250毫升', '500 ml|500 ml|500毫升', '1 L|1 L|1升', '2 L|2 L|2升'] },
  weight: {
    name: 'Peso neto|Net weight|净含量',
    values: ['100 g|100 g|100克', '250 g|250 g|250克', '500 g|500 g|500克', '1 kg|1 kg|1公斤'],
  },
  pack: {
    name: 'Presentación|Pack|包装',
    values: [
      'Pieza individual|Single piece|单件',
      'Paquete de 6|Pack of 6|6件装',
      'Paquete de 12|Pack of 12|12件装',
      'Caja de 24|Box of 24|24件/箱',
    ],
  },
  material: {
    name: 'Material|Material|材质',
    values: [
      'Acero inoxidable|Stainless steel|不锈钢',
      'Plástico|Plastic|塑料',
      'Bambú|Bamboo|竹',
      'Vidrio|Glass|玻璃',
      'Aluminio|Aluminum|铝',
      'Madera|Wood|木质',
    ],
  },
  flavour: {
    name: 'Sabor|Flavour|口味',
    values: [
      'Natural|Original|原味',
      'Chile y limón|Chili lime|辣椒青柠',
      'Fresa|Strawberry|草莓',
      'Chocolate|Chocolate|巧克力',
      'Vainilla|Vanilla|香草',
      'Tamarindo|Tamarind|罗望子',
      'Mango con chile|Chili mango|辣味芒果',
    ],
  },
  length: { name: 'Longitud|Length|长度', values: ['1 m|1 m|1米', '2 m|2 m|2米', '3 m|3 m|3米'] },
  power: { name: 'Potencia|Power|功率', values: ['20 W|20 W|20瓦', '35 W|35 W|35瓦', '65 W|65 W|65瓦', '100 W|100 W|100瓦'] },
  scent: {
    name: 'Aroma|Scent|香型',
    values: ['Lavanda|Lavender|薰衣草', 'Cítricos|Citrus|柑橘', 'Vainilla|Vanilla|香草', 'Sin aroma|Unscented|无香', 'Coco|Coconut|椰子'],
  },
  dimension: {
    name: 'Tamaño|Size|规格',
    values: ['Chico|Small|小号', 'Mediano|Medium|中号', 'Grande|Large|大号', 'Extra grande|Extra large|特大号'],
  },
} as const;

export type SpecKind = keyof typeof SPEC_KINDS;

/** Kinds whose later values cost more (bigger, more content), so sku prices rise along them. */
export const GRADED_KINDS: ReadonlySet<SpecKind> = new Set([
  'size',
  'capacity',
  'volume',
  'weight',
  'pack',
  'length',
  'power',
  'dimension',
]);
