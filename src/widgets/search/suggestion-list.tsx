// The options of the search box, in groups by section: a chunk of its own, fetched when the box
// is first focused or typed in (or the page is idle), so every partner page's search widget does
// not carry the rendering of sections it may never open.
import { useLayoutEffect, useRef } from 'react';
import type { SectionName, SuggestOption } from '../../core/autocomplete-sources';
import { useT } from '../../core/ui/use-t';
import { Highlight } from './highlight';
import css from './suggestion-list.css?inline';

// what turns a reply into options (and keeps those that fit a longer query) rides here too: the
// search box itself only asks
export { narrowShown, suggestOptions } from '../../core/autocomplete-sources';

/** The list's sheet, parsed once for every box of the page (made here: a runtime export costs every partner page). */
let listSheet: CSSStyleSheet | undefined;
const adopt = (root: ShadowRoot) => {
  if (!listSheet) {
    listSheet = new CSSStyleSheet();
    listSheet.replaceSync(css);
  }
  if (!root.adoptedStyleSheets.includes(listSheet)) root.adoptedStyleSheets = [...root.adoptedStyleSheets, listSheet];
};

export interface SuggestionListProps {
  /** prefix of the ids of options and group labels (the listbox's id) */
  id: string;
  options: SuggestOption[];
  active: number;
  query: string;
  pick(option: SuggestOption): void;
  hover(index: number): void;
}

const LABELS: Record<SectionName, string> = {
  words: 'search.suggestions',
  categories: 'search.categories',
  brands: 'search.brands',
  shops: 'search.shops',
};

/** One group per section in the options' order; arrow keys move across them as one list. */
export function SuggestionList({ id, options, active, query, pick, hover }: SuggestionListProps) {
  const { t } = useT();
  const ref = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    const root = ref.current?.getRootNode();
    if (root instanceof ShadowRoot) adopt(root);
  }, []);

  const groups: { section: SectionName; first: number; options: SuggestOption[] }[] = [];
  options.forEach((option, i) => {
    const last = groups[groups.length - 1];
    if (last?.section === option.section) last.options.push(option);
    else groups.push({ section: option.section, first: i, options: [option] });
  });

  return (
    <div ref={ref} class="groups">
      {groups.map((group) => (
        <div key={group.section} role="group" class="group" aria-labelledby={`${id}-${group.section}`}>
          <div role="presentation" id={`${id}-${group.section}`} class="label">
            {t(LABELS[group.section])}
          </div>
          {group.options.map((option, k) => {
            const i = group.first + k;
            return (
              <div
                // by place, not by option: a new answer's options patch the rows already there
                // (their text, marks and links) instead of removing them all and building new ones
                key={k}
                id={`${id}-o${i}`}
                role="option"
                part="option"
                class={option.section}
                aria-selected={i === active}
                onMouseDown={(e) => e.preventDefault() /* keep focus in the input */}
                onMouseMove={() => i !== active && hover(i)}
                onClick={() => pick(option)}
              >
                {option.logo && <img src={option.logo} alt="" width="24" height="24" loading="lazy" />}
                <span class="words">
                  {option.context.length > 0 && <span class="context">{`${option.context.join(' › ')} › `}</span>}
                  <Highlight text={option.label} query={query} />
                </span>
                {option.count !== undefined && <span class="count">{t('search.count', { n: option.count })}</span>}
              </div>
            );
          })}
        </div>
      ))}
    </div>
  );
}
