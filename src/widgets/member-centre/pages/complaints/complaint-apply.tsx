import { useRef, useState } from 'react';
import {
  addComplaint,
  checkComplaint,
  COMPLAINT_CONTENT_MAX,
  COMPLAINT_CONTENT_MIN,
  COMPLAINT_SUBJECTS,
  type ComplaintProblem,
} from '../../../../core/api/complaints';
import { fetchOrder, fetchOrders, type OrderDetail } from '../../../../core/api/orders';
import { ApiError, errorText } from '../../../../core/errors';
import { toast } from '../../../../core/toasts';
import { ErrorState, MissingState } from '../../../../core/ui/states';
import { useAsync } from '../../../../core/ui/use-async';
import { useSheet } from '../../../../core/ui/use-sheet';
import { useT } from '../../../../core/ui/use-t';
import { useDocumentTitle } from '../../page-title';
import type { PageProps } from '../../page-props';
import { dateOf, ListSkeleton, ListStates, useListPage, useListSheet } from '../member-lists';
import { PhotoPicker } from '../photo-picker';
import reviewsCss from '../reviews.css?inline';
import { APPLY_HREF, applyHref, ComplaintFrame, detailHref, LIST_HREF } from './parts';

/**
 * `/member/my-complaint/complaint-apply`: with `order_sn` (and `sku_id`), the form about that
 * order's goods; without, my paid orders' goods to choose from.
 */
export default function ComplaintApply(props: PageProps) {
  const { t } = useT();
  const title = t('cp.title.apply');
  useDocumentTitle(title);
  const sn = props.location.query.order_sn;
  return (
    <ComplaintFrame title={title}>
      {sn ? <OrderForm sn={sn} skuId={Number(props.location.query.sku_id) || 0} /> : <PickGoods {...props} />}
    </ComplaintFrame>
  );
}

/** My paid orders, page by page, each line with its "complain" action. */
function PickGoods({ location }: PageProps) {
  const { t, locale } = useT();
  const ref = useListSheet<HTMLDivElement>();
  const { state, retry } = useListPage(async (pageNo) => {
    const page = await fetchOrders('ALL', pageNo);
    return {
      items: page.data.filter((order) => order.pay_status === 'PAY_YES'),
      total: page.data_total,
      pageNo: page.page_no,
      pageSize: page.page_size,
    };
  }, location);
  return (
    <div ref={ref} class="ml">
      <h2 class="cp-sub">{t('cp.pick.title')}</h2>
      <p class="cp-note">{t('cp.pick.body')}</p>
      <ListStates
        state={state}
        retry={retry}
        location={location}
        skeleton={<ListSkeleton count={3} kind="rows" />}
        empty={{ title: t('cp.pick.none'), body: t('cp.pick.noneBody'), href: '/member/my-order', action: t('acct.nav.orders') }}
      >
        {(page) => (
          <ul class="cp-list">
            {page.items.map((order) => (
              <li key={order.sn} class="cp-order" data-testid="complaint-order">
                <h3>{t('cp.pick.goods', { sn: order.sn })}</h3>
                <p class="cp-meta">
                  <span>{order.seller_name}</span>
                  <span>{dateOf(order.create_time, locale)}</span>
                </p>
                <ul class="cp-lines">
                  {order.sku_list.map((sku) => (
                    <li key={sku.sku_id} class="cp-line">
                      <img src={sku.goods_image} alt="" width="48" height="48" />
                      <span>{sku.name}</span>
                      <a class="btn small" href={applyHref(order.sn, sku.sku_id)} aria-label={`${t('cp.pick.action')}: ${sku.name}`}>
                        {t('cp.pick.action')}
                      </a>
                    </li>
                  ))}
                </ul>
              </li>
            ))}
          </ul>
        )}
      </ListStates>
    </div>
  );
}

function OrderForm({ sn, skuId }: { sn: string; skuId: number }) {
  const { t } = useT();
  const { state, retry } = useAsync(() => fetchOrder(sn), [sn]);
  if (state.status === 'loading') return <p aria-busy="true">{t('acct.lists.loading')}</p>;
  if (state.status === 'error') {
    return state.error instanceof ApiError && state.error.status === 404 ? (
      <MissingState title={t('cp.pick.none')} body={t('cp.pick.noneBody')} href={APPLY_HREF} action={t('cp.form.other')} />
    ) : (
      <ErrorState error={state.error} onRetry={retry} />
    );
  }
  return <ComplaintForm order={state.data} skuId={skuId} />;
}

type Errors = Partial<Record<ComplaintProblem['field'] | 'form', string>>;

/**
 * Which item, the subject, what happened (with its counter) and up to 3 photos with their upload
 * progress. Every problem is shown at once, each under its field, with a summary that takes the
 * focus; the server's refusal lands under the field it names.
 */
