import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { BLUR_HIDE_MS, cleanQuery, createAutocomplete, DEBOUNCE_MS, SEARCH_MAX } from './autocomplete';

interface Ask {
  query: string;
  signal: AbortSignal;
  resolve(items: string[]): void;
  reject(error: unknown): void;
}

/** A fetcher whose answers the test hands out, one per request, in any order. */
function controlledFetcher() {
  const asks: Ask[] = [];
  const fetchItems = vi.fn(
    (query: string, signal: AbortSignal) =>
      new Promise<string[]>((resolve, reject) => {
        asks.push({ query, signal, resolve, reject });
      }),
  );
  return { asks, fetchItems };
}

/** Lets settled promises run their callbacks. */
const flush = () => vi.advanceTimersByTimeAsync(0);

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('cleanQuery (spec §5)', () => {
  test.each([
    ["it's", 'its'],
    ["'''", ''],
    ["o'clock 'x'", 'oclock x'],
    ['tornillo', 'tornillo'],
    ['"double" stays', '"double" stays'],
    ['a'.repeat(SEARCH_MAX + 50), 'a'.repeat(SEARCH_MAX)],
    ["'" + 'b'.repeat(SEARCH_MAX), 'b'.repeat(SEARCH_MAX)],
  ])('%o → %o', (input, out) => {
    expect(cleanQuery(input)).toBe(out);
  });

  test('the cap is 200 (spec §9)', () => expect(SEARCH_MAX).toBe(200));
});

