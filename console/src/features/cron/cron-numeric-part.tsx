// One plain cron part (seconds, minutes, hours, month, year): every, range, start/step or specific values.
import type { ReactNode } from 'react';
import type { CronEditorModel, NumericPart, NumericPartName } from '@clinic/hooks';
import { PART_LABELS } from '@clinic/hooks';
import { CronNumber, CronValues } from './cron-inputs';

export function CronNumericPart({
  editor,
  part,
  state,
}: {
  editor: CronEditorModel;
  part: NumericPartName;
  state: NumericPart;
}) {
  const unit = PART_LABELS[part];
  const name = `cron-${part}`;
  const radio = (mode: NumericPart['mode'], children: ReactNode) => (
    <label className="flex flex-wrap items-center gap-1 py-1.5 text-sm">
      <input
        type="radio"
        name={name}
        checked={state.mode === mode}
        onChange={() => editor.setMode(part, mode)}
      />
      {children}
    </label>
  );
  return (
    <div>
      {radio('every', <span>每{unit}（允许的通配符 , - * /）</span>)}
      {radio(
        'range',
        <span>
          周期从
          <CronNumber
            part={part}
            field="rangeFrom"
            label={`${unit}周期起始`}
            value={state.rangeFrom}
            onChange={(v) => editor.setField(part, 'rangeFrom', v)}
          />
          -
          <CronNumber
            part={part}
            field="rangeTo"
            label={`${unit}周期结束`}
            value={state.rangeTo}
            onChange={(v) => editor.setField(part, 'rangeTo', v)}
          />
          {unit}
        </span>,
      )}
      {radio(
        'step',
        <span>
          从
          <CronNumber
            part={part}
            field="stepStart"
            label={`${unit}起始`}
            value={state.stepStart}
            onChange={(v) => editor.setField(part, 'stepStart', v)}
          />
          {unit}开始，每
          <CronNumber
            part={part}
            field="stepEvery"
            label={`${unit}间隔`}
            value={state.stepEvery}
            onChange={(v) => editor.setField(part, 'stepEvery', v)}
          />
          {unit}执行一次
        </span>,
      )}
      {radio('specific', <span>指定{unit}（可多选）</span>)}
      {state.mode === 'specific' && (
        <CronValues
          part={part}
          field="values"
          label={`指定${unit}`}
          values={state.values}
          onChange={(v) => editor.setField(part, 'values', v)}
        />
      )}
    </div>
  );
}
