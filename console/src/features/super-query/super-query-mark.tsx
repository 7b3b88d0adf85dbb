// The toolbar's 高级查询 button with the active mark: a tooltip saying conditions are in effect, and a clear link.
import { t, type SuperQueryCondition } from '@clinic/hooks';
import * as Radix from '@radix-ui/react-tooltip';
import { Button } from '../../ui/button';

export interface SuperQueryButtonProps {
  active: boolean;
  applied: readonly SuperQueryCondition[];
  onOpen: () => void;
  onClear: () => void;
}

export function SuperQueryButton({ active, applied, onOpen, onClear }: SuperQueryButtonProps) {
  const button = (
    <Button onClick={onOpen} className={active ? '!border-primary !text-primary-strong' : ''}>
      <svg
        aria-hidden
        width="14"
        height="14"
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
      >
        <path d="M3 5h18l-7 8v6l-4 2v-8L3 5Z" />
      </svg>
      {t('superQuery.button')}
      {active && <span aria-hidden className="h-1.5 w-1.5 rounded-full bg-green-500" />}
    </Button>
  );
  if (!active) return button;
  return (
    <span className="inline-flex flex-wrap items-center gap-1.5">
      <Radix.Provider delayDuration={150}>
        <Radix.Root>
          <Radix.Trigger asChild>{button}</Radix.Trigger>
          <Radix.Portal>
            <Radix.Content
              side="top"
              sideOffset={6}
              className="z-50 rounded bg-slate-800 px-2.5 py-1.5 text-xs text-white shadow"
            >
              {t('superQuery.activeTip')}（{applied.length} 条）
              <button type="button" onClick={onClear} className="ml-2 text-sky-300 underline">
                {t('superQuery.clear')}
              </button>
              <Radix.Arrow className="fill-slate-800" />
            </Radix.Content>
          </Radix.Portal>
        </Radix.Root>
      </Radix.Provider>
      <span
        role="status"
        className="inline-flex items-center gap-1 rounded bg-green-50 px-2 py-0.5 text-xs whitespace-nowrap text-green-700 ring-1 ring-green-200"
      >
        {t('superQuery.activeTip')}
        <button type="button" onClick={onClear} className="text-primary-strong hover:underline">
          {t('superQuery.clear')}
        </button>
      </span>
    </span>
  );
}
