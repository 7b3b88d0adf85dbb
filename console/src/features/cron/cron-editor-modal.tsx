// Cron editor modal (width 608): one tab per part, the composed expression, its Chinese description and next 5 fire times.
import { useEffect, useState } from 'react';
import dayjs from 'dayjs';
import { PART_LABELS, useCronEditor, type CronPartName } from '@clinic/hooks';
import { Button } from '../../ui/button';
import { Dialog } from '../../ui/dialog';
import { UnderlineTabs } from '../../ui/underline-tabs';
import { CronDayPart } from './cron-day-part';
import { CronNumericPart } from './cron-numeric-part';

const PARTS: CronPartName[] = ['second', 'minute', 'hour', 'day', 'month', 'year'];

export interface CronEditorModalProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  value: string;
  onOk: (expression: string) => void;
}

export function CronEditorModal({ open, onOpenChange, value, onOk }: CronEditorModalProps) {
  const { editor, state } = useCronEditor(value);
  const [tab, setTab] = useState<CronPartName>('second');
  useEffect(() => {
    if (!open) return;
    if (value) editor.setValue(value);
    else editor.reset();
    // Opening parses the stored expression back; edits after that stay in the model.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [open]);
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title="Cron表达式"
      width={608}
      footer={
        <>
          <Button onClick={() => onOpenChange(false)}>取消</Button>
          <Button
            variant="primary"
            onClick={() => {
              onOk(state.value);
              onOpenChange(false);
            }}
          >
            确定
          </Button>
        </>
      }
    >
      <UnderlineTabs
        label="Cron 各部分"
        className="mb-3"
        tabs={PARTS.map((part) => ({ value: part, label: PART_LABELS[part] }))}
        value={tab}
        onChange={setTab}
      />
      <div role="tabpanel" aria-label={PART_LABELS[tab]} className="min-h-48">
        {tab === 'day' ? (
          <CronDayPart editor={editor} state={state.model.day} />
        ) : (
          <CronNumericPart editor={editor} part={tab} state={state.model[tab]} />
        )}
      </div>
      {/* One line kept for the messages: a box committed by the click on 确定 must not move the button away. */}
      <div className="min-h-4 leading-4">
        {state.notices.map((n) => (
          <p key={`${n.part}-${n.field}`} className="text-xs text-amber-600">
            {n.message}
          </p>
        ))}
        {state.error && (
          <p role="alert" className="text-xs text-red-600">
            {state.error}
          </p>
        )}
      </div>
      <div className="mt-3 rounded bg-slate-50 p-3 text-sm">
        <CronExpressionInput value={state.value} onCommit={(text) => editor.setValue(text)} />
        {state.description && <p data-testid="cron-description">描述：{state.description}</p>}
        <p className="mt-1 text-slate-600">最近5次运行时间：</p>
        <ul data-testid="cron-fire-times">
          {state.nextFireTimes.map((time, index) => (
            <li key={time.getTime()}>
              <span className="mr-2 text-slate-400">{index + 1}.</span>
              <time>{dayjs(time).format('YYYY-MM-DD HH:mm:ss')}</time>
            </li>
          ))}
        </ul>
      </div>
    </Dialog>
  );
}

/** The expression typed by hand: Enter or leaving the box parses it back into the tabs (an invalid one is refused). */
function CronExpressionInput({ value, onCommit }: { value: string; onCommit: (text: string) => boolean }) {
  const [text, setText] = useState(value);
  useEffect(() => setText(value), [value]);
  const commit = () => {
    if (text.trim() !== value) onCommit(text.trim());
  };
  return (
    <label className="flex items-center gap-2">
      <span className="shrink-0">表达式：</span>
      <input
        aria-label="Cron表达式"
        value={text}
        spellCheck={false}
        onChange={(event) => setText(event.target.value)}
        onBlur={commit}
        onKeyDown={(event) => {
          if (event.key !== 'Enter') return;
          event.preventDefault();
          commit();
        }}
        className="h-8 w-full rounded border border-slate-300 bg-white px-2 font-mono text-sm outline-none focus:border-primary focus:ring-2 focus:ring-primary/20"
      />
    </label>
  );
}
