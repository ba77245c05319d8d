// The sitemap index and its sitemaps (products, shops, categories, documents), written as the
// rows arrive: a product sitemap reads its goods in keyset batches, so 50,000 URLs (the protocol's
// limit per file) or a million goods cost the same memory. Each URL carries every locale's
// alternate (`?lang=`, page-locale.ts); `lastmod` comes from the rows: when a goods or shop last
// changed (migration 840's triggers), a category's newest change among its goods, a document's
// modify_time.
import { Readable } from 'node:stream';
import type { Db } from '../db/types';
import { escapeXml } from './escape';
import { alternates } from './page-locale';

/** The sitemap protocol's limit of URLs per file. */
export const URLS_PER_SITEMAP = 50_000;
const BATCH = 2_000;

export const SITEMAP_KINDS = ['products', 'shops', 'categories', 'documents'] as const;
export type SitemapKind = (typeof SITEMAP_KINDS)[number];

interface Entry {
  path: string;
  /** Unix seconds */
  modified: number | null;
}

const date = (seconds: number | null): string => (seconds ? new Date(seconds * 1000).toISOString().slice(0, 10) : '');

function urlXml(origin: string, { path, modified }: Entry): string {
  let out = `<url><loc>${escapeXml(origin + path)}</loc>`;
  if (modified) out += `<lastmod>${date(modified)}</lastmod>`;
  for (const a of alternates(origin, path)) out += `<xhtml:link rel="alternate" hreflang="${a.hreflang}" href="${escapeXml(a.href)}"/>`;
  return `${out}</url>\n`;
}

const URLSET_OPEN =
  '<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n';

/** Listed goods in id order, the `part`-th block of 50,000, read 2,000 at a time. */
async function* productEntries(db: Db, part: number): AsyncGenerator<Entry[]> {
  const first = await db.query<{ id: number }>('select id from goods where market_enable = 1 order by id offset $1 limit 1', [
    (part - 1) * URLS_PER_SITEMAP,
  ]);
  const start = first.rows[0]?.id;
  if (start === undefined) return;
  let after = Number(start) - 1;
  let left = URLS_PER_SITEMAP;
  while (left > 0) {
    const { rows } = await db.query<{ id: number; updated_at: number }>(
      'select id, updated_at from goods where market_enable = 1 and id > $1 order by id limit $2',
      [after, Math.min(BATCH, left)],
    );
    if (rows.length === 0) return;
    yield rows.map((r) => ({ path: `/goods/${r.id}`, modified: Number(r.updated_at) }));
    left -= rows.length;
    after = Number(rows[rows.length - 1]?.id);
  }
}

async function* shopEntries(db: Db): AsyncGenerator<Entry[]> {
  const { rows } = await db.query<{ id: number; modified: number | null }>(
    `select s.id, greatest(s.updated_at, (select max(g.updated_at) from goods g where g.shop_id = s.id and g.market_enable = 1)) as modified
     from shop s order by s.id`,
  );
  yield [{ path: '/shop', modified: null }, ...rows.map((r) => ({ path: `/shop/${r.id}`, modified: Number(r.modified) }))];
}

/** Every category with listed goods: the top ones and their children, as the listing's URL. */
async function* categoryEntries(db: Db): AsyncGenerator<Entry[]> {
  const grands = await db.query<{ grand_id: number; modified: number }>(
    'select grand_id, max(updated_at) as modified from goods where market_enable = 1 group by grand_id order by grand_id',
  );
  const children = await db.query<{ grand_id: number; category_id: number; modified: number }>(
    `select grand_id, category_id, max(updated_at) as modified from goods where market_enable = 1
     group by grand_id, category_id order by grand_id, category_id`,
  );
  yield [
    { path: '/goods', modified: null },
    ...grands.rows.map((r) => ({ path: `/goods?productCateGrandId=${r.grand_id}`, modified: Number(r.modified) })),
    ...children.rows.map((r) => ({
      path: `/goods?productCateGrandId=${r.grand_id}&productCateId=${r.category_id}`,
      modified: Number(r.modified),
    })),
  ];
}

