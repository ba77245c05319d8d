import { useState } from 'react';
import {
  addTitle,
  deleteTitle,
  deleteZpzz,
  fetchMailAddress,
  fetchTitles,
  fetchZpzz,
  makeDefaultTitle,
  saveMailAddress,
  saveZpzz,
  TITLE_TYPES,
  TITLES_PER_TYPE,
  updateTitle,
  ZPZZ_FIELDS,
  type MailAddress,
  type SavedTitle,
  type TitleType,
  type Zpzz,
  type ZpzzFields,
} from '../../../core/api/receipts';
import {
  RECEIPT_FORM,
  RECEIPT_MAIL_FIELDS,
  REGION_SEPARATOR,
  receiptFieldOk,
  receiptProblem,
  RECEIPT_EXAMPLE,
  type ReceiptField,
} from '../../../core/contract/checkout';
import { errorText } from '../../../core/errors';
import { toast } from '../../../core/toasts';
import { deleteAsk, useConfirm } from '../../../core/ui/confirm-dialog';
import { useT } from '../../../core/ui/use-t';
import { ErrorState } from '../../../core/ui/states';
import { useAsync } from '../../../core/ui/use-async';
import { useDocumentTitle } from '../page-title';
import type { PageProps } from '../page-props';
import { ReceiptHistory } from './receipt-history';
import { BookForm, problemText, ReceiptFrame, type FieldSpec } from './receipt-book-parts';
import { useRegionCascade } from '../../../core/ui/region-cascade';
import { RegionSelects } from '../../../core/ui/region-selects';

const INPUT_MODE: Partial<Record<ReceiptField, 'tel' | 'email' | 'numeric'>> = {
  reg_tel: 'tel',
  member_mobile: 'tel',
  member_email: 'email',
  bank_account: 'numeric',
};
const ZPZZ_RULE: Record<keyof ZpzzFields, ReceiptField> = {
  company_name: 'receipt_title',
  taxpayer_code: 'tax_no',
  register_address: 'reg_addr',
  register_tel: 'reg_tel',
  bank_name: 'bank_name',
  bank_account: 'bank_account',
};

/**
 * `/member/my-receipt`: the receipt book. Saved titles of the electronic and ordinary invoices
 * (added, edited, deleted, one default per type), the special VAT qualification with its audit
 * state, the address for printed invoices, and the invoices of past orders.
 */
export default function MyReceiptPage(_props: PageProps) {
  const { t } = useT();
  const title = t('mc.receipts');
  useDocumentTitle(title);
  return (
    <ReceiptFrame path="/member/my-receipt" title={title}>
      <div class="ib-grid">
        {TITLE_TYPES.map((type) => (
          <TitlesSection key={type} type={type} />
        ))}
        <ZpzzSection />
        <MailSection />
        <ReceiptHistory />
      </div>
    </ReceiptFrame>
  );
}

/** Runs a change, toasts its outcome and reloads the section. */
function useChange(reload: () => void) {
  return async (fn: () => Promise<unknown>, done: string) => {
    try {
      await fn();
      toast(done, 'success');
    } catch (error) {
      toast(errorText(error), 'error');
    }
    reload();
  };
}