function ComplaintForm({ order, skuId }: { order: OrderDetail; skuId: number }) {
  const { t } = useT();
  const lines = order.order_sku_list.length > 0 ? order.order_sku_list : order.sku_list;
  const [sku, setSku] = useState(lines.some((line) => line.sku_id === skuId) ? skuId : lines.length === 1 ? (lines[0]?.sku_id ?? 0) : 0);
  const [subject, setSubject] = useState('');
  const [content, setContent] = useState('');
  const [photos, setPhotos] = useState<string[]>([]);
  const [uploading, setUploading] = useState(false);
  const [errors, setErrors] = useState<Errors>({});
  const [busy, setBusy] = useState(false);
  const [created, setCreated] = useState(0);
  const summary = useRef<HTMLDivElement>(null);
  const pickerSheet = useSheet<HTMLDivElement>(reviewsCss);
  const length = [...content.trim()].length;

  if (created) {
    return (
      <p role="status" class="cp-done" data-testid="complaint-created">
        {t('cp.form.sent')} · <a href={detailHref(created)}>{t('cp.number', { id: created })}</a> ·{' '}
        <a href={LIST_HREF}>{t('cp.detail.back')}</a>
      </p>
    );
  }

  const show = (next: Errors) => {
    setErrors(next);
    // the summary is announced and takes the focus, so a keyboard user starts from the list of what to fix
    requestAnimationFrame(() => summary.current?.focus());
  };
  const onSubmit = async (event: Event) => {
    event.preventDefault();
    const problems = checkComplaint({ skuId: sku, subject, content, images: photos.length });
    const next: Errors = {};
    for (const problem of problems) next[problem.field] ??= t(`cp.check.${problem.key}`, { min: problem.min ?? 0, max: problem.max ?? 0 });
    if (uploading) next.images = t('rev.photo.wait');
    if (Object.keys(next).length > 0) return show(next);
    setBusy(true);
    setErrors({});
    try {
      const result = await addComplaint({
        orderSn: order.sn,
        skuId: sku,
        subject: COMPLAINT_SUBJECTS.find((value) => value === subject) ?? 'OTHER',
        content: content.trim(),
        images: photos,
      });
      toast(t('cp.form.sent'), 'success');
      setCreated(result.complaintId);
    } catch (failure) {
      const field = failure instanceof ApiError ? failure.field : undefined;
      const known = field === 'skuId' || field === 'subject' || field === 'content' || field === 'images';
      show({ [known ? field : 'form']: errorText(failure) });
    } finally {
      setBusy(false);
    }
  };
  const count = Object.keys(errors).length;
  const described = (field: keyof Errors, hint?: string) =>
    [hint, errors[field] ? `cp-${field}-error` : undefined].filter(Boolean).join(' ') || undefined;
  const fieldError = (field: keyof Errors) =>
    errors[field] ? (
      <p id={`cp-${field}-error`} class="form-error">
        {errors[field]}
      </p>
    ) : null;

  return (
    <form class="cp-form" noValidate onSubmit={(e) => void onSubmit(e)} data-testid="complaint-form">
      <p class="cp-meta">
        <span>{t('cp.order', { sn: order.sn })}</span>
        <span>{order.seller_name}</span>
        <a href={APPLY_HREF}>{t('cp.form.other')}</a>
      </p>
      <div ref={summary} tabIndex={-1} role={count > 0 ? 'alert' : undefined} class={count > 0 ? 'cp-summary' : undefined}>
        {count > 0 && (
          <>
            <p>{t('cp.check.summary', { n: count })}</p>
            <ul>
              {Object.entries(errors).map(([field, text]) => (
                <li key={field}>{text}</li>
              ))}
            </ul>
          </>
        )}
      </div>
      <fieldset aria-invalid={errors.skuId ? true : undefined} aria-describedby={described('skuId')}>
        <legend>{t('cp.form.goods')}</legend>
        {lines.map((line) => (
          <label key={line.sku_id} class="cp-line cp-choice">
            <input
              type="radio"
              name="cp-sku"
              value={String(line.sku_id)}
              checked={sku === line.sku_id}
              onChange={() => setSku(line.sku_id)}
            />
            <img src={line.goods_image} alt="" width="48" height="48" />
            <span>
              {line.name}
              {line.spec_text && <span class="cp-note"> · {line.spec_text}</span>}
            </span>
          </label>
        ))}
        {fieldError('skuId')}
      </fieldset>
      <div class="cp-field">
        <label for="cp-subject">{t('cp.form.subject')}</label>
        <select
          id="cp-subject"
          name="subject"
          value={subject}
          aria-invalid={errors.subject ? true : undefined}
          aria-describedby={described('subject')}
          onChange={(e) => setSubject(e.currentTarget.value)}
        >
          <option value="">{t('cp.form.subjectPick')}</option>
          {COMPLAINT_SUBJECTS.map((value) => (
            <option key={value} value={value}>
              {t(`cp.subject.${value}`)}
            </option>
          ))}
        </select>
        {fieldError('subject')}
      </div>
      <div class="cp-field">
        <label for="cp-content">{t('cp.form.content')}</label>
        <textarea
          id="cp-content"
          name="content"
          rows={5}
          value={content}
          aria-invalid={errors.content ? true : undefined}
          aria-describedby={described('content', 'cp-content-hint')}
          onInput={(e) => setContent(e.currentTarget.value)}
        />
        <span id="cp-content-hint" class="cp-note">
          {t('cp.form.contentHint', { min: COMPLAINT_CONTENT_MIN, max: COMPLAINT_CONTENT_MAX })} ·{' '}
          {t('cp.form.count', { n: length, max: COMPLAINT_CONTENT_MAX })}
        </span>
        {fieldError('content')}
      </div>
      <div ref={pickerSheet}>
        <PhotoPicker
          id="cp-photos"
          onChange={(paths, busyNow) => {
            setPhotos(paths);
            setUploading(busyNow);
          }}
        />
        {fieldError('images')}
      </div>
      {fieldError('form')}
      <div>
        <button type="submit" class="btn primary" disabled={busy}>
          {t('cp.form.submit')}
        </button>
      </div>
    </form>
  );
}