describe('asking the server', () => {
  test('input returns the cleaned query and keeps it in state', () => {
    const { fetchItems } = controlledFetcher();
    const ac = createAutocomplete(fetchItems);
    expect(ac.input("Bob's")).toBe('Bobs');
    expect(ac.$state.get().query).toBe('Bobs');
  });

  test('debounce: nothing is asked until typing pauses, then one request with the trimmed, lower-cased query', async () => {
    const { asks, fetchItems } = controlledFetcher();
    const ac = createAutocomplete(fetchItems);
    ac.focus();
    ac.input('T');
    ac.input('To');
    ac.input('Tor ');
    vi.advanceTimersByTime(DEBOUNCE_MS - 1);
    expect(fetchItems).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(fetchItems).toHaveBeenCalledTimes(1);
    expect(asks[0]?.query).toBe('tor');
    expect(ac.$state.get().status).toBe('loading');
    asks[0]?.resolve(['tornillo', 'torno']);
    await flush();
    expect(ac.$state.get()).toMatchObject({ items: ['tornillo', 'torno'], open: true, active: -1, status: 'idle' });
  });

  test('a newer keystroke aborts the stale request, and its late answer never shows', async () => {
    const { asks, fetchItems } = controlledFetcher();
    const ac = createAutocomplete(fetchItems);
    ac.input('to');
    vi.advanceTimersByTime(DEBOUNCE_MS);
    const stale = asks[0]!;
    ac.input('tor');
    expect(stale.signal.aborted).toBe(true);
    vi.advanceTimersByTime(DEBOUNCE_MS);
    const fresh = asks[1]!;
    expect(fresh.signal.aborted).toBe(false);
    fresh.resolve(['tornillo']);
    await flush();
    stale.resolve(['tomate', 'toalla']);
    await flush();
    expect(ac.$state.get().items).toEqual(['tornillo']);
    expect(ac.$state.get().query).toBe('tor');
  });

  test('a cache hit is synchronous: no request, no debounce', async () => {
    const { asks, fetchItems } = controlledFetcher();
    const ac = createAutocomplete(fetchItems);
    ac.focus();
    ac.input('tor');
    vi.advanceTimersByTime(DEBOUNCE_MS);
    asks[0]?.resolve(['tornillo']);
    await flush();
    ac.input('tuerca');
    ac.input('TOR'); // same key: trimmed and lower-cased
    expect(ac.$state.get()).toMatchObject({ query: 'TOR', items: ['tornillo'], open: true });
    expect(fetchItems).toHaveBeenCalledTimes(1);
  });

  test('an empty query closes the list at once without asking', () => {
    const { fetchItems } = controlledFetcher();
    const ac = createAutocomplete(fetchItems);
    ac.input('   ');
    expect(ac.$state.get()).toMatchObject({ items: [], open: false, status: 'idle' });
    vi.runAllTimers();
    expect(fetchItems).not.toHaveBeenCalled();
  });

  test('no suggestions → the list stays closed', async () => {
    const { asks, fetchItems } = controlledFetcher();
    const ac = createAutocomplete(fetchItems);
    ac.input('zzz');
    vi.advanceTimersByTime(DEBOUNCE_MS);
    asks[0]?.resolve([]);
    await flush();
    expect(ac.$state.get()).toMatchObject({ open: false, status: 'idle' });
  });

  test('a failed request → error state, closed, and a later success recovers', async () => {
    const { asks, fetchItems } = controlledFetcher();
    const ac = createAutocomplete(fetchItems);
    ac.focus();
    ac.input('tor');
    vi.advanceTimersByTime(DEBOUNCE_MS);
    asks[0]?.reject(new Error('Network error'));
    await flush();
    expect(ac.$state.get()).toMatchObject({ status: 'error', open: false, items: [] });
    ac.input('torn');
    vi.advanceTimersByTime(DEBOUNCE_MS);
    asks[1]?.resolve(['tornillo']);
    await flush();
    expect(ac.$state.get()).toMatchObject({ status: 'idle', open: true });
  });

  test('suggestions for a box nobody is in (a keyword set on mount) do not open the list; focus does', async () => {
    const { asks, fetchItems } = controlledFetcher();
    const ac = createAutocomplete(fetchItems);
    ac.input('tuerca');
    vi.advanceTimersByTime(DEBOUNCE_MS);
    asks[0]?.resolve(['tuerca']);
    await flush();
    expect(ac.$state.get()).toMatchObject({ items: ['tuerca'], open: false });
    ac.focus();
    expect(ac.$state.get().open).toBe(true);
  });

  test('a slow answer landing after the blur delay does not reopen the list', async () => {
    const { asks, fetchItems } = controlledFetcher();
    const ac = createAutocomplete(fetchItems);
    ac.focus();
    ac.input('tor');
    vi.advanceTimersByTime(DEBOUNCE_MS);
    ac.blur();
    vi.advanceTimersByTime(BLUR_HIDE_MS);
    asks[0]?.resolve(['tornillo']);
    await flush();
    expect(ac.$state.get().open).toBe(false);
  });

  test('a failure is not cached: the same query asks again', async () => {
    const { asks, fetchItems } = controlledFetcher();
    const ac = createAutocomplete(fetchItems);
    ac.input('tor');
    vi.advanceTimersByTime(DEBOUNCE_MS);
    asks[0]?.reject(new Error('x'));
    await flush();
    ac.input('to');
    ac.input('tor');
    vi.advanceTimersByTime(DEBOUNCE_MS);
    expect(fetchItems).toHaveBeenCalledTimes(2);
  });

  test('destroy aborts the request in flight and cancels pending timers', () => {
    const { asks, fetchItems } = controlledFetcher();
    const ac = createAutocomplete(fetchItems);
    ac.input('tor');
    vi.advanceTimersByTime(DEBOUNCE_MS);
    ac.input('torn');
    ac.destroy();
    expect(asks[0]?.signal.aborted).toBe(true);
    vi.runAllTimers();
    expect(fetchItems).toHaveBeenCalledTimes(1);
  });

  test('the clock is injectable (STYLE habit 8)', () => {
    const pending: (() => void)[] = [];
    const clock = { setTimeout: (fn: () => void) => pending.push(fn), clearTimeout: () => {} };
    const { fetchItems } = controlledFetcher();
    const ac = createAutocomplete(fetchItems, clock);
    ac.input('x');
    expect(fetchItems).not.toHaveBeenCalled();
    pending.forEach((fn) => fn());
    expect(fetchItems).toHaveBeenCalledWith('x', expect.any(AbortSignal));
  });
});

