import { afterEach, beforeEach, expect, test, vi } from 'vitest';
import { $toasts, dismiss, toast, TOAST_MS } from './toasts';

beforeEach(() => {
  vi.useFakeTimers();
  $toasts.set([]);
});
afterEach(() => vi.useRealTimers());

const texts = () => $toasts.get().map((t) => t.text);

test('a toast lives 5000 ms (spec §9): there at 4999, gone at 5000', () => {
  expect(TOAST_MS).toBe(5000);
  toast('Saved', 'success');
  expect($toasts.get()).toMatchObject([{ text: 'Saved', kind: 'success' }]);
  vi.advanceTimersByTime(4999);
  expect(texts()).toEqual(['Saved']);
  vi.advanceTimersByTime(1);
  expect(texts()).toEqual([]);
});

test('the same text twice is shown once, and still goes 5000 ms after the first', () => {
  toast('Please log in', 'warning');
  vi.advanceTimersByTime(3000);
  toast('Please log in', 'warning');
  expect(texts()).toEqual(['Please log in']);
  vi.advanceTimersByTime(2000);
  expect(texts()).toEqual([]);
});

test('different texts stack and each leaves on its own schedule', () => {
  toast('A');
  vi.advanceTimersByTime(1000);
  toast('B', 'error');
  expect($toasts.get()).toMatchObject([
    { text: 'A', kind: 'info' },
    { text: 'B', kind: 'error' },
  ]);
  vi.advanceTimersByTime(4000);
  expect(texts()).toEqual(['B']);
  vi.advanceTimersByTime(1000);
  expect(texts()).toEqual([]);
});

test('after a text has gone, it may be shown again', () => {
  toast('A');
  vi.advanceTimersByTime(TOAST_MS);
  toast('A');
  expect(texts()).toEqual(['A']);
});

test('dismiss removes one toast at once; its timer later is harmless', () => {
  toast('A');
  toast('B');
  const [a] = $toasts.get();
  dismiss(a!.id);
  expect(texts()).toEqual(['B']);
  vi.advanceTimersByTime(TOAST_MS);
  expect(texts()).toEqual([]);
});

test('ids are unique', () => {
  for (const text of ['a', 'b', 'c']) toast(text);
  expect(new Set($toasts.get().map((t) => t.id)).size).toBe(3);
});
