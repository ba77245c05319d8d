/** The demo site row and its navigation (es|en|zh names). */
export const SITE = {
  siteName: 'Vitrina Mayoreo',
  keywords: 'mayoreo, venta al por mayor, dropshipping, proveedores México, B2B',
  descript: 'Mercado mayorista B2B en México: compra por mayor a proveedores verificados, con precios por volumen y envío a todo el país.',
  noticePhone: '800 123 4567',
} as const;

export const NAVIGATIONS: readonly { names: string; url: string }[] = [
  { names: 'Cupones|Coupons|优惠券', url: '/coupons' },
  { names: 'Ofertas relámpago|Flash deals|限时秒杀', url: '/seckill' },
  { names: 'Tienda de puntos|Points mall|积分商城', url: '/points-mall' },
  { names: 'Compras en grupo|Group buy|团购', url: '/group-buy' },
  { names: 'Solicitudes de compra|Purchase requests|采购需求', url: '/purchase' },
  { names: 'Centro de ayuda|Help centre|帮助中心', url: '/help' },
];
