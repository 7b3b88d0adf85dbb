// 健康档案 (/chronic/patient/healthFile/<id>), opened from a 患者列表 row: the patient's 基本资料 and a tab per record
// resource the user may list, each the patient's rows newest first with a link to the full list filtered by the
// patient; 体征记录 adds the blood-pressure and glucose trends. Renders useHealthFile; another clinic's patient is 404.
import { useEffect } from 'react';
import * as Tabs from '@radix-ui/react-tabs';
import { useRouterState } from '@tanstack/react-router';
import {
  BASIC_TAB,
  SECTION_PAGE_SIZE,
  useHealthFile,
  usePermissions,
  type HealthFileModel,
  type HealthFileSnapshot,
  type PatientFile,
} from '@clinic/hooks';
import { useClinic } from '../../app/clinic-context';
import { useOptionalShell } from '../../app/shell-context';
import { AppLink } from '../../ui/app-link';
import { ColorTag } from '../../ui/color-tag';
import { NotFoundView } from '../../ui/not-found-view';
import { SimpleTable, type SimpleColumn } from '../../ui/simple-table';
import { SimplePager } from '../../ui/simple-pager';
import { DictColorCell } from '../list-page/dict-color-cell';
import { VitalTrendCharts } from './vital-trend-charts';

const TAB =
  'shrink-0 whitespace-nowrap border-b-2 border-transparent px-3 pb-2 sm:px-4 text-sm text-slate-600 hover:text-primary-strong data-[state=active]:border-primary data-[state=active]:text-primary-strong';
const NEUTRAL_TAG = '#8C8C8C';

export function HealthFilePage({
  patientId,
  tab,
  onTab,
}: {
  patientId: string;
  /** The tab the address names (none: 基本资料). */
  tab?: string | undefined;
  /** Called with the chosen tab (undefined for 基本资料) to keep it in the address. */
  onTab?: (tab: string | undefined) => void;
}) {
  const { client } = useClinic();
  const { has } = usePermissions();
  const { model, state } = useHealthFile(client, patientId, has);
  const shell = useOptionalShell();
  const path = useRouterState({ select: (s) => s.location.pathname });

  useEffect(() => {
    if (state.status === 'ready') shell?.tabs.setTitle(path, state.title);
  }, [shell, path, state.status, state.title]);

  // The address's tab opens once the file is read (a tab the user may not see stays on 基本资料).
  const ready = state.status === 'ready';
  useEffect(() => {
    if (ready) model.select(tab ?? BASIC_TAB);
  }, [ready, tab, model]);

  if (state.status === 'notFound') return <NotFoundView />;
  if (state.status === 'denied')
    return (
      <div className="rounded bg-white px-6 py-16 text-center">
        <p className="text-5xl font-semibold text-primary-strong">403</p>
        <p className="mt-3 text-slate-700">抱歉，您无权查看该患者的健康档案</p>
      </div>
    );
  if (state.status === 'error')
    return (
      <div role="alert" className="rounded bg-white px-6 py-10 text-center text-red-600">
        {state.error}
        <button
          type="button"
          className="ml-3 text-primary-strong hover:underline"
          onClick={() => void model.load()}
        >
          重试
        </button>
      </div>
    );
  if (state.status === 'loading' || !state.patient)
    return (
      <p className="rounded bg-white px-6 py-10 text-center text-slate-400" aria-busy>
        加载中…
      </p>
    );
  return (
    <div className="space-y-4">
      <PatientSummary patient={state.patient} />
      <div className="rounded bg-white p-4">
        <Tabs.Root
          value={state.active}
          onValueChange={(key) => {
            model.select(key);
            onTab?.(key === BASIC_TAB ? undefined : key);
          }}
        >
          <Tabs.List aria-label="健康档案" className="mb-4 flex flex-wrap gap-y-1 border-b border-slate-200">
            {state.tabs.map((tab) => (
              <Tabs.Trigger key={tab.key} value={tab.key} className={TAB}>
                {tab.title}
              </Tabs.Trigger>
            ))}
          </Tabs.List>
          <Tabs.Content value={BASIC_TAB}>
            <BasicFacts patient={state.patient} />
          </Tabs.Content>
          {model.sections.map((section) => (
            <Tabs.Content key={section.key} value={section.key}>
              <SectionView model={model} state={state} sectionKey={section.key} />
            </Tabs.Content>
          ))}
        </Tabs.Root>
      </div>
    </div>
  );
}

function factOf(patient: PatientFile, label: string): string {
  return patient.facts.find((f) => f.label === label)?.value ?? '—';
}

