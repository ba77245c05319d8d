import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { BLUR_HIDE_MS, CACHE_MAX, cleanQuery, createAutocomplete, SEARCH_MAX } from './autocomplete';
import { narrowOptions, narrowWith, optionsOf, parseSections } from './autocomplete-sources';
import { highlightRange } from './highlight-range';

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

  test('no debounce: every keystroke asks at once, with the trimmed, lower-cased query, and aborts the one before', async () => {
    const { asks, fetchItems } = controlledFetcher();
    const ac = createAutocomplete(fetchItems);
    ac.focus();
    ac.input('T');
    expect(fetchItems).toHaveBeenCalledTimes(1); // the first keystroke waits for nothing
    ac.input('To');
    ac.input('Tor ');
    expect(asks.map((a) => a.query)).toEqual(['t', 'to', 'tor']);
    expect(asks.map((a) => a.signal.aborted)).toEqual([true, true, false]); // one request in flight at most
    expect(ac.$state.get().status).toBe('loading');
    asks[2]?.resolve(['tornillo', 'torno']);
    await flush();
    expect(ac.$state.get()).toMatchObject({ items: ['tornillo', 'torno'], open: true, active: -1, status: 'idle' });
  });

  test(`the cache keeps the last ${CACHE_MAX} answers`, async () => {
    const { asks, fetchItems } = controlledFetcher();
    const ac = createAutocomplete(fetchItems);
    for (let i = 0; i <= CACHE_MAX; i++) {
      ac.input(`q${i}`);
      asks[i]?.resolve([`a${i}`]);
      await flush();
    }
    ac.input(`q${CACHE_MAX}`); // kept
    ac.input('q1'); // kept
    expect(fetchItems).toHaveBeenCalledTimes(CACHE_MAX + 1);
    ac.input('q0'); // the oldest went
    expect(fetchItems).toHaveBeenCalledTimes(CACHE_MAX + 2);
  });

  test('a newer keystroke aborts the stale request, and its late answer never shows', async () => {
    const { asks, fetchItems } = controlledFetcher();
    const ac = createAutocomplete(fetchItems);
    ac.input('to');
    const stale = asks[0]!;
    ac.input('tor');
    expect(stale.signal.aborted).toBe(true);
    const fresh = asks[1]!;
    expect(fresh.signal.aborted).toBe(false);
    fresh.resolve(['tornillo']);
    await flush();
    stale.resolve(['tomate', 'toalla']);
    await flush();
    expect(ac.$state.get().items).toEqual(['tornillo']);
    expect(ac.$state.get().query).toBe('tor');
  });

  test('a cache hit is synchronous: no request', async () => {
    const { asks, fetchItems } = controlledFetcher();
    const ac = createAutocomplete(fetchItems);
    ac.focus();
    ac.input('tor');
    asks[0]?.resolve(['tornillo']);
    await flush();
    ac.input('tuerca');
    ac.input('TOR'); // same key: trimmed and lower-cased
    expect(ac.$state.get()).toMatchObject({ query: 'TOR', items: ['tornillo'], open: true });
    expect(asks.map((a) => a.query)).toEqual(['tor', 'tuerca']); // nothing asked for 'TOR'
    expect(asks[1]?.signal.aborted).toBe(true); // and the answer for 'tuerca' is no longer wanted
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
    asks[0]?.resolve([]);
    await flush();
    expect(ac.$state.get()).toMatchObject({ open: false, status: 'idle' });
  });

  test('a failed request → error state, closed, and a later success recovers', async () => {
    const { asks, fetchItems } = controlledFetcher();
    const ac = createAutocomplete(fetchItems);
    ac.focus();
    ac.input('tor');
    asks[0]?.reject(new Error('Network error'));
    await flush();
    expect(ac.$state.get()).toMatchObject({ status: 'error', open: false, items: [] });
    ac.input('torn');
    asks[1]?.resolve(['tornillo']);
    await flush();
    expect(ac.$state.get()).toMatchObject({ status: 'idle', open: true });
  });

  test('suggestions for a box nobody is in (a keyword set on mount) do not open the list; focus does', async () => {
    const { asks, fetchItems } = controlledFetcher();
    const ac = createAutocomplete(fetchItems);
    ac.input('tuerca');
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
    asks[0]?.reject(new Error('x'));
    await flush();
    ac.input('to');
    ac.input('tor');
    expect(asks.map((a) => a.query)).toEqual(['tor', 'to', 'tor']);
  });

  test('destroy aborts the request in flight and cancels pending timers', async () => {
    const { asks, fetchItems } = controlledFetcher();
    const ac = createAutocomplete(fetchItems);
    ac.focus();
    ac.input('tor');
    asks[0]?.resolve(['tornillo']);
    await flush();
    ac.input('torn');
    ac.blur();
    ac.destroy();
    expect(asks[1]?.signal.aborted).toBe(true);
    vi.runAllTimers();
    expect(fetchItems).toHaveBeenCalledTimes(2);
    expect(ac.$state.get().open).toBe(true); // the blur's timer never ran
  });

  test('the clock is injectable (STYLE habit 8)', async () => {
    const pending: (() => void)[] = [];
    const clock = { setTimeout: (fn: () => void) => pending.push(fn), clearTimeout: () => {} };
    const { asks, fetchItems } = controlledFetcher();
    const ac = createAutocomplete(fetchItems, clock);
    ac.focus();
    ac.input('x');
    asks[0]?.resolve(['xa']);
    await flush();
    ac.blur();
    expect(ac.$state.get().open).toBe(true);
    pending.forEach((fn) => fn());
    expect(ac.$state.get().open).toBe(false);
  });
});

