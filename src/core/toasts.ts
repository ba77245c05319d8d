import { atom } from 'nanostores';
import { env } from './env';

export const TOAST_MS = 5000;
export type ToastKind = 'info' | 'success' | 'warning' | 'error';
export interface Toast {
  id: number;
  kind: ToastKind;
  text: string;
}

export const $toasts = atom<Toast[]>([]);
let next = 1;

/** Shows a message for 5 seconds (spec §9). The same text twice in a row is shown once. */
export function toast(text: string, kind: ToastKind = 'info'): void {
  const list = $toasts.get();
  if (list.some((t) => t.text === text)) return;
  const id = next++;
  $toasts.set([...list, { id, kind, text }]);
  env.setTimeout(() => dismiss(id), TOAST_MS);
}

export function dismiss(id: number): void {
  $toasts.set($toasts.get().filter((t) => t.id !== id));
}