/** An autocomplete already showing three suggestions. */
async function showing(items = ['a1', 'a2', 'a3']) {
  const { asks, fetchItems } = controlledFetcher();
  const ac = createAutocomplete(fetchItems);
  ac.focus();
  ac.input('a');
  vi.advanceTimersByTime(DEBOUNCE_MS);
  asks[0]?.resolve(items);
  await flush();
  return ac;
}

describe('blur and focus (spec §2, §9: hides 200 ms after blur)', () => {
  test(`still open at ${BLUR_HIDE_MS - 1} ms, closed at ${BLUR_HIDE_MS} ms`, async () => {
    expect(BLUR_HIDE_MS).toBe(200);
    const ac = await showing();
    ac.move(1);
    ac.blur();
    vi.advanceTimersByTime(BLUR_HIDE_MS - 1);
    expect(ac.$state.get()).toMatchObject({ open: true, active: 0 });
    vi.advanceTimersByTime(1);
    expect(ac.$state.get()).toMatchObject({ open: false, active: -1 });
  });

  test('focus within 200 ms cancels the hide', async () => {
    const ac = await showing();
    ac.blur();
    vi.advanceTimersByTime(150);
    ac.focus();
    vi.advanceTimersByTime(1000);
    expect(ac.$state.get().open).toBe(true);
  });

  test('blur twice: the hide counts from the last blur', async () => {
    const ac = await showing();
    ac.blur();
    vi.advanceTimersByTime(150);
    ac.blur();
    vi.advanceTimersByTime(150);
    expect(ac.$state.get().open).toBe(true);
    vi.advanceTimersByTime(50);
    expect(ac.$state.get().open).toBe(false);
  });

  test('focus after the hide reopens the remembered suggestions', async () => {
    const ac = await showing();
    ac.blur();
    vi.advanceTimersByTime(BLUR_HIDE_MS);
    ac.focus();
    expect(ac.$state.get().open).toBe(true);
  });

  test('focus with nothing to show keeps the list closed', () => {
    const ac = createAutocomplete(controlledFetcher().fetchItems);
    ac.focus();
    expect(ac.$state.get().open).toBe(false);
  });
});

describe('keyboard moves', () => {
  test.each([
    { name: 'down from the input', moves: [1], active: 0 },
    { name: 'down twice', moves: [1, 1], active: 1 },
    { name: 'down past the last goes back to the input', moves: [1, 1, 1, 1], active: -1 },
    { name: 'and on to the first again', moves: [1, 1, 1, 1, 1], active: 0 },
    { name: 'up from the input wraps to the last', moves: [-1], active: 2 },
    { name: 'up from the first goes back to the input', moves: [1, -1], active: -1 },
    { name: 'up twice from the input', moves: [-1, -1], active: 1 },
  ] as const)('$name → active $active', async ({ moves, active }) => {
    const ac = await showing();
    for (const m of moves) ac.move(m);
    expect(ac.$state.get().active).toBe(active);
  });

  test.each([
    [1, 0],
    [-1, 2],
  ] as const)('a closed list opens on move(%i) with item %i active', async (delta, active) => {
    const ac = await showing();
    ac.close();
    ac.move(delta);
    expect(ac.$state.get()).toMatchObject({ open: true, active });
  });

  test('moving with no suggestions does nothing', () => {
    const ac = createAutocomplete(controlledFetcher().fetchItems);
    ac.move(1);
    expect(ac.$state.get()).toMatchObject({ open: false, active: -1 });
  });

  test('new suggestions reset the active item', async () => {
    const { asks, fetchItems } = controlledFetcher();
    const ac = createAutocomplete(fetchItems);
    ac.input('a');
    vi.advanceTimersByTime(DEBOUNCE_MS);
    asks[0]?.resolve(['a1', 'a2']);
    await flush();
    ac.move(1);
    ac.move(1);
    ac.input('ab');
    vi.advanceTimersByTime(DEBOUNCE_MS);
    asks[1]?.resolve(['ab1']);
    await flush();
    expect(ac.$state.get().active).toBe(-1);
  });
});
