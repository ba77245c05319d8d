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
import { RECEIPT_FORM, RECEIPT_MAIL_FIELDS, RECEIPT_TYPES, REGION_SEPARATOR, type ReceiptField } from '../../../core/contract/checkout';
import { receiptFieldOk, receiptProblems } from '../../../core/contract/receipt-rules';
import { InvoiceFields, invoiceProblemText, type FieldError } from '../../../core/ui/invoice-fields';
import { errorText } from '../../../core/errors';
import { toast } from '../../../core/toasts';
import { deleteAsk, useConfirm } from '../../../core/ui/confirm-dialog';
import { useT } from '../../../core/ui/use-t';
import { ErrorState } from '../../../core/ui/states';
import { useAsync } from '../../../core/ui/use-async';
import { useDocumentTitle } from '../page-title';
import type { PageProps } from '../page-props';
import { ReceiptHistory } from './receipt-history';
import { BookForm, ReceiptFrame, type FieldSpec } from './receipt-book-parts';
import { useRegionCascade } from '../../../core/ui/region-cascade';
import { RegionSelects } from '../../../core/ui/region-selects';

const ZPZZ_RULE: Record<keyof ZpzzFields, ReceiptField> = {
  company_name: 'receipt_title',
  taxpayer_code: 'tax_no',
  register_address: 'reg_addr',
  register_tel: 'reg_tel',
  bank_name: 'bank_name',
  bank_account: 'bank_account',
};

/** The zpzz's names of the invoice fields it fills, for the shared invoice fields. */
const ZPZZ_NAMES = Object.fromEntries(ZPZZ_FIELDS.map((name) => [ZPZZ_RULE[name], name])) as Partial<Record<ReceiptField, string>>;

/**
 * `/member/my-receipt`: the receipt book. What each invoice gives the buyer, then the saved titles of the electronic and ordinary invoices
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
        <Receives />
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

/** What the buyer receives with each invoice, and the one thing that makes SAT refuse it. */
function Receives() {
  const { t } = useT();
  return (
    <section class="ib-section" aria-labelledby="ib-receives-h" data-testid="receives">
      <h2 id="ib-receives-h">{t('buy.book.receivesTitle')}</h2>
      <ul class="ib-receives">
        {RECEIPT_TYPES.map((type) => (
          <li key={type}>{t(`buy.book.receives${type}`)}</li>
        ))}
      </ul>
      <p class="muted small">{t('buy.book.receivesCheck')}</p>
    </section>
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
  const shown = [...required, ...optional].filter((field) => !(RECEIPT_MAIL_FIELDS as readonly ReceiptField[]).includes(field));
  const fields: FieldSpec[] = shown.map((field) => ({ name: field, rule: field, required: required.includes(field) }));
  const typeName = t(`invoice.title.${type}`);
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
          check={(values) =>
            receiptProblems(type, values).map((problem) => ({ field: problem.field, text: invoiceProblemText(t, problem) }))
          }
          renderFields={(errors) => (
            <InvoiceFields
              fields={shown}
              required={required}
              initial={editing === 'new' ? null : editing}
              errors={errors}
              idPrefix={`title-${type}`}
            />
          )}
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
        <p class="muted small">{t('invoice.book.savedEmpty')}</p>
      ) : (
        <ul class="ib-list">
          {state.data.map((saved) => (
            <li key={saved.receipt_id} class={saved.is_default === 1 ? 'on' : undefined}>
              <span class="ib-pick ib-static">
                <strong>
                  {saved.receipt_title}
                  {saved.is_default === 1 && <span class="ib-badge">{t('invoice.book.default')}</span>}
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
                    onClick={() => void change(() => makeDefaultTitle(saved.receipt_id, type), t('invoice.book.defaultSet'))}
                  >
                    {t('invoice.book.makeDefault')}
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
                  aria-label={`${t('invoice.book.delete')}: ${saved.receipt_title}`}
                  onClick={() =>
                    void ask(deleteAsk(t('invoice.book.deleteConfirm', { title: saved.receipt_title }), t)).then((yes) =>
                      yes ? change(() => deleteTitle(saved.receipt_id), t('invoice.book.deleted')) : undefined,
                    )
                  }
                >
                  {t('invoice.book.delete')}
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
  const fields: FieldSpec[] = ZPZZ_FIELDS.map((name) => ({ name, rule: ZPZZ_RULE[name], required: true }));
  const rules = ZPZZ_FIELDS.map((name) => ZPZZ_RULE[name]);
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
          check={(values) =>
            receiptProblems('VATOSPECIAL', Object.fromEntries(ZPZZ_FIELDS.map((name) => [ZPZZ_RULE[name], values[name]])))
              .filter((problem) => rules.includes(problem.field))
              .map((problem): FieldError => ({ field: ZPZZ_NAMES[problem.field] ?? problem.field, text: invoiceProblemText(t, problem) }))
          }
          renderFields={(errors) => (
            <InvoiceFields
              fields={rules}
              required={rules}
              initial={zpzz ? Object.fromEntries(ZPZZ_FIELDS.map((name) => [ZPZZ_RULE[name], zpzz[name]])) : null}
              errors={errors}
              idPrefix="zpzz"
              names={ZPZZ_NAMES}
            />
          )}
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
              {t('buy.book.zpzzStatus', { status: t(`invoice.book.status${zpzz.status}`) })}
              {zpzz.audit_remark && <> · {t('buy.book.zpzzRemark', { remark: zpzz.audit_remark })}</>}
            </p>
            <dl class="ib-dl">
              {ZPZZ_FIELDS.map((name) => [
                <dt key={`${name}-t`}>{t(`invoice.receipt.${ZPZZ_RULE[name]}`)}</dt>,
                <dd key={`${name}-d`}>{zpzz[name]}</dd>,
              ])}
            </dl>
            <div>
              <button
                type="button"
                class="linkish small"
                onClick={() =>
                  void ask(deleteAsk(t('buy.book.zpzzDeleteConfirm'), t)).then((yes) =>
                    yes ? change(() => deleteZpzz(zpzz.id), t('invoice.book.deleted')) : undefined,
                  )
                }
              >
                {t('invoice.book.delete')}
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
        const found: FieldError[] = (['member_name', 'member_mobile', 'region', 'detail_addr'] as const)
          .filter((name) => required(name, values))
          .map((name) => ({ field: name, text: invoiceProblemText(t, { field: name, problem: 'required' }) }));
        const mobile = (values.member_mobile ?? '').trim();
        if (mobile !== '' && !receiptFieldOk('member_mobile', mobile))
          found.push({ field: 'member_mobile', text: invoiceProblemText(t, { field: 'member_mobile', problem: 'format' }) });
        return found;
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
          <span>{t('invoice.receipt.detail_addr')}</span>
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