function PatientSummary({ patient }: { patient: PatientFile }) {
  const sex = factOf(patient, '性别');
  const age = factOf(patient, '年龄');
  return (
    <section
      aria-label="患者概要"
      className="flex flex-wrap items-center gap-x-6 gap-y-2 rounded bg-white px-5 py-4"
    >
      <div className="flex items-baseline gap-3">
        <span className="text-xl font-medium text-slate-900">{patient.name}</span>
        <span className="text-sm text-slate-500">
          {[sex, age === '—' ? '' : `${age}岁`].filter((s) => s && s !== '—').join(' · ')}
        </span>
      </div>
      <span className="text-sm text-slate-600">病种：{factOf(patient, '病种')}</span>
      <span className="text-sm text-slate-600">BMI：{factOf(patient, 'BMI')}</span>
      {patient.labels.length > 0 && (
        <span className="flex flex-wrap gap-1" aria-label="标签">
          {patient.labels.map((t) => (
            <ColorTag key={t.value} color={t.color ?? NEUTRAL_TAG}>
              {t.label}
            </ColorTag>
          ))}
        </span>
      )}
    </section>
  );
}

function BasicFacts({ patient }: { patient: PatientFile }) {
  return (
    <dl className="grid grid-cols-1 gap-x-8 gap-y-3 text-sm sm:grid-cols-2 lg:grid-cols-3">
      {patient.facts.map((fact) => (
        <div key={fact.label} className="flex min-w-0 gap-3 border-b border-slate-100 pb-2">
          <dt className="w-20 shrink-0 text-slate-500">{fact.label}</dt>
          <dd className="min-w-0 break-all text-slate-800">{fact.value}</dd>
        </div>
      ))}
      <div className="flex min-w-0 gap-3 border-b border-slate-100 pb-2">
        <dt className="w-20 shrink-0 text-slate-500">标签</dt>
        <dd className="flex min-w-0 flex-wrap gap-1 text-slate-800">
          {patient.labels.length === 0
            ? '—'
            : patient.labels.map((t) => (
                <ColorTag key={t.value} color={t.color ?? NEUTRAL_TAG}>
                  {t.label}
                </ColorTag>
              ))}
        </dd>
      </div>
    </dl>
  );
}

function SectionView({
  model,
  state,
  sectionKey,
}: {
  model: HealthFileModel;
  state: HealthFileSnapshot;
  sectionKey: string;
}) {
  const section = model.sections.find((s) => s.key === sectionKey)!;
  const rows = state.sections[sectionKey]!;
  const href = model.listHref(sectionKey);
  const columns: SimpleColumn[] = section.columns.map((c) => ({
    key: c.key,
    title: c.title,
    ...(section.cells[c.key]
      ? { render: (row) => section.cells[c.key]!(row) || '—' }
      : c.wrap
        ? {
            render: (row) => (
              <span className="block min-w-48 whitespace-normal">{String(row[c.key] ?? '')}</span>
            ),
          }
        : c.dictCode
          ? {
              render: (row) => (
                <DictColorCell
                  dictCode={c.dictCode!}
                  value={row[c.key]}
                  text={String(row[`${c.key}_dictText`] ?? '')}
                />
              ),
            }
          : {}),
  }));
  return (
    <div className="space-y-4">
      {section.def.name === 'vitalSign' && (
        <VitalTrendCharts trend={state.trend} loading={state.trendLoading} />
      )}
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 className="text-sm font-medium text-slate-800">{section.title}（按时间倒序）</h3>
        {href && (
          <AppLink href={href} className="text-sm text-primary-strong hover:underline">
            在{section.def.menu?.title ?? section.title}中查看全部
          </AppLink>
        )}
      </div>
      {rows.status === 'error' ? (
        <p role="alert" className="rounded border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-600">
          {rows.error}
          <button
            type="button"
            className="ml-3 text-primary-strong hover:underline"
            onClick={() => void model.setPage(sectionKey, rows.pageNo)}
          >
            重试
          </button>
        </p>
      ) : (
        <>
          {/* One line per cell (dates, times, names): a narrow screen scrolls the table; headers and long text wrap. */}
          <div className="[&_td]:whitespace-nowrap [&_th]:break-keep">
            <SimpleTable
              label={section.title}
              columns={columns}
              rows={rows.rows}
              loading={rows.status === 'loading' || rows.status === 'idle'}
            />
          </div>
          {rows.total > SECTION_PAGE_SIZE && (
            <SimplePager
              total={rows.total}
              current={rows.pageNo}
              pageSize={SECTION_PAGE_SIZE}
              onPage={(page) => void model.setPage(sectionKey, page)}
            />
          )}
        </>
      )}
    </div>
  );
}
