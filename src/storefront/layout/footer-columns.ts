// Spec §2: footer columns cooperation, help, my-account (logged-in only) and other sites. Labels
// are the strings `sf.footer.link.<key>`.

export interface FooterLink {
  key: string;
  href?: string;
  /** Opens the distributor/factory/seller application dialog instead of a page. */
  action?: 'apply';
}

export interface FooterColumn {
  id: 'cooperation' | 'help' | 'account' | 'sites';
  links: FooterLink[];
}

/** Spec §2 /return: query id selects a document. */
export const DOCUMENTS = {
  returns: 6905,
  launch: 6907,
  shipping: 6908,
  payment: 6909,
  invoice: 6910,
  distributorAgreement: 6911,
  factoryAgreement: 6912,
  sellerAgreement: 6913,
} as const;

const doc = (key: keyof typeof DOCUMENTS): FooterLink => ({ key, href: `/return?id=${DOCUMENTS[key]}` });

export function footerColumns(loggedIn: boolean): FooterColumn[] {
  const columns: FooterColumn[] = [
    {
      id: 'cooperation',
      links: [
        { key: 'apply', action: 'apply' },
        doc('distributorAgreement'),
        doc('factoryAgreement'),
        doc('sellerAgreement'),
        { key: 'purchase', href: '/purchase' },
      ],
    },
    {
      id: 'help',
      links: [
        { key: 'helpCenter', href: '/help' },
        doc('returns'),
        doc('shipping'),
        doc('payment'),
        doc('invoice'),
        doc('launch'),
        { key: 'policy', href: '/policy' },
        { key: 'terms', href: '/terms' },
      ],
    },
  ];
  if (loggedIn) {
    columns.push({
      id: 'account',
      links: [
        { key: 'member', href: '/member' },
        { key: 'orders', href: '/member/my-order' },
        { key: 'collection', href: '/member/goods-collection' },
        { key: 'addresses', href: '/member/shipping-address' },
        { key: 'myCoupons', href: '/member/my-coupons' },
        { key: 'distribution', href: '/member/distribution' },
      ],
    });
  }
  columns.push({
    id: 'sites',
    links: [
      { key: 'shops', href: '/shop' },
      { key: 'coupons', href: '/coupons' },
      { key: 'groupBuy', href: '/group-buy' },
      { key: 'seckill', href: '/seckill' },
      { key: 'pointsMall', href: '/points-mall' },
      { key: 'crowdfunding', href: '/crowdfunding' },
    ],
  });
  return columns;
}

type DocumentKey = keyof typeof DOCUMENTS;
const isDocumentKey = (key: string): key is DocumentKey => key in DOCUMENTS;

/** The document a /return?id= link names, for its title. */
export function documentKey(id: string | undefined): DocumentKey | undefined {
  for (const [key, value] of Object.entries(DOCUMENTS)) if (String(value) === id && isDocumentKey(key)) return key;
  return undefined;
}
