import { useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { fetchCategories } from '../../core/api/chrome';
import { publishPurchase, type Purchase } from '../../core/api/purchase';
import { PURCHASE_REMARK_MAX, secondsOfIso } from '../../core/contract/rules-purchase';
import { errorText } from '../../core/errors';
import { toast } from '../../core/toasts';
import { useT } from '../../core/ui/use-t';
import { categoryName } from '../../core/category-name';
import { useAsync } from '../../core/ui/use-async';
import { checkDraft, dateWindow, EMPTY_DRAFT, toForm, type Draft, type FieldName, type Problems } from './form-model';
import { ImageField } from './image-field';
import { dayText } from './day-text';
import { RegionField } from './region-field';

const INPUT_ID = (field: FieldName) => `pur-${field}`;

/**
 * The purchase request form (spec §3 fields, §5 checks, §8 messages): checked on submit, every
 * bad field marked with its message and the first one focused, 'Form filled incorrectly' as a
 * toast; `onDraft` reports each change so the page can guard unsaved work.
 */
export function PurchaseForm({
  onDraft,
  onPublished,
  actions,
}: {
  onDraft(draft: Draft): void;
  onPublished(purchase: Purchase): void;
  actions: ReactNode;
}) {
  const { t, locale } = useT();
  const [draft, setDraft] = useState<Draft>(EMPTY_DRAFT);
  const [problems, setProblems] = useState<Problems>({});
  const [uploading, setUploading] = useState(false);
  const [sending, setSending] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  const window = useMemo(() => dateWindow(Date.now()), []);
  /** the window as the buyer reads dates */
  const shown = useMemo(
    () => ({ from: dayText(secondsOfIso(window.from) ?? 0, locale), to: dayText(secondsOfIso(window.to) ?? 0, locale) }),
    [window, locale],
  );
  const { state: categories } = useAsync(() => fetchCategories(), []);
  useEffect(() => onDraft(draft), [draft]);

  const set = (field: FieldName, value: string) => {
    setDraft((d) => ({ ...d, [field]: value }));
    if (problems[field]) setProblems((p) => ({ ...p, [field]: undefined }));
  };
  const errorOf = (field: FieldName) => {
    const problem = problems[field];
    return problem && t(`purForm.form.errors.${problem.key}`, problem.key === 'date' ? shown : problem.params);
  };
  const label = (field: FieldName) => t(`purForm.form.fields.${field}`);

  const submit = async (event: Event) => {
    event.preventDefault();
    if (uploading) return toast(t('purForm.form.image.wait'), 'warning');
    const found = checkDraft(draft, Date.now());
    setProblems(found);
    const first = (Object.keys(EMPTY_DRAFT) as FieldName[]).find((field) => found[field]);
    if (first) {
      toast(t('purForm.form.invalid'), 'error');
      const target = formRef.current?.querySelector<HTMLElement>(`#${INPUT_ID(first)}, [data-field="${first}"] select`);
      target?.focus();
      return;
    }
    setSending(true);
    try {
      onPublished(await publishPurchase(toForm(draft)));
    } catch (error) {
      toast(errorText(error), 'error');
    } finally {
      setSending(false);
    }
  };

  /** a labelled control with its error underneath */
  const field = (
    name: FieldName,
    control: (props: Record<string, unknown>) => ReactNode,
    options: { required?: boolean; wide?: boolean; hint?: string } = {},
  ) => {
    const error = errorOf(name);
    const described = [options.hint && `${INPUT_ID(name)}-hint`, error && `${INPUT_ID(name)}-error`].filter(Boolean).join(' ');
    return (
      <div class={`pur-field${options.wide ? ' pur-wide' : ''}`} data-field={name}>
        <label for={INPUT_ID(name)}>
          {label(name)} {options.required && <abbr title={t('purForm.form.required')}>*</abbr>}
        </label>
        {control({
          id: INPUT_ID(name),
          name,
          'aria-invalid': error ? true : undefined,
          'aria-describedby': described || undefined,
          'aria-required': options.required || undefined,
        })}
        {options.hint && (
          <p id={`${INPUT_ID(name)}-hint`} class="muted small">
            {options.hint}
          </p>
        )}
        {error && (
          <p id={`${INPUT_ID(name)}-error`} class="form-error">
            {error}
          </p>
        )}
      </div>
    );
  };
  const text = (name: FieldName, required: boolean, extra: Record<string, unknown> = {}) =>
    field(name, (props) => <input {...props} value={draft[name]} onInput={(e) => set(name, e.currentTarget.value)} {...extra} />, {
      required,
      wide: extra.wide === true,
    });
  const choice = (name: FieldName, values: readonly string[], group: string) =>
    field(name, (props) => (
      <select {...props} value={draft[name]} onChange={(e) => set(name, e.currentTarget.value)}>
        {values.map((v) => (
          <option key={v} value={v}>
            {t(`purForm.${group}.${v}`)}
          </option>
        ))}
      </select>
    ));
  const date = (name: 'closing_date' | 'receiving_date') =>
    field(
      name,
      (props) => (
        <input
          {...props}
          type="date"
          min={window.from}
          max={window.to}
          value={draft[name]}
          onInput={(e) => set(name, e.currentTarget.value)}
        />
      ),
      { required: true, hint: t('purForm.form.dateHint', shown) },
    );

  return (
    <form ref={formRef} class="pur-form" noValidate onSubmit={(e) => void submit(e)}>
      <section class="pur-section" aria-labelledby="pur-s-goods">
        <h2 id="pur-s-goods">{t('purForm.form.sectionGoods')}</h2>
        <div class="pur-grid">
          {field(
            'title',
            (props) => (
              <input
                {...props}
                value={draft.title}
                placeholder={t('purForm.form.placeholders.title')}
                onInput={(e) => set('title', e.currentTarget.value)}
              />
            ),
            { required: true, wide: true },
          )}
          {choice('goods_type', ['0', '1'], 'goodsType')}
          {field(
            'goods_category',
            (props) => (
              <select {...props} value={draft.goods_category} onChange={(e) => set('goods_category', e.currentTarget.value)}>
                <option value="">{t('purForm.form.chooseCategory')}</option>
                {categories.status === 'ready' &&
                  categories.data.map((c) => (
                    <option key={c.grandId} value={String(c.grandId)}>
                      {categoryName(c, locale)}
                    </option>
                  ))}
              </select>
            ),
            { required: true },
          )}
          {field(
            'goods_names',
            (props) => (
              <input
                {...props}
                value={draft.goods_names}
                placeholder={t('purForm.form.placeholders.goods_names')}
                onInput={(e) => set('goods_names', e.currentTarget.value)}
              />
            ),
            { required: true, wide: true },
          )}
          {text('goods_num', true, { inputMode: 'numeric' })}
          {field(
            'goods_unit',
            (props) => (
              <input
                {...props}
                value={draft.goods_unit}
                placeholder={t('purForm.form.placeholders.goods_unit')}
                onInput={(e) => set('goods_unit', e.currentTarget.value)}
              />
            ),
            { required: true },
          )}
          {field(
            'goods_sku',
            (props) => (
              <input
                {...props}
                value={draft.goods_sku}
                placeholder={t('purForm.form.placeholders.goods_sku')}
                onInput={(e) => set('goods_sku', e.currentTarget.value)}
              />
            ),
            { wide: true },
          )}
          <div class="pur-field pur-wide" data-field="goods_img">
            <label for={INPUT_ID('goods_img')}>{label('goods_img')}</label>
            <ImageField id={INPUT_ID('goods_img')} onChange={(path) => set('goods_img', path)} onBusy={setUploading} />
          </div>
        </div>
      </section>

      <section class="pur-section" aria-labelledby="pur-s-terms">
        <h2 id="pur-s-terms">{t('purForm.form.sectionTerms')}</h2>
        <div class="pur-grid">
          {date('closing_date')}
          {date('receiving_date')}
          {choice('price_type', ['0', '1', '2'], 'priceType')}
          {text('goods_price', true, { inputMode: 'decimal' })}
          <label class="pur-check pur-wide">
            <input
              type="checkbox"
              checked={draft.need_receipt === '1'}
              onChange={(e) => set('need_receipt', e.currentTarget.checked ? '1' : '0')}
            />
            {label('need_receipt')}
          </label>
          {field(
            'remark',
            (props) => (
              <textarea
                {...props}
                rows={4}
                maxLength={PURCHASE_REMARK_MAX}
                value={draft.remark}
                placeholder={t('purForm.form.placeholders.remark', { max: PURCHASE_REMARK_MAX })}
                onInput={(e) => set('remark', e.currentTarget.value)}
              />
            ),
            { wide: true },
          )}
        </div>
      </section>

      <section class="pur-section" aria-labelledby="pur-s-places">
        <h2 id="pur-s-places">{t('purForm.form.sectionPlaces')}</h2>
        <RegionField
          name="ship_county"
          legend={label('ship_county')}
          error={errorOf('ship_county')}
          onChange={(id) => set('ship_county', id)}
        />
        <RegionField
          name="seller_county"
          legend={label('seller_county')}
          error={errorOf('seller_county')}
          onChange={(id) => set('seller_county', id)}
        />
      </section>

      <section class="pur-section" aria-labelledby="pur-s-contact">
        <h2 id="pur-s-contact">{t('purForm.form.sectionContact')}</h2>
        <div class="pur-grid">
          {text('contact_name', true, { autoComplete: 'name' })}
          {text('contact_num', true, { type: 'tel', autoComplete: 'tel', inputMode: 'tel' })}
          {choice('privacy', ['1', '0'], 'privacy')}
        </div>
      </section>

      <div class="pur-actions">
        {actions}
        <button type="submit" class="btn primary" disabled={sending} aria-busy={sending || undefined}>
          {sending ? t('purForm.form.submitting') : t('purForm.form.submit')}
        </button>
      </div>
    </form>
  );
}
