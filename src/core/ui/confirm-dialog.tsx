import type { VNode } from 'preact';
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import type { t as translate } from '../locale';
import dialogCss from './dialog.css?inline';
import css from './confirm-dialog.css?inline';
import { deepActiveElement } from './deep-focus';
import { useSheet } from './use-sheet';
import { useT } from './use-t';

/** What a confirm dialog asks: a title, what will happen, and the action's own verb. */
export type ConfirmAsk = {
  title: string;
  body: string;
  action: string;
  /** Red action button: the step cannot be undone. */
  danger?: boolean;
};

type Asking = ConfirmAsk & { answer: (yes: boolean) => void };

/**
 * One modal question before an irreversible step (confirm receipt, delete, pay from balance…).
 * A top-layer <dialog>: the browser traps focus in it and Esc cancels; the way back has the first
 * focus, so Enter pressed by habit does not act; focus returns to what had it before.
 */
function ConfirmDialog({ ask }: { ask: Asking }) {
  const { t } = useT();
  const ref = useSheet<HTMLDialogElement>(dialogCss + css);
  const before = useRef<HTMLElement | null>(null);
  const cancel = useRef<HTMLButtonElement>(null);

  useLayoutEffect(() => {
    const el = ref.current;
    before.current = deepActiveElement();
    if (el && typeof el.showModal === 'function' && !el.open) el.showModal();
    cancel.current?.focus();
    return () => {
      if (el?.open) el.close();
      // Back to where the buyer was, unless the answer already moved focus on (a removed row's list).
      const now = deepActiveElement();
      if (!now || now === document.body || el?.contains(now)) before.current?.focus();
    };
  }, []);

  return (
    <dialog
      ref={ref}
      class="dialog confirm"
      role="alertdialog"
      aria-modal="true"
      aria-labelledby="vitrina-confirm-title"
      aria-describedby="vitrina-confirm-body"
      data-testid="confirm"
      onCancel={(e) => {
        // Esc: answer "no" ourselves, so the dialog closes however the browser handles it.
        e.preventDefault();
        ask.answer(false);
      }}
    >
      <h2 id="vitrina-confirm-title">{ask.title}</h2>
      <p id="vitrina-confirm-body">{ask.body}</p>
      <div class="actions">
        <button ref={cancel} type="button" class="btn" onClick={() => ask.answer(false)}>
          {t('ui.confirm.back')}
        </button>
        <button type="button" class={ask.danger ? 'btn danger' : 'btn primary'} onClick={() => ask.answer(true)}>
          {ask.action}
        </button>
      </div>
    </dialog>
  );
}

/**
 * `const [dialog, confirm] = useConfirm()`: render `dialog` anywhere in the component, and
 * `await confirm({ … })` is true when the buyer chose the action, false when they went back.
 */
export function useConfirm(): [VNode | null, (ask: ConfirmAsk) => Promise<boolean>] {
  const [asking, setAsking] = useState<Asking | null>(null);
  const pending = useRef<Asking | null>(null);
  // An unmount while asking answers "no": nobody waits for ever.
  useEffect(() => () => pending.current?.answer(false), []);
  // one function for the component's life (a lazy state, not useCallback: that hook would join
  // the shared runtime chunk every partner page loads)
  const [confirm] = useState(
    () => (ask: ConfirmAsk) =>
      new Promise<boolean>((resolve) => {
        pending.current?.answer(false);
        const asked: Asking = {
          ...ask,
          answer: (yes) => {
            if (pending.current === asked) pending.current = null;
            setAsking((now) => (now === asked ? null : now));
            resolve(yes);
          },
        };
        pending.current = asked;
        setAsking(asked);
      }),
  );
  return [asking && <ConfirmDialog ask={asking} />, confirm];
}

/** The question before a delete: `title` names what goes, the rest is the same everywhere. */
export const deleteAsk = (title: string, t: typeof translate): ConfirmAsk => ({
  title,
  body: t('ui.confirm.deleteBody'),
  action: t('ui.confirm.delete'),
  danger: true,
});

/** The question before paying `amount` (already formatted) from the balance. */
export const balanceAsk = (amount: string, t: typeof translate): ConfirmAsk => ({
  title: t('ui.confirm.payTitle', { amount }),
  body: t('ui.confirm.payBody', { amount }),
  action: t('ui.confirm.payAction'),
});

/** The question before taking `name` off a favourites list. */
export const unsaveAsk = (name: string, t: typeof translate): ConfirmAsk => ({
  title: t('ui.confirm.unsaveTitle', { name }),
  body: t('ui.confirm.unsaveBody'),
  action: t('ui.confirm.unsave'),
});
