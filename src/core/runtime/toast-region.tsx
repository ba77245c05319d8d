// One toast region per page, in the top layer (popover), so no host z-index can bury it.
import { render } from 'react-dom';
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

/** Renders the region into its host; loaded with the first toast (see toasts-lazy.ts). */
export function renderToasts(host: HTMLElement): void {
  const root = host.attachShadow({ mode: 'open' });
  adoptStyles(root, css);
  render(<Toasts />, root);
}
