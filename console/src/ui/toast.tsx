// App-wide toasts and notifications (Radix Toast): `toast.warning(text)` from anywhere, one <Toaster/> at the root.
import { useSyncExternalStore } from 'react';
import * as RadixToast from '@radix-ui/react-toast';
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

const ICON: Record<ToastLevel, { mark: string; className: string }> = {
  info: { mark: 'i', className: 'bg-primary' },
  success: { mark: '✓', className: 'bg-green-600' },
  warning: { mark: '!', className: 'bg-amber-500' },
  error: { mark: '×', className: 'bg-red-500' },
};

export function Toaster() {
  const list = useSyncExternalStore(
    subscribe,
    () => items,
    () => items,
  );
  return (
    <RadixToast.Provider swipeDirection="up">
      {list.map((item) => (
        <RadixToast.Root
          key={item.id}
          duration={item.durationMs}
          onOpenChange={(open) => {
            if (!open) dismissToast(item.id);
          }}
          data-level={item.level}
          className="pointer-events-auto flex items-start gap-2.5 rounded-md bg-white px-4 py-2.5 text-sm shadow-lg ring-1 ring-slate-200"
        >
          <span
            aria-hidden
            className={`mt-0.5 flex h-4 w-4 shrink-0 items-center justify-center rounded-full text-[10px] font-bold text-white ${ICON[item.level].className}`}
          >
            {ICON[item.level].mark}
          </span>
          <div className="min-w-0">
            {item.title && (
              <RadixToast.Title className="mb-0.5 font-medium text-slate-900">{item.title}</RadixToast.Title>
            )}
            <RadixToast.Description className="text-slate-700">{item.text}</RadixToast.Description>
          </div>
        </RadixToast.Root>
      ))}
      <RadixToast.Viewport className="fixed top-4 left-1/2 z-[60] flex w-max max-w-[92vw] -translate-x-1/2 flex-col items-center gap-2 outline-none" />
    </RadixToast.Provider>
  );
}
