import { useEffect, useState } from 'react';
import { $user } from '../../core/stores/user';
import { useStore } from '../../core/ui/use-store';
import { useT } from '../../core/ui/use-t';
import { Icon } from '../components/icons';
import { showsBackToTop } from './back-to-top';

/** Chat support for members (spec §1) and back-to-top after 200 px of scroll (spec §9). */
export function FloatingActions() {
  const { t } = useT();
  const user = useStore($user);
  const [show, setShow] = useState(() => showsBackToTop(window.scrollY));
  useEffect(() => {
    const onScroll = () => setShow(showsBackToTop(window.scrollY));
    addEventListener('scroll', onScroll, { passive: true });
    return () => removeEventListener('scroll', onScroll);
  }, []);
  const toTop = () => {
    const reduce = matchMedia('(prefers-reduced-motion: reduce)').matches;
    window.scrollTo({ top: 0, behavior: reduce ? 'auto' : 'smooth' });
  };
  return (
    <div class="floating">
      {user && (
        <a class="fab chat" href="/chat" title={t('sf.chat')}>
          <Icon name="chat" size={20} />
          <span class="fab-text">{t('sf.chat')}</span>
        </a>
      )}
      {show && (
        <button type="button" class="fab" aria-label={t('sf.backToTop')} title={t('sf.backToTop')} onClick={toTop}>
          <Icon name="up" size={20} />
        </button>
      )}
    </div>
  );
}
