import { useT } from '../../core/ui/use-t';

/** The first stop of the Tab key. A fragment link cannot reach into a shadow root, so it focuses by hand. */
export function SkipLink() {
  const { t } = useT();
  return (
    // biome-ignore lint/a11y/useValidAnchor: a skip link is a link to #main by convention; the handler only moves focus where a fragment cannot reach
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