/** The home page, the policies, the documents (`/return?id=`) and the help articles. */
async function* documentEntries(db: Db): AsyncGenerator<Entry[]> {
  const { rows } = await db.query<{ id: number; show_position: string | null; category_type: string; modify_time: number }>(
    `select a.id, a.show_position, c.category_type, a.modify_time from article a
     join article_category c on c.id = a.category_id where a.outside_url = '' order by a.id`,
  );
  const pathOf = (r: (typeof rows)[number]) =>
    r.show_position === 'PRIVACY_POLICY'
      ? '/policy'
      : r.show_position === 'TERMS_OF_SERVICE'
        ? '/terms'
        : r.category_type === 'DOC'
          ? `/return?id=${r.id}`
          : `/help/${r.id}`;
  yield [
    { path: '/', modified: null },
    { path: '/help', modified: null },
    ...rows.map((r) => ({ path: pathOf(r), modified: Number(r.modify_time) })),
  ];
}

const entries = (db: Db, kind: SitemapKind, part: number): AsyncGenerator<Entry[]> =>
  kind === 'products'
    ? productEntries(db, part)
    : kind === 'shops'
      ? shopEntries(db)
      : kind === 'categories'
        ? categoryEntries(db)
        : documentEntries(db);

/** How many files a kind takes: products by 50,000; the others are one file each. */
export async function sitemapParts(db: Db): Promise<{ kind: SitemapKind; part: number; modified: number | null }[]> {
  const { rows } = await db.query<{ n: number; modified: number | null }>(
    'select count(*)::int as n, max(updated_at) as modified from goods where market_enable = 1',
  );
  const n = Number(rows[0]?.n ?? 0);
  const modified = rows[0]?.modified == null ? null : Number(rows[0].modified);
  const products = Array.from({ length: Math.max(1, Math.ceil(n / URLS_PER_SITEMAP)) }, (_, i) => ({
    kind: 'products' as const,
    part: i + 1,
    modified,
  }));
  return [...products, ...(['shops', 'categories', 'documents'] as const).map((kind) => ({ kind, part: 1, modified }))];
}

export async function sitemapIndex(db: Db, origin: string): Promise<string> {
  let out = '<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n';
  for (const { kind, part, modified } of await sitemapParts(db)) {
    out += `<sitemap><loc>${escapeXml(`${origin}/sitemaps/${kind}-${part}.xml`)}</loc>`;
    out += modified ? `<lastmod>${date(modified)}</lastmod></sitemap>\n` : '</sitemap>\n';
  }
  return `${out}</sitemapindex>\n`;
}

/** One sitemap as a stream; undefined when the kind or part does not exist. */
export async function sitemapStream(db: Db, origin: string, kind: SitemapKind, part: number): Promise<Readable | undefined> {
  if (part < 1 || (kind !== 'products' && part !== 1)) return undefined;
  if (kind === 'products' && part > 1) {
    const { rows } = await db.query<{ n: number }>('select count(*)::int as n from goods where market_enable = 1');
    if ((part - 1) * URLS_PER_SITEMAP >= Number(rows[0]?.n ?? 0)) return undefined;
  }
  async function* xml(): AsyncGenerator<string> {
    yield URLSET_OPEN;
    for await (const batch of entries(db, kind, part)) yield batch.map((e) => urlXml(origin, e)).join('');
    yield '</urlset>\n';
  }
  return Readable.from(xml(), { objectMode: false });
}

export function robotsTxt(origin: string, memberPaths: readonly string[]): string {
  return ['User-agent: *', ...memberPaths.map((path) => `Disallow: ${path}`), 'Allow: /', '', `Sitemap: ${origin}/sitemap.xml`, ''].join(
    '\n',
  );
}
