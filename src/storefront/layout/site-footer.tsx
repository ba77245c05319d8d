import { useRef } from 'react';
import { loginPath, navigate } from '../../core/navigate';
import { $user } from '../../core/stores/user';
import { useStore } from '../../core/ui/use-store';
import { useT } from '../../core/ui/use-t';
import { useSiteName } from '../../core/ui/use-site-name';
import { $phone } from '../../core/stores/chrome';
import { footerColumns } from './footer-columns';
import { openDistributorDialog } from './open-dialog';

export function SiteFooter() {
  const { t } = useT();
  const user = useStore($user);
  const phone = useStore($phone);
  const site = useSiteName();
  const dialog = useRef<HTMLElement>(null);
  // the very widget a partner embeds; its chunk loads the first time the dialog opens
  const apply = () => openDistributorDialog(dialog.current);
  return (
    <>
      <footer class="footer">
        <div class="wrap">
          <div class="footer-cols">
            {footerColumns(Boolean(user)).map((col) => (
              <section key={col.id} class="footer-col" aria-labelledby={`f-${col.id}`}>
                <h2 id={`f-${col.id}`}>{t(`sf.footer.${col.id}`)}</h2>
                <ul>
                  {col.links.map((link) => (
                    <li key={link.key}>
                      {link.action === 'apply' ? (
                        <button
                          type="button"
                          class="linkish"
                          aria-haspopup="dialog"
                          onClick={() => (user ? apply() : navigate(loginPath()))}
                        >
                          {t(`sf.footer.link.${link.key}`)}
                        </button>
                      ) : (
                        <a href={link.href}>{t(`sf.footer.link.${link.key}`)}</a>
                      )}
                    </li>
                  ))}
                </ul>
              </section>
            ))}
          </div>
          <div class="footer-bottom">
            <span>{t('sf.footer.rights', { year: new Date().getFullYear(), site })}</span>
            {phone && (
              <span>
                {t('sf.top.phone')}: {phone}
              </span>
            )}
          </div>
        </div>
      </footer>
      {/* The widget opens when its open attribute is set, and removes it when it closes. */}
      <vitrina-distributor-dialog ref={dialog} />
    </>
  );
}
