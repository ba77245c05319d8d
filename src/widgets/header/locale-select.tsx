import { useState } from 'react';
import { ApiError } from '../../core/errors';
import { bcp47, isLocale, LOCALES } from '../../core/locale';
import { mountedDefs } from '../../core/runtime/mount';
import { changeLocale } from '../../core/stores/locale';
import { toast } from '../../core/toasts';
import { useT } from '../../core/ui/use-t';

/**
 * Spec §4 language change: logged in, the server first. The full storefront then reloads in the new
 * locale; on a partner page every mounted widget re-renders in it, with its strings loaded first.
 */
export function LocaleSelect() {
  const { t, locale } = useT();
  const [busy, setBusy] = useState(false);
  const onChange = async (value: string) => {
    if (!isLocale(value) || value === locale) return;
    setBusy(true);
    try {
      await changeLocale(
        value,
        mountedDefs().flatMap((d) => (d.strings ? [d.strings] : [])),
      );
    } catch (error) {
      toast(error instanceof ApiError ? error.message : t('error.network'), 'error');
    } finally {
      setBusy(false);
    }
  };
  return (
    <label class="locale">
      <span class="v-sr">{t('locale.label')}</span>
      <select value={locale} disabled={busy} onChange={(e) => void onChange(e.currentTarget.value)}>
        {LOCALES.map((l) => (
          <option key={l} value={l} lang={bcp47(l)}>
            {t(`locale.${l}`)}
          </option>
        ))}
      </select>
    </label>
  );
}
