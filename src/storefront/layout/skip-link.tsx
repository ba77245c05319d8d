import { useT } from '../../core/ui/use-t';

/** The first stop of the Tab key. A fragment link cannot reach into a shadow root, so it focuses by hand. */
export function SkipLink() {
  const { t } = useT();
  return (
    <a
      class="skip"
      href="#main"
      onClick={(e) => {
        e.preventDefault();
        const root = e.currentTarget.getRootNode();
        const main = root instanceof ShadowRoot || root instanceof Document ? root.getElementById('main') : null;
        main?.focus();
      }}
    >
      {t('sf.skip')}
    </a>
  );
}
