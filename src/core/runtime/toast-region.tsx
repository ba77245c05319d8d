// One toast region per page, in the top layer (popover), so no host z-index can bury it.
import { render } from 'react-dom';
import { reportFailure, widgetOf } from '../ui/failure';
import { $toasts, dismiss } from '../toasts';
import { useStore } from '../ui/use-store';
import { useT } from '../ui/use-t';
import css from './toast-region.css?inline';
import { adoptStyles } from './styles';

function Toasts() {
  const toasts = useStore($toasts);
  const { t } = useT();
  return (
    <div class="toasts" role="status" aria-live="polite">
      {toasts.map((toast) => (
        <div key={toast.id} class={`toast ${toast.kind}`} part="toast">
          <span>{toast.text}</span>
          <button type="button" aria-label={t('common.close')} onClick={() => dismiss(toast.id)}>
            ×
          </button>
        </div>
      ))}
    </div>
  );
}

/**
 * The widget the buyer was using when a toast came: the focused one (the button pressed, the form
 * submitted), else the one clicked last (a button that disabled itself while its call ran drops
 * the focus; the loader keeps the page's latest click, core/early-click.ts). At document level
 * both are retargeted to the outermost widget host, which is the widget the buyer sees.
 */
function activeWidget(): Element | undefined {
  const clicked = (window as { vitrina?: { c?: Event | null } }).vitrina?.c?.target;
  for (const el of [document.activeElement, clicked]) if (el instanceof Element && widgetOf(el)) return el;
  return undefined;
}

/** Every error toast is a refused action: reported once (`vitrina:error`, `action-refused`), as it appears. */
function reportErrorToasts(): () => void {
  let seen = 0;
  return $toasts.subscribe((list) => {
    for (const toast of list) {
      if (toast.id <= seen) continue;
      seen = toast.id;
      if (toast.kind === 'error') reportFailure('action-refused', activeWidget(), toast.text);
    }
  });
}

/**
 * Renders the region into its host; loaded with the first toast (see toasts-lazy.ts), and there
 * for the page's life. The returned function takes it down (tests).
 */
export function renderToasts(host: HTMLElement): () => void {
  const root = host.attachShadow({ mode: 'open' });
  adoptStyles(root, css);
  render(<Toasts />, root);
  const stop = reportErrorToasts();
  return () => {
    stop();
    render(null, root);
  };
}

// for core/ui/failure-later.ts: the failure report comes with this chunk, which has it already
export { reportFailure } from '../ui/failure';
