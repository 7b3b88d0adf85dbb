// zh-CN texts of the cron editor: part and weekday labels, bound and parse messages.

import type { CronPartName } from './cron-types.js';

/** Indexed by Quartz weekday number: 1 Sunday ... 7 Saturday (index 0 unused). */
export const WEEKDAY_LABELS = [
  '',
  '星期天',
  '星期一',
  '星期二',
  '星期三',
  '星期四',
  '星期五',
  '星期六',
] as const;

export const PART_LABELS: Record<CronPartName, string> = {
  second: '秒',
  minute: '分钟',
  hour: '小时',
  day: '日',
  month: '月',
  year: '年',
};

export const FIELD_LABELS: Record<string, string> = {
  rangeFrom: '周期起始值',
  rangeTo: '周期结束值',
  stepStart: '起始值',
  stepEvery: '间隔',
  values: '指定值',
  weekStepStart: '起始星期',
  weekStepEvery: '间隔天数',
  dayStepStart: '起始日',
  dayStepEvery: '间隔天数',
  weekdays: '指定星期',
  days: '指定日',
  lastWeekday: '星期',
  daysBeforeEnd: '月底前天数',
  nearestDay: '日',
  nthWeekday: '星期',
  nth: '第几周',
};

export const DAY_MODE_LABELS: Record<number, string> = {
  1: '每日',
  2: '每周（从星期几开始，每隔几天）',
  3: '从本月第几日开始，每隔几天',
  4: '指定星期',
  5: '指定日',
  6: '本月最后一天',
  7: '本月最后一个工作日',
  8: '本月最后一个星期几',
  9: '本月底前第几天',
  10: '离本月某日最近的工作日（周一至周五）',
  11: '本月第几个星期几',
};

export const cronMessages = {
  outOfBounds: (part: CronPartName, field: string, min: number, max: number, value: number) =>
    `${PART_LABELS[part]}的${FIELD_LABELS[field] ?? field}须在${min}-${max}之间，已调整为${value}`,
  notInteger: (part: CronPartName, field: string, value: number) =>
    `${PART_LABELS[part]}的${FIELD_LABELS[field] ?? field}须为整数，已调整为${value}`,
  droppedValue: (part: CronPartName, value: number, min: number, max: number) =>
    `${PART_LABELS[part]}的指定值${value}超出${min}-${max}，已忽略`,
  emptySelection: (part: CronPartName) => `${PART_LABELS[part]}至少需要选择一个指定值`,
  emptyWeekdays: '指定星期至少需要选择一天，不能全部取消',
  partCount: 'Cron表达式须由6或7个以空格分隔的部分组成（秒 分 时 日 月 周 [年]）',
  badPart: (part: string, text: string) => `无法识别的${part}部分：${text}`,
  dayAndWeek: '日和周不能同时指定，其中一个须为“?”',
  describeFailed: '无法解析的Cron表达式',
} as const;
