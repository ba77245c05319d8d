import { useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { revealFocused } from '../../../core/ui/reveal-focus';

export interface SlotTab {
  key: number;
  /** what the tab shows: the slot's time and whether it runs */
  label: ReactNode;
}

/** The index a key moves to in a list of `count` tabs (wrapping), or -1 for keys tabs ignore. */
export function tabTarget(key: string, index: number, count: number): number {
  if (key === 'Home') return 0;
  if (key === 'End') return count - 1;
  const delta = key === 'ArrowRight' ? 1 : key === 'ArrowLeft' ? -1 : 0;
  return delta ? (index + delta + count) % count : -1;
}

/**
 * The seckill time slots as WAI-ARIA tabs: one tab stop (roving tabindex), ArrowLeft/Right wrap,
 * Home/End jump, selection follows focus, and the panel is labelled by its tab.
 */
export function SlotTabs({
  label,
  tabs,
  current,
  onSelect,
  children,
}: {
  label: string;
  tabs: readonly SlotTab[];
  current: number;
  onSelect(key: number): void;
  children: ReactNode;
}) {
  const id = useId();
  const list = useRef<HTMLDivElement>(null);
  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    const target = tabTarget(
      e.key,
      tabs.findIndex((tab) => tab.key === current),
      tabs.length,
    );
    if (target < 0) return;
    e.preventDefault();
    onSelect(tabs[target]!.key);
    list.current?.querySelectorAll<HTMLButtonElement>('[role="tab"]')[target]?.focus();
  };
  return (
    <>
      <div class="slots" role="tablist" aria-label={label} ref={list} onKeyDown={onKeyDown} onFocusIn={revealFocused}>
        {tabs.map((tab) => (
          <button
            key={tab.key}
            type="button"
            role="tab"
            class="slot"
            id={`${id}-tab-${tab.key}`}
            aria-selected={tab.key === current}
            aria-controls={`${id}-panel`}
            tabIndex={tab.key === current ? 0 : -1}
            data-range={tab.key}
            onClick={() => onSelect(tab.key)}
          >
            {tab.label}
          </button>
        ))}
      </div>
      <div class="slot-panel" role="tabpanel" id={`${id}-panel`} aria-labelledby={`${id}-tab-${current}`} tabIndex={0}>
        {children}
      </div>
    </>
  );
}
