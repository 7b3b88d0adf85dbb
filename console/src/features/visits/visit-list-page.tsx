// 随访记录 (its declaration's menu path): the visits as 待随访 / 已逾期 / 已完成 / 全部 tabs over the generic list page of
// the declaration (each tab a view of one 随访状态), with 记录随访 on the visits not yet done.
import * as Tabs from '@radix-ui/react-tabs';
import { createContext, useCallback, useContext, useState, type ComponentType } from 'react';
import { permissionOf, resources } from '@clinic/sdk/resources';
import { decodeListQuery, useListTotals, usePermissions, viewOfQuery, type Row } from '@clinic/hooks';
import { useSearch } from '@tanstack/react-router';
import { useClinic } from '../../app/clinic-context';
import { listPageOf } from '../list-page/list-page';
import type { PageActions } from '../list-page/list-page-types';
import { VisitRecordDialog, type VisitToRecord } from './visit-record-dialog';

const VISIT = resources.followup;
/** followup_status values; a done visit has its visit date. */
const DONE = '1';

/** Recounts the tabs after a visit is recorded (the tab page's reload refreshes its own rows). */
const RecountContext = createContext<() => void>(() => undefined);

function useRecordAction({ reload }: { reload: () => void }): PageActions {
  const { has } = usePermissions();
  const recount = useContext(RecountContext);
  const [recording, setRecording] = useState<VisitToRecord | null>(null);
  const may = has(permissionOf(VISIT, 'edit'));
  const row = useCallback(
    (record: Row) =>
      may && String(record.status ?? '') !== DONE ? (
        <button
          type="button"
          className="text-primary-strong hover:underline"
          onClick={() =>
            setRecording({
              id: String(record.id),
              patientId: String(record.patientId ?? ''),
              patientName: String(record.patientId_dictText ?? ''),
            })
          }
        >
          记录随访
        </button>
      ) : null,
    [may],
  );
  return {
    row,
    dialogs: recording ? (
      <VisitRecordDialog
        visit={recording}
        onClose={() => setRecording(null)}
        onSaved={() => {
          reload();
          recount();
        }}
      />
    ) : null,
  };
}

const common = {
  resource: VISIT,
  usePageActions: useRecordAction,
  readFields: ['patientId'],
  actionWidth: 220,
  columnOrder: ['patientId', 'status', 'dueDate', 'visitDate', 'way', 'systolic', 'diastolic'],
  // kept to the columns a day's work reads, so every column and 操作 stay in view at 1280 px (all are exported)
  columns: {
    glucose: { hidden: true },
    doctorId: { hidden: true },
    planId: { hidden: true },
    advice: { hidden: true },
    createTime: { hidden: true },
  },
} as const;

const TABS: readonly { value: string; title: string; page: ComponentType }[] = [
  {
    value: '0',
    title: '待随访',
    page: listPageOf({ ...common, fixedParams: { status: '0' }, saveCode: 'visits-due' }),
  },
  {
    value: '2',
    title: '已逾期',
    page: listPageOf({ ...common, fixedParams: { status: '2' }, saveCode: 'visits-overdue' }),
  },
  {
    value: '1',
    title: '已完成',
    page: listPageOf({ ...common, fixedParams: { status: '1' }, saveCode: 'visits-done' }),
  },
  { value: 'all', title: '全部', page: listPageOf({ ...common, saveCode: 'visits-all' }) },
];

const tabClass =
  'border-b-2 border-transparent px-4 py-2 text-sm text-slate-600 hover:text-primary-strong ' +
  'data-[state=active]:border-primary data-[state=active]:font-medium data-[state=active]:text-primary-strong';

/** The list parameters of each counted tab. */
const VIEWS: Readonly<Record<string, Readonly<Record<string, string>>>> = {
  '0': { status: '0' },
  '2': { status: '2' },
  '1': { status: '1' },
  all: {},
};

export function VisitListPage() {
  const { client } = useClinic();
  const search = useSearch({ strict: false }) as Record<string, string>;
  // A link with query fields (the analysis home's 已逾期...) opens the tab it counted.
  const [tab, setTab] = useState(() => viewOfQuery(VIEWS, decodeListQuery(search).queryParam) ?? '0');
  const { model, state } = useListTotals(client, VISIT, VIEWS);
  const recount = useCallback(() => void model.refresh(), [model]);
  return (
    <RecountContext.Provider value={recount}>
      <Tabs.Root value={tab} onValueChange={setTab}>
        <Tabs.List aria-label="随访状态" className="mb-2 flex border-b border-slate-200 bg-white px-2">
          {TABS.map((t) => (
            <Tabs.Trigger key={t.value} value={t.value} className={tabClass}>
              {t.title}
              {state.totals[t.value] != null && (
                <span className="ml-1 text-xs text-slate-500">({state.totals[t.value]})</span>
              )}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        {TABS.map(({ value, page: Page }) => (
          <Tabs.Content key={value} value={value}>
            {tab === value && <Page />}
          </Tabs.Content>
        ))}
      </Tabs.Root>
    </RecountContext.Provider>
  );
}
