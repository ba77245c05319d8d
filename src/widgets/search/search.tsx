import { useEffect, useId, useLayoutEffect, useMemo, useRef } from 'react';
import type { Suggestion } from '../../core/api/catalogue';
import { suggestWords } from '../../core/api/catalogue';
import { createAutocomplete, SEARCH_MAX } from '../../core/autocomplete';
import { navigate } from '../../core/navigate';
import { useHost } from '../../core/ui/host';
import { usePopoverBelow } from '../../core/ui/use-popover-below';
import { useStore } from '../../core/ui/use-store';
import { useT } from '../../core/ui/use-t';
import { Highlight } from './highlight';

export interface SearchProps {
  /** Initial keyword (e.g. the current results page's). */
  keyword?: string;
  placeholder?: string;
}

/** The header search box: a WAI-ARIA combobox with server suggestions (spec §2, §5). */
export function Search({ keyword = '', placeholder }: SearchProps) {
  const host = useHost();
  const { t } = useT();
  const id = useId();
  const listId = `${id}-list`;
  const ac = useMemo(() => {
    const machine = createAutocomplete<Suggestion>((q, signal) => suggestWords(q, signal));
    machine.setQuery(keyword); // the first paint already shows the page's keyword
    return machine;
  }, []);
  const state = useStore(ac.$state);
  const input = useRef<HTMLInputElement>(null);
  const list = useRef<HTMLUListElement>(null);

  useEffect(() => () => ac.destroy(), [ac]);
  // The keyword attribute follows the page (the results page's keyword, or none elsewhere).
  useLayoutEffect(() => {
    if (ac.$state.get().query !== keyword) ac.setQuery(keyword);
  }, [ac, keyword]);
  usePopoverBelow(list, input, state.open);

  const go = (value: string) => {
    ac.close();
    navigate(`/search?keyword=${encodeURIComponent(value.trim())}`, host);
  };

  const onKeyDown = (e: KeyboardEvent) => {
    const { active, items, open } = ac.$state.get();
    if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
      e.preventDefault();
      ac.move(e.key === 'ArrowDown' ? 1 : -1);
    } else if (e.key === 'Enter') {
      e.preventDefault();
      go(open && active >= 0 ? items[active]!.words : state.query);
    } else if (e.key === 'Escape') {
      if (open) ac.close();
      else ac.input('');
    } else if (e.key === 'Tab') {
      ac.close();
    }
  };

  const activeId = state.open && state.active >= 0 ? `${id}-o${state.active}` : undefined;
  return (
    <form
      class="search"
      part="form"
      role="search"
      onSubmit={(e) => {
        e.preventDefault();
        go(state.query);
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
        aria-expanded={state.open}
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
        }}
        onKeyDown={onKeyDown}
        onFocus={() => ac.focus()}
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
      <ul ref={list} id={listId} role="listbox" part="listbox" popover="manual" class="list" aria-label={t('search.suggestions')}>
        {state.items.map((item, i) => (
          <li
            key={item.words}
            id={`${id}-o${i}`}
            role="option"
            part="option"
            aria-selected={i === state.active}
            onMouseDown={(e) => e.preventDefault() /* keep focus in the input */}
            onMouseMove={() => i !== state.active && ac.setActive(i)}
            onClick={() => go(item.words)}
          >
            <span class="words">
              <Highlight text={item.words} query={state.query} />
            </span>
            <span class="count">{t('search.count', { n: item.goods_num })}</span>
          </li>
        ))}
      </ul>
      <span class="v-sr" aria-live="polite">
        {state.open ? t('search.results', { n: state.items.length }) : ''}
      </span>
    </form>
  );
}
