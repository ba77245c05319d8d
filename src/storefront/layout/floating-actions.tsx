import { useEffect, useState, type MouseEvent } from 'react';
import { $user } from '../../core/stores/user';
import { useStore } from '../../core/ui/use-store';
import { useT } from '../../core/ui/use-t';
import { Icon } from '../../core/ui/icons';
import { showsBackToTop } from './back-to-top';

function focusTop(from: HTMLElement): void {
  const root = from.getRootNode();
  const first = root instanceof ShadowRoot || root instanceof Document ? root.querySelector<HTMLElement>('.skip') : null;
  first?.focus({ preventScroll: true });
}

/** Back to the top, and from the keyboard focus to the first stop there. */
function toTop(e: MouseEvent<HTMLButtonElement>) {
  const reduce = matchMedia('(prefers-reduced-motion: reduce)').matches;
  // From the keyboard (a click with no pointer: detail 0) the button is about to vanish with
  // focus on it; focus goes to the first stop at the top instead of falling to the body.
  if (e.detail === 0) focusTop(e.currentTarget);
  window.scrollTo({ top: 0, behavior: reduce ? 'auto' : 'smooth' });
}

/**
 * Chat support for members (spec §1) and back-to-top after 200 px of scroll (spec §9). On a
 * narrow screen (≤ 720 px) the chat button does not float: with no margin beside the content, a
 * floating button covers whatever scrolls under it (the cart lines' right edge at 375 px), and a
 * reserved gutter would take a sixth of a 320 px screen; it sits at the end of the page instead
 * (ChatInline), and shows here only on wider screens. Back-to-top likewise: floating, it covered the
 * footer's links at 360 px; on a narrow screen it sits at the page's end too (EndActions).
 */
export function FloatingActions() {
  const { t } = useT();
  const user = useStore($user);
  const [show, setShow] = useState(() => showsBackToTop(window.scrollY));
  useEffect(() => {
    const onScroll = () => setShow(showsBackToTop(window.scrollY));
    addEventListener('scroll', onScroll, { passive: true });
    return () => removeEventListener('scroll', onScroll);
  }, []);
  return (
    <div class="floating">
      {user && (
        <a class="fab chat" href="/chat" title={t('sf.chat')}>
          <Icon name="chat" size={20} />
          <span class="fab-text">{t('sf.chat')}</span>
        </a>
      )}
      {show && (
        <button type="button" class="fab top" aria-label={t('sf.backToTop')} title={t('sf.backToTop')} onClick={toTop}>
          <Icon name="up" size={20} />
        </button>
      )}
    </div>
  );
}

/**
 * The page's end on a narrow screen (shown there instead of the floating buttons): the members'
 * chat link, and back to the top (always: the page's end is where a buyer who scrolled down is).
 */
export function EndActions() {
  const { t } = useT();
  const user = useStore($user);
  return (
    <p class="wrap end-actions">
      {user && (
        <a class="btn chat" href="/chat">
          <Icon name="chat" size={18} />
          {t('sf.chat')}
        </a>
      )}
      <button type="button" class="btn top" onClick={toTop}>
        <Icon name="up" size={18} />
        {t('sf.backToTop')}
      </button>
    </p>
  );
}
