import type { Agreement } from './spanish';
import { BRANDS } from './vocab/brands';
import { CATALOGUE, type Icon } from './vocab/catalogue';
import { CITIES, SHOP_CORES, SHOP_PREFIXES } from './vocab/shops';
import { SPEC_KINDS, type SpecKind } from './vocab/specs';
import type { Rng } from './prng';

/** es, en, zh */
export interface Trio {
  es: string;
  en: string;
  zh: string;
}

/** An adjective or feature; `fits` lists the noun positions it suits (all when absent). */
export interface Modifier extends Trio {
  fits?: readonly number[];
}

export interface Noun extends Trio {
  agreement: Agreement;
  specs: readonly SpecKind[];
}

export interface ChildModel {
  id: number;
  grandId: number;
  names: Trio;
  nouns: Noun[];
  adjectives: Modifier[];
  features: Modifier[];
  priceCents: readonly [number, number];
  units: readonly number[];
}

export interface GrandModel {
  id: number;
  names: Trio;
  icon: Icon;
  children: ChildModel[];
}

export interface SpecValueModel extends Trio {
  id: number;
  specId: number;
  sort: number;
}

export interface SpecModel {
  id: number;
  kind: SpecKind;
  names: Trio;
  values: SpecValueModel[];
}

export interface ShopModel {
  id: number;
  name: string;
  city: string;
  state: string;
  grandIds: number[];
}

export interface CatalogueModel {
  grands: GrandModel[];
  specs: Map<SpecKind, SpecModel>;
  brands: { id: number; name: string; grandIds: number[] }[];
  shops: ShopModel[];
}

export function trio(source: string): Trio {
  const [es, en, zh] = source.split('|');
  if (es === undefined || en === undefined || zh === undefined) {
    throw new Error(`[vitrina] seed vocabulary: "${source}" needs es|en|zh`);
  }
  return { es, en, zh };
}

function modifier(source: string): Modifier {
  const [text = '', fits] = source.split('@');
  return fits === undefined ? trio(text) : { ...trio(text), fits: fits.split(',').map(Number) };
}

function parseNoun(source: string, fallbackSpecs: readonly SpecKind[]): Noun {
  const [text = '', specList] = source.split('#');
  const [head, en, zh] = text.split('|');
  const [es, agreement] = (head ?? '').split(':');
  if (!es || !en || !zh || !isAgreement(agreement)) {
    throw new Error(`[vitrina] seed vocabulary: noun "${source}" needs es:gender|en|zh`);
  }
  const specs = specList ? specList.split(',').map(toSpecKind) : fallbackSpecs;
  return { es, en, zh, agreement, specs };
}

function toSpecKind(kind: string): SpecKind {
  const known = (Object.keys(SPEC_KINDS) as SpecKind[]).find((candidate) => candidate === kind);
  if (!known) throw new Error(`[vitrina] seed vocabulary: unknown spec kind "${kind}"`);
  return known;
}

function isAgreement(value: string | undefined): value is Agreement {
  return value === 'm' || value === 'f' || value === 'mp' || value === 'fp';
}

/** Ids are stable: grand g → g, child c of grand g → g*100 + c, spec value → spec*100 + v. */
export function buildCatalogueModel(rng: Rng, shopCount = 60): CatalogueModel {
  const grands = CATALOGUE.map((grand, g): GrandModel => {
    const id = g + 1;
    return {
      id,
      names: trio(grand.names),
      icon: grand.icon,
      children: grand.children.map((child, c) => ({
        id: id * 100 + c + 1,
        grandId: id,
        names: trio(child.names),
        nouns: child.nouns.map((noun) => parseNoun(noun, child.specs)),
        adjectives: child.adjectives.map(modifier),
        features: child.features.map(modifier),
        priceCents: [child.price[0] * 100, child.price[1] * 100],
        units: child.units,
      })),
    };
  });

  const specs = new Map<SpecKind, SpecModel>();
  (Object.keys(SPEC_KINDS) as SpecKind[]).forEach((kind, s) => {
    const id = s + 1;
    specs.set(kind, {
      id,
      kind,
      names: trio(SPEC_KINDS[kind].name),
      values: SPEC_KINDS[kind].values.map((value, v) => ({ ...trio(value), id: id * 100 + v + 1, specId: id, sort: v })),
    });
  });

  const brands = BRANDS.map((brand, b) => ({
    id: b + 1,
    name: brand.name,
    grandIds: brand.grands.map((g) => g + 1),
  }));

  return { grands, specs, brands, shops: buildShops(rng, grands.length, shopCount) };
}

/** Unique "prefix + core" names; every grand category gets several shops selling it. */
function buildShops(rng: Rng, grandCount: number, count: number): ShopModel[] {
  const shops: ShopModel[] = [];
  const used = new Set<string>();
  for (let id = 1; shops.length < count; id++) {
    let name = `${rng.pick(SHOP_PREFIXES)} ${rng.pick(SHOP_CORES)}`;
    while (used.has(name)) name = `${rng.pick(SHOP_PREFIXES)} ${rng.pick(SHOP_CORES)}`;
    used.add(name);
    const place = rng.pick(CITIES);
    // The first shops cover each grand category in turn, so none is left without sellers.
    const main = ((id - 1) % grandCount) + 1;
    const extra = rng.sample(
      Array.from({ length: grandCount }, (_, g) => g + 1).filter((g) => g !== main),
      rng.int(0, 2),
    );
    shops.push({ id, name, city: place.city, state: place.state, grandIds: [main, ...extra] });
  }
  return shops;
}