describe('typing on narrows the list at once (issue 17 §3)', () => {
  const narrow = narrowWith((items: string[], query: string) => items.filter((item) => item.startsWith(query)));
  test('the items shown that fit the longer query stay while its answer is on the way, and the answer replaces them', async () => {
    const { asks, fetchItems } = controlledFetcher();
    const ac = createAutocomplete(fetchItems, undefined, narrow);
    ac.focus();
    ac.input('c');
    asks[0]?.resolve(['cable', 'chamarra', 'camisa', 'chile']);
    await flush();
    ac.move(1);
    ac.input('Ch');
    expect(asks.map((a) => a.query)).toEqual(['c', 'ch']); // asked all the same, and first
    expect(ac.$state.get()).toMatchObject({ query: 'Ch', items: ['chamarra', 'chile'], open: true, active: -1, status: 'loading' });
    asks[1]?.resolve(['chamarra', 'chocolate']);
    await flush();
    expect(ac.$state.get()).toMatchObject({ items: ['chamarra', 'chocolate'], status: 'idle' });
  });

  test('none fitting, going back a letter, or a cached answer: the list is not narrowed', async () => {
    const { asks, fetchItems } = controlledFetcher();
    const ac = createAutocomplete(fetchItems, undefined, narrow);
    ac.focus();
    ac.input('ca');
    asks[0]?.resolve(['cable', 'camisa']);
    await flush();
    ac.input('cax'); // nothing fits: what was shown stays until the answer
    expect(ac.$state.get().items).toEqual(['cable', 'camisa']);
    ac.input('c'); // shorter: the longer query's items do not narrow it
    expect(ac.$state.get().items).toEqual(['cable', 'camisa']);
    asks[2]?.resolve(['cable', 'camisa', 'chile']);
    await flush();
    ac.input('ca'); // cached: its own answer at once
    expect(ac.$state.get()).toMatchObject({ items: ['cable', 'camisa'], status: 'idle' });
  });
});

/** An autocomplete already showing three suggestions. */
async function showing(items = ['a1', 'a2', 'a3']) {
  const { asks, fetchItems } = controlledFetcher();
  const ac = createAutocomplete(fetchItems);
  ac.focus();
  ac.input('a');
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
    asks[0]?.resolve(['a1', 'a2']);
    await flush();
    ac.move(1);
    ac.move(1);
    ac.input('ab');
    asks[1]?.resolve(['ab1']);
    await flush();
    expect(ac.$state.get().active).toBe(-1);
  });
});

describe('sources (issue 17 §2)', () => {
  test.each([
    [undefined, ['words', 'categories', 'brands', 'shops']],
    ['', ['words', 'categories', 'brands', 'shops']],
    ['brands', ['brands']],
    ['  shops   words shops ', ['shops', 'words']],
    ['nonsense', ['words', 'categories', 'brands', 'shops']],
  ])('sections=%o → %o', (value, sections) => {
    expect(parseSections(value)).toEqual(sections);
  });

  test('options go section after section, each to its page', () => {
    const reply = {
      words: [{ words: 'cable usb', goods_num: 3 }],
      categories: [{ id: 12, grandId: 1, name: 'Cables', path: ['Electrónica', 'Cables'], goodsCount: 40 }],
      brands: [{ id: 5, name: 'Voltix', logo: 'l.svg', goodsCount: 73 }],
      shops: [{ id: 8, name: 'Comercializadora Hua', logo: 's.svg' }],
    };
    expect(optionsOf(reply, ['shops', 'categories', 'words']).map((o) => [o.section, o.path, o.context, o.count])).toEqual([
      ['shops', '/shop/8', [], undefined],
      ['categories', '/search?productCateGrandId=1&productCateId=12', ['Electrónica'], 40],
      ['words', '/search?keyword=cable%20usb', [], 3],
    ]);
    expect(optionsOf(reply, ['brands'])[0]).toMatchObject({ key: 'brands:5', label: 'Voltix', logo: 'l.svg', path: '/goods?brandId=5' });
    // beside other sections, six words at most; alone, all ten
    const ten = { ...reply, words: Array.from({ length: 10 }, (_, i) => ({ words: `w${i}`, goods_num: 1 })) };
    expect(optionsOf(ten, ['words', 'shops']).filter((o) => o.section === 'words')).toHaveLength(6);
    expect(optionsOf(ten, ['words'])).toHaveLength(10);
  });

  test('narrowOptions keeps the options with a word starting with the query (accents and case aside), or containing Chinese', () => {
    const option = (label: string) => ({
      section: 'words' as const,
      key: label,
      label,
      path: '/',
      context: [],
      count: undefined,
      logo: undefined,
    });
    const labels = ['Chamarra', 'mochila', 'Cargador de chip', 'Ñandú chévere', 'cable', '手机壳'];
    expect(narrowOptions(labels.map(option), 'ch').map((o) => o.label)).toEqual(['Chamarra', 'Cargador de chip', 'Ñandú chévere']);
    expect(narrowOptions(labels.map(option), '机').map((o) => o.label)).toEqual(['手机壳']);
  });

  test.each([
    ['Electrónica', 'electro', [0, 7]],
    ['Audífonos Bluetooth', 'BLUE', [10, 14]],
    ['cable de carga', 'ca', [0, 2]],
    ['tocador carga', 'ca', [8, 10]], // a word's start before the middle of another
    ['手机配件', '配件', [2, 4]],
    ['한국 시장', '시장', [3, 5]], // hangul folds to more characters (jamo): counted one by one
    ['Voltix', 'voltx', undefined],
    ['Voltix', '  ', undefined],
  ] as const)('highlightRange(%o, %o) → %o', (text, query, range) => {
    expect(highlightRange(text, query)).toEqual(range);
  });
});