function TitlesSection({ type }: { type: TitleType }) {
  const { t } = useT();
  const [version, setVersion] = useState(0);
  const reload = () => setVersion((v) => v + 1);
  const { state, retry } = useAsync(() => fetchTitles(type), [type, version]);
  const [editing, setEditing] = useState<SavedTitle | 'new' | null>(null);
  const change = useChange(reload);
  const [confirmDialog, ask] = useConfirm();
  const { required, optional } = RECEIPT_FORM[type];
  const fields: FieldSpec[] = [...required, ...optional]
    .filter((field) => !(RECEIPT_MAIL_FIELDS as readonly ReceiptField[]).includes(field))
    .map((field) => ({
      name: field,
      rule: field,
      required: required.includes(field),
      wide: field === 'receipt_title',
      inputMode: INPUT_MODE[field],
    }));
  const typeName = t(`buy.checkout.invoice${type}`);
  const headId = `ib-titles-${type}`;
  const full = state.status === 'ready' && state.data.length >= TITLES_PER_TYPE;
  return (
    <section class="ib-section" aria-labelledby={headId} data-testid={`titles-${type}`}>
      {confirmDialog}
      <div class="ib-head">
        <h2 id={headId}>{t('buy.book.titlesOf', { type: typeName.toLowerCase() })}</h2>
        {editing === null && state.status === 'ready' && (
          <button type="button" class="btn small" disabled={full} onClick={() => setEditing('new')}>
            {t('buy.book.add')}
          </button>
        )}
      </div>
      {full && <p class="muted small">{t('buy.book.limit', { max: TITLES_PER_TYPE })}</p>}
      {editing !== null && (
        <BookForm
          id={`title-form-${type}`}
          fields={fields}
          initial={editing === 'new' ? {} : editing}
          check={(values) => {
            const problem = receiptProblem(type, values);
            return problem && { field: problem.field, text: problemText(t, problem, t(`buy.receipt.${problem.field}`)) };
          }}
          save={(values) => (editing === 'new' ? addTitle(type, values) : updateTitle(editing.receipt_id, values))}
          onDone={() => {
            setEditing(null);
            toast(t('buy.book.savedOk'), 'success');
            reload();
          }}
          onCancel={() => setEditing(null)}
        />
      )}
      {state.status === 'error' ? (
        <ErrorState error={state.error} onRetry={retry} />
      ) : state.status !== 'ready' ? (
        <div class="buy-skeleton ib-skel" aria-busy="true" />
      ) : state.data.length === 0 ? (
        <p class="muted small">{t('buy.book.savedEmpty')}</p>
      ) : (
        <ul class="ib-list">
          {state.data.map((saved) => (
            <li key={saved.receipt_id} class={saved.is_default === 1 ? 'on' : undefined}>
              <span class="ib-pick ib-static">
                <strong>
                  {saved.receipt_title}
                  {saved.is_default === 1 && <span class="ib-badge">{t('buy.book.default')}</span>}
                </strong>
                {(saved.tax_no || saved.member_email) && (
                  <span class="muted small">{[saved.tax_no, saved.member_email].filter(Boolean).join(' · ')}</span>
                )}
              </span>
              <span class="ib-actions">
                {saved.is_default !== 1 && (
                  <button
                    type="button"
                    class="linkish small"
                    onClick={() => void change(() => makeDefaultTitle(saved.receipt_id, type), t('buy.book.defaultSet'))}
                  >
                    {t('buy.book.makeDefault')}
                  </button>
                )}
                <button
                  type="button"
                  class="linkish small"
                  aria-label={`${t('buy.book.edit')}: ${saved.receipt_title}`}
                  onClick={() => setEditing(saved)}
                >
                  {t('buy.book.edit')}
                </button>
                <button
                  type="button"
                  class="linkish small"
                  aria-label={`${t('buy.book.delete')}: ${saved.receipt_title}`}
                  onClick={() =>
                    void ask(deleteAsk(t('buy.book.deleteConfirm', { title: saved.receipt_title }), t)).then((yes) =>
                      yes ? change(() => deleteTitle(saved.receipt_id), t('buy.book.deleted')) : undefined,
                    )
                  }
                >
                  {t('buy.book.delete')}
                </button>
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function ZpzzSection() {
  const { t } = useT();
  const [version, setVersion] = useState(0);
  const reload = () => setVersion((v) => v + 1);
  const { state, retry } = useAsync(() => fetchZpzz(), [version]);
  const [editing, setEditing] = useState(false);
  const change = useChange(reload);
  const [confirmDialog, ask] = useConfirm();
  const fields: FieldSpec[] = ZPZZ_FIELDS.map((name) => ({
    name,
    rule: ZPZZ_RULE[name],
    required: true,
    wide: name === 'company_name' || name === 'register_address',
    inputMode: INPUT_MODE[ZPZZ_RULE[name]],
  }));
  const zpzz: Zpzz | null = state.status === 'ready' ? (state.data ?? null) : null;
  return (
    <section class="ib-section" aria-labelledby="ib-zpzz-h" data-testid="zpzz">
      {confirmDialog}
      <div class="ib-head">
        <h2 id="ib-zpzz-h">{t('buy.book.zpzzTitle')}</h2>
        {!editing && state.status === 'ready' && (
          <button type="button" class="btn small" onClick={() => setEditing(true)}>
            {zpzz ? t('buy.book.edit') : t('buy.book.zpzzAdd')}
          </button>
        )}
      </div>
      <p class="muted small">{t('buy.book.zpzzIntro')}</p>
      {editing && (
        <BookForm
          id="zpzz-form"
          fields={fields}
          initial={zpzz ?? {}}
          check={(values) => {
            const problem = receiptProblem('VATOSPECIAL', Object.fromEntries(ZPZZ_FIELDS.map((name) => [ZPZZ_RULE[name], values[name]])));
            const name = problem && ZPZZ_FIELDS.find((field) => ZPZZ_RULE[field] === problem.field);
            return problem && name ? { field: name, text: problemText(t, problem, t(`buy.receipt.${problem.field}`)) } : null;
          }}
          save={(values) => saveZpzz(zpzz?.id ?? null, values as ZpzzFields)}
          onDone={() => {
            setEditing(false);
            toast(t('buy.book.savedOk'), 'success');
            reload();
          }}
          onCancel={() => setEditing(false)}
        />
      )}
      {state.status === 'error' ? (
        <ErrorState error={state.error} onRetry={retry} />
      ) : state.status !== 'ready' ? (
        <div class="buy-skeleton ib-skel" aria-busy="true" />
      ) : !zpzz ? (
        !editing && <p class="muted small">{t('buy.book.zpzzEmpty')}</p>
      ) : (
        !editing && (
          <>
            <p class={`ib-note${zpzz.status === 'AUDIT_REFUSE' ? ' warn' : ''}`}>
              {t('buy.book.zpzzStatus', { status: t(`buy.book.status${zpzz.status}`) })}
              {zpzz.audit_remark && <> · {t('buy.book.zpzzRemark', { remark: zpzz.audit_remark })}</>}
            </p>
            <dl class="ib-dl">
              {ZPZZ_FIELDS.map((name) => [
                <dt key={`${name}-t`}>{t(`buy.receipt.${ZPZZ_RULE[name]}`)}</dt>,
                <dd key={`${name}-d`}>{zpzz[name]}</dd>,
              ])}
            </dl>
            <div>
              <button
                type="button"
                class="linkish small"
                onClick={() =>
                  void ask(deleteAsk(t('buy.book.zpzzDeleteConfirm'), t)).then((yes) =>
                    yes ? change(() => deleteZpzz(zpzz.id), t('buy.book.deleted')) : undefined,
                  )
                }
              >
                {t('buy.book.delete')}
              </button>
            </div>
          </>
        )
      )}
    </section>
  );
}

function MailSection() {
  const { t } = useT();
  const [version, setVersion] = useState(0);
  const { state, retry } = useAsync(() => fetchMailAddress(), [version]);
  const [editing, setEditing] = useState(false);
  const mail: MailAddress | null = state.status === 'ready' ? (state.data ?? null) : null;
  const fields: FieldSpec[] = [
    { name: 'member_name', rule: 'member_name', required: true },
    { name: 'member_mobile', rule: 'member_mobile', required: true, inputMode: 'tel' },
  ];
  return (
    <section class="ib-section" aria-labelledby="ib-mail-h" data-testid="receipt-address">
      <div class="ib-head">
        <h2 id="ib-mail-h">{t('buy.book.mailTitle')}</h2>
        {!editing && state.status === 'ready' && (
          <button type="button" class="btn small" onClick={() => setEditing(true)}>
            {mail ? t('buy.book.edit') : t('buy.book.mailAdd')}
          </button>
        )}
      </div>
      {editing && (
        <MailForm
          mail={mail}
          fields={fields}
          onDone={() => {
            setEditing(false);
            toast(t('buy.book.savedOk'), 'success');
            setVersion((v) => v + 1);
          }}
          onCancel={() => setEditing(false)}
        />
      )}
      {state.status === 'error' ? (
        <ErrorState error={state.error} onRetry={retry} />
      ) : state.status !== 'ready' ? (
        <div class="buy-skeleton ib-skel" aria-busy="true" />
      ) : editing ? null : !mail ? (
        <p class="muted small">{t('buy.book.mailEmpty')}</p>
      ) : (
        <p>
          <strong>{mail.member_name}</strong> {mail.member_mobile}
          <br />
          <span class="muted small">{[mail.detail_addr, mail.region].join(', ')}</span>
        </p>
      )}
    </section>
  );
}

/** The mailing address form: receiver, mobile, the region cascade (names joined as the invoice form sends them), street. */
function MailForm({ mail, fields, onDone, onCancel }: { mail: MailAddress | null; fields: FieldSpec[]; onDone(): void; onCancel(): void }) {
  const { t } = useT();
  const cascade = useRegionCascade({}, mail ? mail.region.split(REGION_SEPARATOR) : []);
  const required = (name: string, values: Record<string, string>) => (values[name] ?? '').trim() === '';
  return (
    <BookForm
      id="mail-form"
      fields={fields}
      initial={mail ?? {}}
      extra={['region', 'detail_addr']}
      check={(values) => {
        for (const name of ['member_name', 'member_mobile', 'region', 'detail_addr'] as const) {
          if (required(name, values))
            return { field: name, text: problemText(t, { field: name, problem: 'required' }, t(`buy.receipt.${name}`)) };
        }
        if (!receiptFieldOk('member_mobile', (values.member_mobile ?? '').trim())) {
          return {
            field: 'member_mobile',
            text: t('buy.receipt.format', { label: t('buy.receipt.member_mobile'), example: RECEIPT_EXAMPLE.member_mobile ?? '' }),
          };
        }
        return null;
      }}
      save={(values) =>
        saveMailAddress(mail?.id ?? null, {
          member_name: values.member_name ?? '',
          member_mobile: values.member_mobile ?? '',
          region: values.region ?? '',
          detail_addr: values.detail_addr ?? '',
        })
      }
      onDone={onDone}
      onCancel={onCancel}
    >
      <RegionSelects cascade={cascade} />
      <input type="hidden" name="region" value={cascade.names().join(REGION_SEPARATOR)} />
      <div class="buy-row">
        <label class="co-wide">
          <span>{t('buy.receipt.detail_addr')}</span>
          <input
            name="detail_addr"
            defaultValue={mail?.detail_addr ?? ''}
            maxLength={100}
            autoComplete="street-address"
            required
            aria-required
          />
        </label>
      </div>
    </BookForm>
  );
}
