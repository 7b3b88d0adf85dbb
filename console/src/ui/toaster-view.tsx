// The toasts' Radix view, loaded with the first toast so the login route does not carry it.
import * as RadixToast from '@radix-ui/react-toast';
import { dismissToast, useToastItems, type ToastLevel } from './toast';

const ICON: Record<ToastLevel, { mark: string; className: string }> = {
  info: { mark: 'i', className: 'bg-primary' },
  success: { mark: '✓', className: 'bg-green-600' },
  warning: { mark: '!', className: 'bg-amber-500' },
  error: { mark: '×', className: 'bg-red-500' },
};

export function ToasterView() {
  const list = useToastItems();
  return (
    // Radix labels the region and announces each toast in English unless told otherwise.
    <RadixToast.Provider swipeDirection="up" label="通知">
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
      <RadixToast.Viewport
        label="通知 ({hotkey})"
        className="fixed top-4 left-1/2 z-[60] flex w-max max-w-[92vw] -translate-x-1/2 flex-col items-center gap-2 outline-none"
      />
    </RadixToast.Provider>
  );
}
