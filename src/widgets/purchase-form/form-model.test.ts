import { describe, expect, it } from 'vitest';
import { checkDraft, dateWindow, EMPTY_DRAFT, isDirty, toForm, type Draft } from './form-model';

const NOW = Date.UTC(2026, 10, 22, 15, 0); // 2026-11-22
const GOOD: Draft = {
  ...EMPTY_DRAFT,
  title: 'Cables',
  goods_names: 'Cable USB-C',
  goods_category: '1',
  goods_num: '10',
  goods_unit: 'piezas',
  closing_date: '2026-11-30',
  receiving_date: '2026-12-10',
  goods_price: '18.50',
  ship_county: '900101',
  seller_county: '1400101',
  contact_name: 'Ana',
  contact_num: '5512345678',
};

describe('purchase form model', () => {
  it('takes a good draft and sends trimmed text and dates in seconds', () => {
    expect(checkDraft(GOOD, NOW)).toEqual({});
    const form = toForm({ ...GOOD, remark: 'ok  ' });
    expect(form).toMatchObject({ closing_date: String(Date.UTC(2026, 10, 30) / 1000), remark: 'ok', goods_price: '18.50' });
  });

  it('opens the date window yesterday and closes it 29 days ahead', () => {
    expect(dateWindow(NOW)).toEqual({ from: '2026-11-21', to: '2026-12-21' });
  });

  it.each<[Partial<Draft>, keyof Draft, string]>([
    [{ title: '' }, 'title', 'required'],
    [{ title: ' Cables' }, 'title', 'leadingSpace'],
    [{ title: 'x'.repeat(61) }, 'title', 'tooLong'],
    [{ goods_category: '' }, 'goods_category', 'choose'],
    [{ goods_num: '0' }, 'goods_num', 'integer'],
    [{ goods_num: '2.5' }, 'goods_num', 'integer'],
    [{ goods_price: '1,5' }, 'goods_price', 'money'],
    [{ closing_date: '2026-11-20' }, 'closing_date', 'date'],
    [{ receiving_date: '2026-12-22' }, 'receiving_date', 'date'],
    [{ ship_county: '' }, 'ship_county', 'region'],
    [{ contact_num: 'call me' }, 'contact_num', 'phone'],
  ])('refuses %o: %s %s', (change, field, key) => {
    expect(checkDraft({ ...GOOD, ...change }, NOW)[field]?.key).toBe(key);
  });

  it('is dirty once anything changes', () => {
    expect(isDirty(EMPTY_DRAFT)).toBe(false);
    expect(isDirty({ ...EMPTY_DRAFT, remark: 'x' })).toBe(true);
  });
});
