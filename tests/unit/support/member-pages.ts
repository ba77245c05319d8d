// The member centre mounted as a partner page has it, for the member pages' tests in happy-dom: one
// way to mount it on a page (or a path), wait for what a page shows, and take every widget down.
import { vi } from 'vitest';
import { mountWidget, unmountWidget } from '../../../src/core/runtime/mount';
import memberCentre from '../../../src/widgets/member-centre/index';

/** `<vitrina-member-centre>` with `attributes` (page, item, path…), mounted; its shadow root. */
export async function mountMemberCentre(attributes: Record<string, string | undefined>): Promise<ShadowRoot> {
  const host = document.createElement('vitrina-member-centre');
  for (const [name, value] of Object.entries(attributes)) if (value !== undefined) host.setAttribute(name, value);
  document.body.append(host);
  await mountWidget(host, memberCentre);
  const root = host.shadowRoot;
  if (!root) throw new Error('not mounted');
  return root;
}

/** For afterEach: every widget unmounted and removed, every spy restored. */
export function unmountAll(): void {
  vi.restoreAllMocks();
  for (const el of Array.from(document.body.children)) {
    unmountWidget(el);
    el.remove();
  }
}

/** What `find` finds, once it finds something (10 s at most: a page's fetches are chained). */
export const waitFor = <T>(find: () => T | null | undefined): Promise<T> =>
  vi.waitFor(
    () => {
      const found = find();
      if (!found) throw new Error('not yet');
      return found;
    },
    { timeout: 10_000 },
  );
