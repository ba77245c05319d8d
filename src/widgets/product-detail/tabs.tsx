import { useId, useRef, type ReactNode } from 'react';
import { revealFocused } from '../../core/ui/reveal-focus';

/**
 * WAI-ARIA tabs: one tab stop, arrows move between tabs (automatic activation), the panel
 * follows. Used for the buying modes and for the information sections.
 */
export function Tabs<K extends string>({
  label,
  tabs,
  current,
  onSelect,
  children,
  class: className,
}: {
  label: string;
  tabs: readonly { key: K; label: string }[];
  current: K;
  onSelect: (key: K) => void;
  children: ReactNode;
  class?: string;
}) {
  const id = useId();
  const list = useRef<HTMLDivElement>(null);
  const onKeyDown = (e: KeyboardEvent) => {
    const index = tabs.findIndex((tab) => tab.key === current);
    const delta = e.key === 'ArrowRight' ? 1 : e.key === 'ArrowLeft' ? -1 : 0;
    const target = e.key === 'Home' ? 0 : e.key === 'End' ? tabs.length - 1 : delta ? (index + delta + tabs.length) % tabs.length : -1;
    if (target < 0) return;
    e.preventDefault();
    onSelect(tabs[target]!.key);
    list.current?.querySelectorAll<HTMLButtonElement>('[role="tab"]')[target]?.focus();
  };
  return (
    <div class={className}>
      <div class="tablist" role="tablist" aria-label={label} ref={list} onKeyDown={onKeyDown} onFocusIn={revealFocused}>
        {tabs.map((tab) => (
          <button
            key={tab.key}
            type="button"
            role="tab"
            id={`${id}-${tab.key}`}
            aria-selected={tab.key === current}
            aria-controls={`${id}-panel`}
            tabIndex={tab.key === current ? 0 : -1}
            onClick={() => onSelect(tab.key)}
          >
            {tab.label}
          </button>
        ))}
      </div>
      <div class="tabpanel" role="tabpanel" id={`${id}-panel`} aria-labelledby={`${id}-${current}`} tabIndex={0}>
        {children}
      </div>
    </div>
  );
}
