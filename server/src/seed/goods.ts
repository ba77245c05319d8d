import { hanGrams, normalizeText } from '../services/search/normalize';
import type { CatalogueModel, ChildModel, GrandModel, Modifier, SpecModel, Trio } from './model';
import type { Rng } from './prng';
import { agree } from './spanish';
import { GRADED_KINDS } from './vocab/specs';

export interface GoodsRow {
  id: number;
  shopId: number;
  brandId: number;
  categoryId: number;
  grandId: number;
  name: Trio;
  searchText: string;
  searchCjk: string;
  image: string;
  priceCents: number;
  originalPriceCents: number;
  packageUnit: number;
  stock: number;
  sales: number;
  weightG: number;
  marketEnable: 0 | 1;
  defaultSkuId: number;
  createdAt: number;
}

export interface SkuRow {
  id: number;
  goodsId: number;
  sn: string;
  specValueIds: number[];
  priceCents: number;
  quantity: number;
  weightG: number;
}

export interface TierRow {
  goodsId: number;
  minNum: number;
  priceBp: number;
}

export interface GoodsBundle {
  goods: GoodsRow;
  skus: SkuRow[];
  tiers: TierRow[];
}

/** Fixed, so the catalogue does not depend on the day it is seeded. 2026-01-01T00:00:00Z. */
const CATALOGUE_EPOCH = 1_767_225_600;
const MAX_SKUS = 12;
const DELISTED_SHARE = 0.01;

/** A sku id encodes its goods: goods 123, sku 2 → 12302. */
export function skuIdOf(goodsId: number, index: number): number {
  return goodsId * 100 + index;
}

export function createGoodsFactory(model: CatalogueModel, rng: Rng) {
  const children: { grand: GrandModel; child: ChildModel }[] = model.grands.flatMap((grand) =>
    grand.children.map((child) => ({ grand, child })),
  );
  const shopsByGrand = new Map<number, number[]>();
  for (const shop of model.shops) {
    for (const grandId of shop.grandIds) shopsByGrand.set(grandId, [...(shopsByGrand.get(grandId) ?? []), shop.id]);
  }
  const brandsByGrand = new Map<number, { id: number; name: string }[]>();
  const houseBrands = model.brands.filter((brand) => brand.grandIds.length === 0);
  for (const grand of model.grands) {
    brandsByGrand.set(
      grand.id,
      model.brands.filter((brand) => brand.grandIds.includes(grand.id)),
    );
  }

  return function makeGoods(id: number): GoodsBundle {
    const { grand, child } = rng.pick(children);
    const nounIndex = rng.int(0, child.nouns.length - 1);
    const noun = child.nouns[nounIndex] ?? rng.pick(child.nouns);
    const fitting = (modifier: Modifier) => !modifier.fits || modifier.fits.includes(nounIndex);
    const adjective = rng.pick(child.adjectives.filter(fitting));
    const features = pickFeatures(rng, child.features.filter(fitting));
    const name = {
      es: [noun.es, agree(adjective.es, noun.agreement), ...features.map((f) => f.es)].join(' '),
      en: capitalize([adjective.en, noun.en, ...features.map((f) => f.en)].join(' ')),
      zh: [adjective.zh + noun.zh, ...features.map((f) => f.zh)].join(' '),
    };
    const brand =
      rng.chance(0.1) || (brandsByGrand.get(grand.id) ?? []).length === 0
        ? rng.pick(houseBrands)
        : rng.pick(brandsByGrand.get(grand.id) ?? []);
    const shopId = rng.pick(shopsByGrand.get(grand.id) ?? [1]);
    const packageUnit = rng.pick(child.units);
    const basePesos = logUniform(rng, child.priceCents[0] / 100, child.priceCents[1] / 100);
    const weightG = rng.int(80, 3000);

    const axes = chooseSpecAxes(rng, noun.specs.map((kind) => model.specs.get(kind)).filter(isSpec));
    const skus = specMatrix(axes).map((combo, index): SkuRow => {
      let factor = 1;
      combo.forEach((value, axis) => {
        if (GRADED_KINDS.has(axes[axis]?.spec.kind ?? 'color')) factor *= 1 + 0.12 * value.position;
      });
      return {
        id: skuIdOf(id, index + 1),
        goodsId: id,
        sn: `VT${String(id).padStart(6, '0')}-${String(index + 1).padStart(2, '0')}`,
        specValueIds: combo.map((value) => value.id),
        priceCents: retailCents(basePesos * factor, rng),
        quantity: stockOf(rng, packageUnit),
        weightG,
      };
    });
    const cheapest = skus.reduce((best, sku) => (sku.priceCents < best.priceCents ? sku : best));
    const volumeTier = packageUnit * Math.max(Math.ceil(50 / packageUnit), 5);
    const tiers: TierRow[] = [
      { goodsId: id, minNum: packageUnit, priceBp: 10_000 },
      { goodsId: id, minNum: volumeTier, priceBp: rng.int(9300, 9700) },
      { goodsId: id, minNum: volumeTier * 4, priceBp: rng.int(8500, 9200) },
    ];
    return {
      goods: {
        id,
        shopId,
        brandId: brand.id,
        categoryId: child.id,
        grandId: grand.id,
        name,
        // the goods' own names: its brand, shop and category are matched by id (migration 820)
        searchText: normalizeText([name.es, name.en, name.zh].join(' ')),
        searchCjk: hanGrams(name.zh),
        image: `/uploads/generated/goods/${id}.svg`,
        priceCents: cheapest.priceCents,
        originalPriceCents: retailCents((cheapest.priceCents / 100) * (1.2 + rng.next() * 0.5), rng),
        packageUnit,
        stock: skus.reduce((sum, sku) => sum + sku.quantity, 0),
        sales: Math.floor(Math.exp(rng.next() * 8.5)) - 1,
        weightG,
        marketEnable: rng.chance(DELISTED_SHARE) ? 0 : 1,
        defaultSkuId: cheapest.id,
        createdAt: CATALOGUE_EPOCH - rng.int(0, 540 * 86_400),
      },
      skus,
      tiers,
    };
  };
}

