import { dayOf } from '../../../src/core/contract/rules-purchase'
import type { Queryable } from '../db/types'

type PurchaseSeed = [
  member: number, title: string, names: string, category: number, num: number, unit: string, priceMxn: number, priceType: 0 | 1 | 2,
  shipState: number, sellerState: number, contact: string, phone: string, closesIn: number, status: 'open' | 'closed', remark: string,
]

// Public purchase requests of Mexican wholesale buyers: abarrotes, papelerías, ferreterías.
const REQUESTS: PurchaseSeed[] = [
  [2, 'Audífonos inalámbricos para reventa', 'Audífonos Bluetooth 5.3 con estuche de carga', 1, 500, 'piezas', 85, 1, 9, 14, 'Laura Méndez', '5523456789', 12, 'open', 'Empaque individual en caja, colores negro y blanco.'],
  [2, 'Cables USB-C para mostrador', 'Cable USB-C a USB-C 1 m, carga rápida 60 W', 1, 2000, 'piezas', 18.5, 0, 9, 9, 'Laura Méndez', '5523456789', 20, 'open', 'Buscamos proveedor con factura y entrega en CDMX.'],
  [1, 'Vasos térmicos para temporada navideña', 'Termo de acero inoxidable 500 ml con tapa', 2, 1200, 'piezas', 64, 1, 14, 21, 'Demo Mayorista', '5512345678', 25, 'open', 'Personalización con logo opcional.'],
  [2, 'Playeras básicas de algodón', 'Playera cuello redondo 100% algodón, tallas CH a XG', 4, 3000, 'piezas', 42, 0, 11, 11, 'Roberto Sánchez', '4771234567', 18, 'open', 'Colores surtidos; entrega en León, Gto.'],
  [1, 'Cuadernos para regreso a clases', 'Cuaderno profesional 100 hojas cuadro chico', 9, 10000, 'piezas', 22, 1, 19, 9, 'Demo Mayorista', '5512345678', 28, 'open', 'Pedido anual para papelerías de Monterrey.'],
  [2, 'Juego de desarmadores para ferretería', 'Juego de 6 desarmadores punta plana y cruz', 8, 400, 'juegos', 95, 0, 21, 14, 'Ferretería El Volcán', '2221234567', 9, 'open', 'Mango antiderrapante, blíster con código de barras.'],
  [1, 'Croquetas para perro adulto', 'Alimento seco para perro adulto, bulto de 20 kg', 12, 150, 'bultos', 780, 2, 31, 31, 'Demo Mayorista', '5512345678', 15, 'open', 'Entrega mensual en Mérida.'],
  [2, 'Café de grano de Veracruz', 'Café tostado en grano, bolsa de 1 kg', 10, 300, 'bolsas', 210, 1, 9, 9, 'Cafetería La Esquina', '5587654321', 6, 'open', 'Tueste medio, fecha de tostado reciente.'],
  [2, 'Balones de fútbol para liga infantil', 'Balón de fútbol número 4 cosido a máquina', 7, 250, 'piezas', 120, 0, 14, 14, 'Club Deportivo Tapatío', '3312345678', 3, 'closed', 'Ya cerrada: recibimos cotizaciones suficientes.'],
  [1, 'Tapetes para auto', 'Juego de tapetes de hule universal, 4 piezas', 11, 600, 'juegos', 155, 0, 19, 21, 'Demo Mayorista', '5512345678', 2, 'closed', ''],
]

/** The first area of a state's first municipality (ids of seed/trade.ts regionRows). */
const areaOf = (state: number) => (state * 1000 + 1) * 100 + 1

/** Ten public purchase requests from the demo members, newest first by id; two already closed. */
export async function seedPurchase(q: Queryable, now: number): Promise<void> {
  const today = dayOf(now) * 86_400
  for (const [i, [member, title, names, category, num, unit, price, priceType, ship, seller, contact, phone, closesIn, status, remark]] of REQUESTS.entries()) {
    await q.query(
      `insert into purchase_order (member_id, title, goods_type, goods_names, goods_category, goods_num, goods_unit, closing_date,
         receiving_date, price_type, goods_price, ship_county, seller_county, need_receipt, remark, privacy, contact_name, contact_num,
         status, created_at)
       values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, 1, $16, $17, $18, $19)`,
      [
        member, title, i % 3 === 0 ? 1 : 0, names, category, num, unit, today + closesIn * 86_400,
        today + Math.min(closesIn + 1, 29) * 86_400, priceType, Math.round(price * 100), areaOf(ship), areaOf(seller), i % 2,
        remark, contact, phone, status, now - (REQUESTS.length - i) * 3_600,
      ],
    )
  }
}
