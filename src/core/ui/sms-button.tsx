// The form pieces vitrina-login's views and the member centre's security pages share: a form's
// error line and the SMS code button. Each caller words the button from its own dictionary.
import { useEffect, useRef, useState } from 'react';
import { sendSmsCode, type SmsScene } from '../api/account';
import { errorText } from '../errors';
import { checkMobile, startCountdown } from '../stores/account';

export interface FormError {
  field?: string | undefined;
  text: string;
}

export function ErrorLine({ error, id }: { error: FormError | undefined; id: string }) {
  if (!error) return null;
  return (
    <p id={id} class="form-error" role="alert">
      {error.text}
    </p>
  );
}

export interface SmsButtonProps {
  mobile: () => string;
  scene: SmsScene;
  onError: (e: FormError) => void;
  onSent?: () => void;
}

/**
 * "Get code" for an SMS code: checks the number first, then stays disabled through the 60 s
 * countdown (spec §4). `mobile()` reads the number at click time; `label(left)` words the button
 * (`left` the countdown's seconds, 0 when it may send).
 */
export function SmsButton({ mobile, scene, onError, onSent, label }: SmsButtonProps & { label: (left: number) => string }) {
  const [left, setLeft] = useState(0);
  const [busy, setBusy] = useState(false);
  const stop = useRef<(() => void) | undefined>(undefined);
  useEffect(() => () => stop.current?.(), []);
  const send = async () => {
    const number = mobile().trim();
    const invalid = checkMobile(number);
    if (invalid) return onError({ field: 'mobile', text: invalid.message });
    setBusy(true);
    try {
      await sendSmsCode(number, scene);
      stop.current = startCountdown(setLeft);
      onSent?.();
    } catch (error) {
      onError({ field: 'mobile', text: errorText(error) });
    } finally {
      setBusy(false);
    }
  };
  return (
    <button type="button" class="btn" disabled={busy || left > 0} aria-live="polite" onClick={() => void send()}>
      {label(left)}
    </button>
  );
}