/**
 * One feature, sometimes two. Two never share their leading word ("de Chiapas de Veracruz",
 * "para hombre para mujer") nor both carry a number ("65 W 20 W"): such pairs contradict.
 */
function pickFeatures(rng: Rng, candidates: readonly Modifier[]): Modifier[] {
  if (candidates.length === 0) return [];
  const first = rng.pick(candidates);
  if (!rng.chance(0.45)) return [first];
  const lead = (feature: Modifier) => feature.es.split(' ')[0];
  const numeric = (feature: Modifier) => /\d/.test(feature.es);
  const compatible = candidates.filter(
    (feature) => feature !== first && lead(feature) !== lead(first) && !(numeric(feature) && numeric(first)),
  );
  if (compatible.length === 0) return [first];
  const second = rng.pick(compatible);
  return rng.chance(0.5) ? [first, second] : [second, first];
}

interface Axis {
  spec: SpecModel;
  values: { id: number; position: number }[];
}

function isSpec(spec: SpecModel | undefined): spec is SpecModel {
  return spec !== undefined;
}

/** 1–3 spec kinds (the noun's first always), 2–4 values each, at most 12 skus in all. */
function chooseSpecAxes(rng: Rng, specs: SpecModel[]): Axis[] {
  const [primary, ...rest] = specs;
  if (!primary) return [];
  const chosen = [primary, ...rng.sample(rest, rng.int(0, Math.min(2, rest.length)))];
  const axes = chosen.map((spec) => {
    const count = Math.min(rng.int(2, 4), spec.values.length);
    return {
      spec,
      values: rng.sample(spec.values, count).map((value) => ({ id: value.id, position: value.sort })),
    };
  });
  while (axes.reduce((product, axis) => product * axis.values.length, 1) > MAX_SKUS) {
    const largest = axes.reduce((a, b) => (b.values.length > a.values.length ? b : a));
    largest.values.pop();
  }
  // Position inside the chosen values drives price grading, so "M" after "CH" costs more.
  return axes.map((axis) => ({ ...axis, values: axis.values.map((value, position) => ({ ...value, position })) }));
}

function specMatrix(axes: Axis[]): { id: number; position: number }[][] {
  return axes.reduce<{ id: number; position: number }[][]>(
    (combos, axis) => combos.flatMap((combo) => axis.values.map((value) => [...combo, value])),
    [[]],
  );
}

function stockOf(rng: Rng, packageUnit: number): number {
  const roll = rng.next();
  if (roll < 0.05) return 0;
  if (roll < 0.15) return packageUnit * rng.int(1, 4);
  return packageUnit * rng.int(20, 600);
}

function logUniform(rng: Rng, min: number, max: number): number {
  return Math.exp(Math.log(min) + rng.next() * (Math.log(max) - Math.log(min)));
}

/** Shelf prices: whole pesos ending in 9 (above 20 pesos), a third of them at .90 instead. */
function retailCents(pesos: number, rng: Rng): number {
  let whole = Math.max(5, Math.round(pesos));
  if (whole >= 20) whole = whole - (whole % 10) + 9;
  return whole * 100 - (rng.chance(0.33) ? 10 : 0);
}

function capitalize(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}
