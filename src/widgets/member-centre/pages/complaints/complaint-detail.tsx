import { useEffect, useState } from 'react';
import {
  cancelComplaint,
  COMPLAINT_MESSAGE_MAX,
  type ComplaintDetail as Detail,
  fetchComplaint,
  sayInComplaint,
} from '../../../../core/api/complaints';
import { ApiError, errorText } from '../../../../core/errors';
import { toast } from '../../../../core/toasts';
import { useConfirm } from '../../../../core/ui/confirm-dialog';
import { ErrorState, MissingState } from '../../../../core/ui/states';
import { useAsync } from '../../../../core/ui/use-async';
import { useT } from '../../../../core/ui/use-t';
import { useDocumentTitle } from '../../page-title';
import type { PageProps } from '../../page-props';
import { dateOf } from '../member-lists';
import { ComplaintFrame, LIST_HREF, StatusBadge } from './parts';

/**
 * `/member/my-complaint/detail?id=`: the complaint, its goods and photos, the timeline of its
 * states, the dialogue with the platform, a message box and the cancel (with a confirm) while it is open.
 */
export default function ComplaintDetail({ location }: PageProps) {
  const { t } = useT();
  const title = t('cp.title.detail');
  useDocumentTitle(title);
  const id = Number(location.query.id) || 0;
  const { state, retry } = useAsync((signal) => fetchComplaint(id, signal), [id]);
  const [shown, setShown] = useState<Detail>();
  useEffect(() => setShown(undefined), [id]);
  const complaint = shown ?? (state.status === 'ready' ? state.data : undefined);
  return (
    <ComplaintFrame title={title}>
      {state.status === 'loading' && !shown && <p aria-busy="true">{t('acct.lists.loading')}</p>}
      {state.status === 'error' &&
        (state.error instanceof ApiError && (state.error.status === 404 || state.error.code === '404' || id === 0) ? (
          <MissingState title={t('cp.detail.missing')} body={t('cp.emptyBody')} href={LIST_HREF} action={t('cp.detail.back')} />
        ) : (
          <ErrorState error={state.error} onRetry={retry} />
        ))}
      {complaint && <DetailView complaint={complaint} onChanged={setShown} />}
    </ComplaintFrame>
  );
}

function DetailView({ complaint, onChanged }: { complaint: Detail; onChanged(next: Detail): void }) {
  const { t, locale } = useT();
  return (
    <div class="cp-detail" data-testid="complaint-detail">
      <section class="cp-row">
        {complaint.goodsImage ? <img src={complaint.goodsImage} alt="" width="56" height="56" /> : <span />}
        <div>
          <h2>
            {t(`cp.subject.${complaint.subject}`)} <StatusBadge status={complaint.status} />
          </h2>
          <p class="cp-meta">
            <span>{t('cp.number', { id: complaint.complaintId })}</span>
            <a href={`/goods/${complaint.goodsId}`}>{complaint.goodsName}</a>
            <span>{t('cp.order', { sn: complaint.orderSn })}</span>
            <span>{complaint.sellerName}</span>
            <span>{dateOf(complaint.createTime, locale)}</span>
          </p>
          <p class="cp-text">{complaint.content}</p>
        </div>
      </section>
      {complaint.images.length > 0 && (
        <>
          <h3>{t('cp.detail.images')}</h3>
          <ul class="cp-images">
            {complaint.images.map((src, i) => (
              <li key={src}>
                <img src={src} alt={`${t('cp.detail.images')} ${i + 1}`} width="96" height="96" />
              </li>
            ))}
          </ul>
        </>
      )}
      <h3>{t('cp.detail.timeline')}</h3>
      <ol class="cp-timeline" data-testid="complaint-timeline">
        {complaint.logs.map((log, i) => (
          <li key={`${log.status}-${i}`}>
            <StatusBadge status={log.status} /> <span class="cp-note">{dateOf(log.time, locale)}</span>
          </li>
        ))}
      </ol>
      <h3>{t('cp.detail.dialogue')}</h3>
      {complaint.messages.length === 0 ? (
        <p class="cp-note">{t('cp.detail.noMessages')}</p>
      ) : (
        <ol class="cp-dialogue" data-testid="complaint-dialogue">
          {complaint.messages.map((message, i) => (
            <li key={`${message.time}-${i}`} data-role={message.role}>
              <strong>{t(`cp.detail.${message.role}`)}</strong> <span class="cp-note">{dateOf(message.time, locale)}</span>
              <p>{message.content}</p>
            </li>
          ))}
        </ol>
      )}
      {complaint.open ? (
        <>
          <MessageForm id={complaint.complaintId} onSaid={onChanged} />
          <CancelAction id={complaint.complaintId} onCancelled={onChanged} />
        </>
      ) : (
        <p class="cp-note">{t('cp.detail.closed')}</p>
      )}
    </div>
  );
}

function MessageForm({ id, onSaid }: { id: number; onSaid(next: Detail): void }) {
  const { t } = useT();
  const [content, setContent] = useState('');
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  const onSubmit = async (event: Event) => {
    event.preventDefault();
    const text = content.trim();
    if (!text) return setError(t('cp.detail.empty'));
    if ([...text].length > COMPLAINT_MESSAGE_MAX) return setError(t('cp.check.contentLong', { max: COMPLAINT_MESSAGE_MAX }));
    setBusy(true);
    setError('');
    try {
      const next = await sayInComplaint(id, text);
      setContent('');
      toast(t('cp.detail.sent'), 'success');
      onSaid(next);
    } catch (failure) {
      setError(errorText(failure));
    } finally {
      setBusy(false);
    }
  };
  return (
    <form class="cp-form" noValidate onSubmit={(e) => void onSubmit(e)} data-testid="complaint-message">
      <div class="cp-field">
        <label for="cp-message">{t('cp.detail.write')}</label>
        <textarea
          id="cp-message"
          name="message"
          rows={3}
          value={content}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? 'cp-message-error' : undefined}
          onInput={(e) => setContent(e.currentTarget.value)}
        />
        {error && (
          <p id="cp-message-error" class="form-error" role="alert">
            {error}
          </p>
        )}
      </div>
      <div>
        <button type="submit" class="btn primary" disabled={busy}>
          {t('cp.detail.send')}
        </button>
      </div>
    </form>
  );
}

/** "Cancel the complaint", asked once through the one confirm dialog (it ends the platform's review for good). */
function CancelAction({ id, onCancelled }: { id: number; onCancelled(next: Detail): void }) {
  const { t } = useT();
  const [busy, setBusy] = useState(false);
  const [confirmDialog, confirm] = useConfirm();
  const cancel = async () => {
    const yes = await confirm({
      title: t('cp.detail.confirm'),
      body: t('cp.detail.confirmBody'),
      action: t('cp.detail.confirmYes'),
      danger: true,
    });
    if (!yes) return;
    setBusy(true);
    try {
      const next = await cancelComplaint(id);
      toast(t('cp.detail.cancelled'), 'success');
      onCancelled(next);
    } catch (failure) {
      toast(errorText(failure), 'error');
      setBusy(false);
    }
  };
  return (
    <div>
      <button type="button" class="btn" disabled={busy} onClick={() => void cancel()}>
        {t('cp.detail.cancel')}
      </button>
      {confirmDialog}
    </div>
  );
}
