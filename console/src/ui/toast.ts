// App-wide toasts and notifications: `toast.warning(text)` from anywhere; the store the one <Toaster/> (toaster.tsx) shows.
import { useSyncExternalStore } from 'react';
import type { Notice } from '@clinic/hooks';

export type ToastLevel = 'info' | 'success' | 'warning' | 'error';

export interface ToastItem {
  id: number;
  level: ToastLevel;
  text: string;
  /** A notification (title above the text) rather than a one-line message. */
  title?: string;
  durationMs: number;
}

type ToastInput = Omit<ToastItem, 'id' | 'durationMs' | 'level'> & {
  level?: ToastLevel;
  durationMs?: number;
};

let items: ToastItem[] = [];
let nextId = 1;
const listeners = new Set<() => void>();
const emit = () => listeners.forEach((listener) => listener());

export function showToast({ level = 'info', durationMs = 3000, ...rest }: ToastInput): number {
  // Several requests failing together (or two features reporting one failure) show one message.
  const same = items.find((item) => item.text === rest.text);
  if (same) return same.id;
  const id = nextId++;
  items = [...items, { id, level, durationMs, ...rest }];
  emit();
  return id;
}

export function dismissToast(id: number): void {
  items = items.filter((item) => item.id !== id);
  emit();
}

const shortcut =
  (level: ToastLevel) =>
  (text: string, durationMs?: number): number =>
    showToast({ level, text, ...(durationMs ? { durationMs } : {}) });

/** Hands a hooks notice (warning, error, success, info) to a toast. */
export function showNotice(notice: Notice): void {
  toast[notice.level](notice.text);
}

export const toast = {
  info: shortcut('info'),
  success: shortcut('success'),
  warning: shortcut('warning'),
  error: shortcut('error'),
  /** A titled notification (系统提示 / 拒绝访问 style), 4 s by default. */
  notify: (title: string, text: string, level: ToastLevel = 'error', durationMs = 4000) =>
    showToast({ title, text, level, durationMs }),
};

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** The toasts on screen, for the view. */
export function useToastItems(): readonly ToastItem[] {
  return useSyncExternalStore(
    subscribe,
    () => items,
    () => items,
  );
}
