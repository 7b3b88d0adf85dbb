// The day part: the 11 day modes over day-of-month and day-of-week (the other field becomes ?).
import type { ReactNode } from 'react';
import { DAY_MODE_LABELS, type CronEditorModel, type DayMode, type DayPart } from '@clinic/hooks';
import { CronNumber, CronValues, WeekdaySelect } from './cron-inputs';

export function CronDayPart({ editor, state }: { editor: CronEditorModel; state: DayPart }) {
  const set =
    <F extends Exclude<keyof DayPart, 'mode'>>(field: F) =>
    (value: DayPart[F]) =>
      editor.setField('day', field, value);
  const num = (
    field: 'weekStepEvery' | 'dayStepStart' | 'dayStepEvery' | 'daysBeforeEnd' | 'nearestDay' | 'nth',
    label: string,
  ) => <CronNumber part="day" field={field} label={label} value={state[field]} onChange={set(field)} />;
  const details: Record<DayMode, ReactNode> = {
    1: null,
    2: (
      <>
        从<WeekdaySelect label="起始星期" value={state.weekStepStart} onChange={set('weekStepStart')} />
        开始，每{num('weekStepEvery', '间隔天数')}天
      </>
    ),
    3: (
      <>
        从第{num('dayStepStart', '起始日')}日开始，每{num('dayStepEvery', '间隔天数')}天
      </>
    ),
    4: (
      <CronValues
        part="day"
        field="weekdays"
        label="指定星期"
        weekdays
        values={state.weekdays}
        onChange={set('weekdays')}
      />
    ),
    5: <CronValues part="day" field="days" label="指定日" values={state.days} onChange={set('days')} />,
    6: null,
    7: null,
    8: <WeekdaySelect label="最后一个星期几" value={state.lastWeekday} onChange={set('lastWeekday')} />,
    9: <>月底前第{num('daysBeforeEnd', '月底前天数')}天</>,
    10: <>离每月{num('nearestDay', '最近工作日的日')}日最近的工作日</>,
    11: (
      <>
        第{num('nth', '第几周')}个
        <WeekdaySelect label="第几个星期几" value={state.nthWeekday} onChange={set('nthWeekday')} />
      </>
    ),
  };
  return (
    <div>
      {([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11] as const).map((mode) => (
        <div key={mode} className="py-1 text-sm">
          <label className="inline-flex items-center gap-1">
            <input
              type="radio"
              name="cron-day"
              checked={state.mode === mode}
              onChange={() => editor.setMode('day', mode)}
            />
            {DAY_MODE_LABELS[mode]}
          </label>
          {state.mode === mode && details[mode] && (
            <span className="ml-2 inline-flex flex-wrap items-center">{details[mode]}</span>
          )}
        </div>
      ))}
    </div>
  );
}
