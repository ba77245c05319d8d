import type { Queryable } from '../db/types';
import { insertDiscountCard } from '../repos/seed/discount-cards';

/** A 16-digit card number from 15 digits and the Luhn check digit, as printed cards carry. */
export function withLuhn(body15: string): string {
  const sum = [...body15].reverse().reduce((acc, ch, i) => {
    const d = Number(ch) * (i % 2 === 0 ? 2 : 1);
    return acc + (d > 9 ? d - 9 : d);
  }, 0);
  return `${body15}${(10 - (sum % 10)) % 10}`;
}

type CardSeed = [memberId: number, body15: string, title: CardTitle, ratePercent: number, maxCents: number, daysLeft: number];
/** A card's title in es_MX, en_US and zh_CN: the platform names its cards in every language it sells in. */
type CardTitle = [es: string, en: string, zh: string];

const PARTNER: CardTitle = ['Tarjeta Socio Mayorista', 'Wholesale Partner Card', '批发伙伴卡'];
const SCHOOL: CardTitle = ['Tarjeta Regreso a Clases', 'Back to School Card', '开学季优惠卡'];
const BUEN_FIN: CardTitle = ['Tarjeta Buen Fin', 'Buen Fin Card', 'Buen Fin 优惠卡'];
const FREQUENT: CardTitle = ['Tarjeta Cliente Frecuente', 'Frequent Customer Card', '常客卡'];

// Demo (1) and comprador (2): two cards they can use and one that has expired.
const CARDS: CardSeed[] = [
  [1, '605844102231482', PARTNER, 10, 30_000, 365],
  [1, '605844107719036', SCHOOL, 15, 15_000, 60],
  [1, '605844100058277', BUEN_FIN, 20, 50_000, -30],
  [2, '605844109940613', PARTNER, 12, 50_000, 365],
  [2, '605844103376290', FREQUENT, 5, 100_000, 180],
  [2, '605844108812054', BUEN_FIN, 20, 50_000, -30],
];

/** The demo members' discount cards (spec §1: a card reduces an order up to a maximum that is not shown). */
export async function seedDiscountCards(q: Queryable, now: number): Promise<void> {
  for (const [memberId, body, title, rate, max, days] of CARDS) {
    await insertDiscountCard(q, {
      memberId,
      cardNo: withLuhn(body),
      title,
      rate,
      maxCents: max,
      endTime: now + days * 86_400,
      at: now - 90 * 86_400,
    });
  }
}
