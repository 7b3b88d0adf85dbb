// The generic list page of a declared resource: query form, toolbar with the advanced query, virtualized table and
// pager, all state in the URL; fields, form, import/export and the buttons the user may use come from the declaration.
import { useCallback, useMemo, useRef, useState } from 'react';
import { useRouter } from '@tanstack/react-router';
import {
  createImportModel,
  createSdkListTransport,
  recordServiceOf,
  createSdkSavedQueryTransport,
  queryFieldsOf,
  saveCodeFor,
  superQueryFieldsOf,
  t,
  listSorterOf,
  useListPage,
  usePermissions,
  useRecordForm,
  useResourceActions,
  useSuperQuery,
  type ListQuery,
  type ListRequestParams,
  type RouterAdapter,
  type Row,
  appVariantOf,
  createTanStackRouterAdapter,
} from '@clinic/hooks';
import { useClinic } from '../../app/clinic-context';
import { usePageInfo } from '../../app/page-context';
import { SuperQueryButton } from '../super-query/super-query-mark';
import { SuperQueryModal } from '../super-query/super-query-modal';
import { ConfirmAction } from '../../ui/confirm-action';
import { DataTable } from './data-table';
import { ImportDialog } from './import-dialog';
import { ListPagination } from './list-pagination';
import type { ListPageConfig, PageActions } from './list-page-types';
import { ListToolbar } from './list-toolbar';
import { QueryForm } from './query-form';
import { RecordFormDialog } from './record-form-dialog';
import { pageColumnsOf } from './resource-columns';
import { showNotice } from '../../ui/toast';
import { useExportList } from './use-export-list';
import { useNoticeToasts } from '../../ui/use-notice-toasts';
import { TransferProgress } from '../upload/transfer-progress';

/** widgets-spec 9: the list's header height is 195, 205 for application code PSC-TB-WEB (the app-variant table). */
export function listHeaderHeight(appCode: string): number {
  return appVariantOf(appCode).listHeaderHeight;
}

/** generalExport's x-permission in the contract: 通用导出 shows only to users holding it. */
const GENERAL_EXPORT_PERMISSION = 'system:export:general';

const noPageActions = (): PageActions => ({});

type Pending = { kind: 'batch' } | { kind: 'one'; id: string } | null;

