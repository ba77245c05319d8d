import { atom } from 'nanostores';
import { useEffect, useId, useLayoutEffect, useMemo, useRef } from 'react';
import { requestSuggest } from '../../core/api/suggest';
import { createAutocomplete, SEARCH_MAX } from '../../core/autocomplete';
import type { SuggestOption } from '../../core/autocomplete-sources';
import { searchPath } from '../../core/search-rules';
import { navigate } from '../../core/navigate';
import { useHost } from '../../core/ui/host';
import { usePopoverBelow } from '../../core/ui/use-popover-below';
import { useStore } from '../../core/ui/use-store';
import { useT } from '../../core/ui/use-t';

export interface SearchProps {
  /** Initial keyword (e.g. the current results page's). */
  keyword?: string;
  placeholder?: string;
  /** Which sections of suggestions to show, in order: `"words categories brands shops"` (absent: all). */
  sections?: string;
}

// The sections (checking a reply, making and rendering its options) are a chunk of their own
// (bytes: the search box is on every partner page), one for every box of the page, asked for when
// the page is idle or a box is first used. A keystroke's request never waits for it; once it is
// here ($sections) the boxes render their lists and narrow them as the buyer types on.
type SectionsChunk = typeof import('./suggestion-list');
let sectionsChunk: Promise<SectionsChunk> | undefined;
const $sections = atom<SectionsChunk | undefined>(undefined);
const loadSections = (): Promise<SectionsChunk> =>
  (sectionsChunk ||= import('./suggestion-list').then((chunk) => ($sections.set(chunk), chunk)));

/** The header search box: a WAI-ARIA combobox with server suggestions in sections (spec §2, §5; issue 17). */
export function Search({ keyword = '', placeholder, sections }: SearchProps) {
  const host = useHost();
  const { t } = useT();
  const id = useId();
  const listId = `${id}-list`;
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new machine only for new sections; a new keyword goes through setQuery (below)
  const ac = useMemo(() => {
    const machine = createAutocomplete<SuggestOption>(
      (q, signal) =>
        Promise.all([requestSuggest(q, signal), loadSections()]).then(([reply, chunk]) => chunk.suggestOptions(reply, sections)),
      undefined,
      // options exist only once the chunk is here
      (state, before) => $sections.get()?.narrowShown(state, before),
    );
    machine.setQuery(keyword); // the first paint already shows the page's keyword
    return machine;
  }, [sections]);
  const state = useStore(ac.$state);
  const SuggestionList = useStore($sections)?.SuggestionList;
  const input = useRef<HTMLInputElement>(null);
  const list = useRef<HTMLDivElement>(null);
  const open = state.open && SuggestionList !== undefined;

  // no sections to show (the chunk failed): the box still searches, and each keystroke's ask fails on its own
  useEffect(() => {
    (globalThis.requestIdleCallback ?? setTimeout)(() => void loadSections().catch(() => 0));
  }, []);
  useEffect(() => () => ac.destroy(), [ac]);
  // The keyword attribute follows the page (the results page's keyword, or none elsewhere).
  useLayoutEffect(() => {
    if (ac.$state.get().query !== keyword) ac.setQuery(keyword);
  }, [ac, keyword]);
  usePopoverBelow(list, input, open);

  const go = (path: string) => {
    ac.close();
    navigate(path, host);
  };

  const onKeyDown = (e: KeyboardEvent) => {
    const { active, items } = ac.$state.get();
    if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
      e.preventDefault();
      ac.move(e.key === 'ArrowDown' ? 1 : -1);
    } else if (e.key === 'Enter') {
      e.preventDefault();
      const chosen = open && active >= 0 ? items[active] : undefined;
      go(chosen ? chosen.path : searchPath(state.query));
    } else if (e.key === 'Escape') {
      if (open) ac.close();
      else ac.input('');
    } else if (e.key === 'Tab') {
      ac.close();
    }
  };

  const activeId = open && state.active >= 0 ? `${listId}-o${state.active}` : undefined;
  return (
    <form
      class="search"
      part="form"
      role="search"
      onSubmit={(e) => {
        e.preventDefault();
        go(searchPath(state.query));
      }}
    >
      <input
        ref={input}
        part="input"
        type="search"
        // biome-ignore lint/a11y/noRedundantRoles: type=search alone is a searchbox; the combobox role is what announces the listbox
        role="combobox"
        list={undefined /* preact's types ask for it on a combobox input; ours is aria-controls */}
        aria-label={t('search.label')}
        aria-autocomplete="list"
        aria-expanded={open}
        aria-controls={listId}
        aria-activedescendant={activeId}
        autoComplete="off"
        spellcheck={false}
        enterKeyHint="search"
        maxLength={SEARCH_MAX}
        placeholder={placeholder ?? t('search.placeholder')}
        value={state.query}
        onInput={(e) => {
          const el = e.currentTarget;
          const clean = ac.input(el.value);
          if (clean !== el.value) el.value = clean; // a stripped quote must not linger in the box
          void loadSections();
        }}
        onKeyDown={onKeyDown}
        onFocus={() => {
          void loadSections();
          ac.focus();
        }}
        onBlur={() => ac.blur()}
      />
      <button type="submit" part="button" aria-label={t('search.submit')}>
        <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true">
          <path
            fill="currentColor"
            d="M10 2a8 8 0 0 1 6.3 12.9l5.4 5.4-1.4 1.4-5.4-5.4A8 8 0 1 1 10 2Zm0 2a6 6 0 1 0 0 12 6 6 0 0 0 0-12Z"
          />
        </svg>
      </button>
      <div ref={list} id={listId} role="listbox" part="listbox" popover="manual" class="list" aria-label={t('search.suggestions')}>
        {SuggestionList && open && (
          <SuggestionList
            id={listId}
            options={state.items}
            active={state.active}
            query={state.query}
            pick={(option) => go(option.path)}
            hover={(i) => ac.setActive(i)}
          />
        )}
      </div>
      <span class="v-sr" aria-live="polite">
        {open ? t('search.results', { n: state.items.length }) : ''}
      </span>
    </form>
  );
}
