// Points beside a total (the cart widget and the checkout page), in the words of the cart widget's dictionary.
import { render } from 'react-dom';
import { act } from 'preact/test-utils';
import type { ReactNode } from 'react';
import { afterEach, beforeAll, describe, expect, test } from 'vitest';
import cartStrings from '../../widgets/cart/i18n/en_US';
import { $locale, loadStrings } from '../locale';
import { AvailablePoints, PointsEach, usePointsPrice } from './points-total';

let host: HTMLElement;
beforeAll(async () => {
  $locale.set('en_US');
  const table = async () => ({ default: cartStrings });
  await loadStrings({ es_MX: table, en_US: table, zh_CN: table }, 'en_US');
});
afterEach(() => {
  act(() => void render(null, host));
  host.remove();
});
function mount(node: ReactNode): HTMLElement {
  host = document.createElement('div');
  document.body.append(host);
  act(() => void render(node, host));
  return host;
}

function Price({ points, cents }: { points: number; cents: number }) {
  const price = usePointsPrice();
  return <p>{price(points, cents, `MXN ${(cents / 100).toFixed(2)}`)}</p>;
}

describe('usePointsPrice', () => {
  test.each([
    [0, 3500, 'MXN 35.00'],
    [1200, 3500, '1,200 points + MXN 35.00'],
    [1200, 0, '1,200 points'],
  ])('%i points and %i centavos read "%s"', (points, cents, text) => {
    expect(mount(<Price points={points} cents={cents} />).textContent).toBe(text);
  });
});

describe('PointsEach and AvailablePoints', () => {
  test('a points line says its points each; another line says nothing', () => {
    expect(mount(<PointsEach point={1300} />).textContent).toBe('+ 1,300 points each');
    act(() => void render(null, host));
    host.remove();
    expect(mount(<PointsEach point={0} />).textContent).toBe('');
  });

  test('nothing is asked, nor shown, when no points are needed', () => {
    expect(mount(<AvailablePoints needed={0} />).textContent).toBe('');
  });
});