export function ListPage({ config }: { config: ListPageConfig }) {
  const { client, appCode } = useClinic();
  const router = useRouter();
  const page = usePageInfo();
  const active = useRef(true);
  active.current = page?.active ?? true;
  // A kept-alive page whose tab is hidden must not follow (and load for) the address of the visible one.
  const [adapter] = useState(() => {
    const base = createTanStackRouterAdapter(router);
    return {
      ...base,
      subscribe: (listener: () => void) =>
        base.subscribe(() => {
          if (active.current) listener();
        }),
    } satisfies RouterAdapter;
  });
  const [path] = useState(() => adapter.getPath());
  const rowKey = config.rowKey ?? 'id';
  const def = config.resource;
  const base = def.base;
  const columns = useMemo(() => pageColumnsOf(config), [config]);
  const queryFields = useMemo(() => queryFieldsOf(def), [def]);
  const superQueryFields = useMemo(() => superQueryFieldsOf(def), [def]);
  // shell-spec 6: a button whose operation the user's permission codes do not grant is not rendered.
  const can = useResourceActions(def);

  const fixedParams = config.fixedParams;
  const transport = useMemo(() => {
    const sdk = createSdkListTransport<Row>(client);
    return fixedParams
      ? {
          ...sdk,
          list: (url: string, params: ListRequestParams, signal: AbortSignal) =>
            sdk.list(url, { ...fixedParams, ...params }, signal),
        }
      : sdk;
  }, [client, fixedParams]);
  const list = useListPage<Row>({
    urls: {
      list: `${base}/list`,
      delete: `${base}/delete`,
      deleteBatch: `${base}/deleteBatch`,
    },
    transport,
    router: adapter,
    columns: [...columns.map((column) => column.key), ...(config.readFields ?? [])],
    defaultSorter: listSorterOf(def),
    rowKey,
    onNotice: showNotice,
  });
  const query = useSuperQuery({
    fields: superQueryFields,
    saveCode: saveCodeFor(config.saveCode, path),
    savedTransport: createSdkSavedQueryTransport(client),
    value: list.superQuery,
    onChange: list.setSuperQuery,
    onNotice: showNotice,
  });
  const exporter = useExportList(`${base}/exportXls`, def.exportName ?? def.title, config.bizCode);
  const { has } = usePermissions();
  const [pending, setPending] = useState<Pending>(null);
  const reload = list.reload;
  const service = useMemo(() => recordServiceOf(client, def), [client, def]);
  const form = useRecordForm(client, def, () => void reload(), config.formChoices);
  const importer = useMemo(
    () =>
      createImportModel<File>({
        importFiles: (files, transfer) => service.importFiles(files, transfer),
        onImported: () => void reload(),
      }),
    [service, reload],
  );
  // A page's config is fixed for its lifetime, so the hook it names runs on every render in the same place.
  const usePageActions = config.usePageActions ?? noPageActions;
  const own = usePageActions({ reload: () => void reload() });
  useNoticeToasts(importer);
  const [busy, setBusy] = useState(false);

  const requestDelete = useCallback((id: string) => setPending({ kind: 'one', id }), []);
  const configActions = config.rowActions;
  const ownRow = own.row;
  const extraActions = useMemo(
    () =>
      configActions || ownRow
        ? (row: Row) => (
            <>
              {configActions?.(row)}
              {ownRow?.(row)}
            </>
          )
        : undefined,
    [configActions, ownRow],
  );
  const canEdit = can.edit && config.editAction !== false;
  const openForm = form.model.open;
  const rowActions = canEdit || can.delete || Boolean(extraActions);
  const writable = config.rowWritable;
  const action = useCallback(
    (row: Row) => (
      <span className="flex gap-3 whitespace-nowrap">
        {extraActions?.(row)}
        {canEdit && (writable?.(row) ?? true) && (
          <button
            type="button"
            className="text-primary-strong hover:underline"
            onClick={() => openForm({ mode: 'edit', id: String(row[rowKey] ?? '') })}
          >
            编辑
          </button>
        )}
        {can.delete && (writable?.(row) ?? true) && (
          <button
            type="button"
            className="text-primary-strong hover:underline"
            onClick={() => requestDelete(String(row[rowKey] ?? ''))}
          >
            删除
          </button>
        )}
      </span>
    ),
    [requestDelete, rowKey, canEdit, can.delete, extraActions, openForm, writable],
  );

  const confirmDelete = async () => {
    if (!pending) return;
    setBusy(true);
    try {
      if (pending.kind === 'batch') await list.deleteBatch();
      else await list.deleteOne(pending.id);
    } finally {
      setBusy(false);
      setPending(null);
    }
  };

  const currentQuery = useMemo<ListQuery>(
    () => ({
      queryParam: { ...fixedParams, ...list.queryParam },
      superQuery: list.superQuery,
      filters: list.filters,
      sorter: list.sorter,
      pageNo: list.pagination.current,
      pageSize: list.pagination.pageSize,
    }),
    [fixedParams, list.queryParam, list.superQuery, list.filters, list.sorter, list.pagination],
  );

  return (
    <div className="flex flex-col gap-3 rounded-md bg-white p-4 shadow-xs ring-1 ring-slate-200/70">
      <QueryForm
        fields={queryFields}
        queryParam={list.queryParam}
        onSearch={list.search}
        onReset={list.reset}
      />
      <ListToolbar
        extra={
          own.toolbar ? (
            <>
              {own.toolbar}
              {config.toolbarExtra}
            </>
          ) : (
            config.toolbarExtra
          )
        }
        selectedCount={list.selectedRowKeys.length}
        exporting={exporter.exporting}
        {...(can.add && config.addAction !== false
          ? {
              onAdd: () =>
                form.model.open({
                  mode: 'add',
                  ...(config.addValues ? { values: { ...config.addValues } } : {}),
                }),
            }
          : {})}
        {...(can.deleteBatch
          ? {
              onBatchDelete: () => {
                if (list.checkBatchDelete()) setPending({ kind: 'batch' });
              },
            }
          : {})}
        {...(can.importExcel ? { onImport: () => importer.open() } : {})}
        {...(can.exportXls ? { onExport: () => void exporter.run(currentQuery, list.selectedRowKeys) } : {})}
        {...(exporter.general && has(GENERAL_EXPORT_PERMISSION)
          ? { onGeneralExport: () => void exporter.general?.(currentQuery) }
          : {})}
        onClearSelection={list.clearSelection}
        superQuery={
          <SuperQueryButton
            active={query.active}
            applied={query.applied}
            onOpen={() => query.model.open()}
            onClear={() => query.model.clear()}
          />
        }
      />
      {exporter.state.label && (
        <TransferProgress
          label={`${exporter.state.label}进度`}
          transfer={exporter.state.transfer}
          onCancel={() => exporter.model.cancel()}
          onRetry={() => void exporter.model.retry()}
          onDismiss={() => exporter.model.dismiss()}
          cancelledText={t('export.cancelled')}
        />
      )}
      <DataTable
        columns={columns}
        rows={list.dataSource}
        rowKey={rowKey}
        sorter={list.sorter}
        selectedRowKeys={list.selectedRowKeys}
        loading={list.loading}
        error={list.error}
        onRetry={() => void list.reload()}
        headerHeight={listHeaderHeight(appCode)}
        onSort={list.setSorter}
        onSelect={list.select}
        action={rowActions ? action : null}
        {...(extraActions ? { actionWidth: config.actionWidth ?? 160 } : {})}
      />
      <ListPagination pagination={list.pagination} onChange={list.setPage} />
      <SuperQueryModal query={query} />
      <ImportDialog model={importer} download={service.download} />
      {(can.add || can.edit) && <RecordFormDialog resource={def} form={form} />}
      {own.dialogs}
      <ConfirmAction
        open={pending !== null}
        title={t('list.deleteConfirmTitle')}
        text={pending?.kind === 'batch' ? t('list.deleteBatchConfirm') : t('list.deleteConfirm')}
        busy={busy}
        onConfirm={confirmDelete}
        onCancel={() => setPending(null)}
      />
    </div>
  );
}

/** A page of one resource: its declaration and presentation (read once, at module level). */
export function listPageOf(config: ListPageConfig) {
  return function ConfiguredListPage() {
    return <ListPage config={config} />;
  };
}
