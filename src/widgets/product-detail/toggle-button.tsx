import { useEffect, useState } from 'react';
import { errorText } from '../../core/errors';
import { toast } from '../../core/toasts';
import { useMember } from './use-member';

/**
 * An on/off member action (favourite, collect shop): shows the stored state for a member, sends a
 * visitor to log in, and flips optimistically-free — it changes only after the server agreed.
 */
export function ToggleButton({
  goodsId,
  load,
  save,
  labels,
  class: className,
}: {
  goodsId: number;
  load: () => Promise<boolean>;
  save: (on: boolean) => Promise<unknown>;
  labels: { on: string; off: string; done: (on: boolean) => string };
  class?: string;
}) {
  const { member, toLogin } = useMember(goodsId);
  const [on, setOn] = useState(false);
  const [busy, setBusy] = useState(member);
  useEffect(() => {
    if (!member) return setBusy(false);
    let live = true;
    setBusy(true);
    load().then(
      (value) => live && (setOn(value), setBusy(false)),
      () => live && setBusy(false),
    );
    return () => void (live = false);
  }, [member]);

  const click = async () => {
    if (!member) return toLogin();
    setBusy(true);
    try {
      await save(!on);
      setOn(!on);
      toast(labels.done(!on), 'success');
    } catch (error) {
      toast(errorText(error), 'error');
    } finally {
      setBusy(false);
    }
  };

  return (
    <button
      type="button"
      class={`btn toggle ${className ?? ''}`}
      aria-pressed={on}
      aria-busy={busy}
      disabled={busy}
      onClick={() => void click()}
    >
      <span aria-hidden="true">{on ? '★' : '☆'}</span> {on ? labels.on : labels.off}
    </button>
  );
}
