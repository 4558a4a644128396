import { atom } from "nanostores";

export type ToastKind = "info" | "success" | "warning" | "error";

export interface Toast {
  id: number;
  kind: ToastKind;
  text: string;
}

/** Spec 9: a toast stays 3 s (and can be closed before). */
export const TOAST_MS = 3000;

export const $toasts = atom<readonly Toast[]>([]);
let nextId = 1;

export function dismissToast(id: number): void {
  $toasts.set($toasts.get().filter((toast) => toast.id !== id));
}

/** Shows a message in the top-right corner for 3 s. Text is shown as text, never as HTML. */
export function showToast(kind: ToastKind, text: string): number {
  const id = nextId++;
  $toasts.set([...$toasts.get(), { id, kind, text }]);
  setTimeout(() => dismissToast(id), TOAST_MS);
  return id;
}
