// Popup report picker (width 1200): the report's columns, its query items (collapsed ones behind 展开), then the data.
import { useEffect, useMemo, useState } from 'react';
import {
  POPUP_REPORT,
  createPopupReportModel,
  reportTransport,
  useModelState,
  type PopupConfig,
  type Row,
} from '@clinic/hooks';
import { useClinic } from '../../app/clinic-context';
import { Button } from '../../ui/button';
import { Dialog } from '../../ui/dialog';
import { PickerFooter } from './picker-footer';
import { Input } from '../../ui/input';
import { toast } from '../../ui/toast';
import { PickerTable } from './picker-table';

export interface PopupReportModalProps extends PopupConfig {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  multiple?: boolean;
  param?: Record<string, string>;
  onPick: (pick: { values: Record<string, string>; rows: Row[] }) => void;
}

export function PopupReportModal({
  open,
  onOpenChange,
  multiple = false,
  param,
  onPick,
  ...config
}: PopupReportModalProps) {
  const { client } = useClinic();
  const [model] = useState(() =>
    createPopupReportModel(reportTransport(client), { ...config, multiple, ...(param ? { param } : {}) }),
  );
  const state = useModelState(model);
  const [filters, setFilters] = useState<Record<string, string>>({});
  const [expanded, setExpanded] = useState(false);

  useEffect(
    () => model.onNotice((n) => (n.level === 'error' ? toast.error(n.text) : toast.warning(n.text))),
    [model],
  );
  useEffect(() => model.table.onNotice((n) => toast.warning(n.text)), [model]);
  useEffect(() => {
    if (!open) return;
    void model.open().then((ok) => !ok && onOpenChange(false));
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [open]);

  const dictText = useMemo(() => {
    const byColumn = new Map(
      state.columns.map((c) => [c.dataIndex, c.customRender ? state.dictOptions[c.customRender] : undefined]),
    );
    return (key: string, value: unknown) => {
      const text = value === null || value === undefined ? '' : String(value);
      const options = byColumn.get(key);
      return options
        ? text
            .split(',')
            .map((v) => options.find((o) => o.value === v)?.text ?? v)
            .join(',')
        : text;
    };
  }, [state.columns, state.dictOptions]);

  const items = state.queryItems.filter((item) => expanded || item.hidden !== '1');
  const confirm = () => {
    const result = model.confirm();
    if (!result.ok) return;
    onPick({ values: result.values, rows: result.rows });
    onOpenChange(false);
  };
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={state.title || '请选择'}
      width={POPUP_REPORT.width}
      footer={<PickerFooter onCancel={() => onOpenChange(false)} onConfirm={confirm} />}
    >
      <form
        className="mb-3 flex flex-wrap items-end gap-2"
        onSubmit={(event) => {
          event.preventDefault();
          for (const [k, v] of Object.entries(filters)) model.table.setFilter(k, v);
          void model.table.search();
        }}
      >
        {items.map((item) => {
          const label =
            item.label ?? state.columns.find((c) => c.dataIndex === item.field)?.title ?? item.field;
          const names = item.mode === 'range' ? [`${item.field}_begin`, `${item.field}_end`] : [item.field];
          return names.map((name, i) => (
            <Input
              key={name}
              aria-label={names.length > 1 ? `${label}${i ? '结束' : '开始'}` : label}
              placeholder={names.length > 1 ? `${label}${i ? '结束' : '开始'}` : label}
              className="w-40"
              value={filters[name] ?? ''}
              onChange={(e) => setFilters({ ...filters, [name]: e.target.value })}
            />
          ));
        })}
        <Button type="submit" variant="primary">
          查询
        </Button>
        {state.queryItems.some((i) => i.hidden === '1') && (
          <Button variant="text" onClick={() => setExpanded(!expanded)}>
            {expanded ? '收起' : '展开'}
          </Button>
        )}
      </form>
      <PickerTable
        model={model.table}
        columns={state.columns.map((c) => ({ key: c.dataIndex, title: c.title }))}
        render={(column, value) => dictText(column.key, value)}
        label={state.title}
      />
    </Dialog>
  );
}
