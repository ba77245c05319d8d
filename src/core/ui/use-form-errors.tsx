import { useRef, useState } from 'react';
import type { ValidationError } from '../errors';

/**
 * "Validate all, show all, focus first" for a form: `show(failures)` marks every failing field
 * (aria-invalid, its message under it through aria-describedby) and moves focus to the first, so
 * a keyboard or screen-reader user lands on what to fix; `clear()` before a new submit, `drop(name)`
 * once a field is answered.
 * `field(name)` gives an input its attributes; `<Message name />` renders its message.
 * A field named for a group (the region of three selects) focuses the first control inside the
 * element carrying `data-field="name"`.
 */
export function useFormErrors(idPrefix: string) {
  const form = useRef<HTMLFormElement>(null);
  const [errors, setErrors] = useState<Readonly<Record<string, string>>>({});
  const idOf = (name: string) => `${idPrefix}-${name}-error`;
  const show = (failures: readonly ValidationError[]) => {
    setErrors(Object.fromEntries(failures.map((f) => [f.path, f.message])));
    const first = failures[0]?.path;
    const root = form.current;
    if (!first || !root) return;
    const target =
      root.querySelector<HTMLElement>(`[name="${first}"]`) ??
      root.querySelector<HTMLElement>(`[data-field="${first}"] select, [data-field="${first}"] input`);
    target?.focus();
  };
  const clear = () => setErrors({});
  /** The buyer answered one field: its message goes, the others stay until the next submit. */
  const drop = (name: string) =>
    setErrors((all) => (name in all ? Object.fromEntries(Object.entries(all).filter(([key]) => key !== name)) : all));
  const field = (name: string) => ({
    'aria-invalid': errors[name] ? true : undefined,
    'aria-describedby': errors[name] ? idOf(name) : undefined,
  });
  const message = (name: string) =>
    errors[name] ? (
      <span class="field-error" id={idOf(name)}>
        {errors[name]}
      </span>
    ) : null;
  return { form, errors, show, clear, drop, field, message };
}
