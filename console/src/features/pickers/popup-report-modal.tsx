// Popup report picker (width 1200): the report's columns, its query items (collapsed ones behind 展开), then the data.
import { useEffect, useMemo, useState, type ReactNode } from 'react';
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
import { Select } from '../../ui/select';
import { toast } from '../../ui/toast';
import { PickerTable } from './picker-table';

export interface PopupReportModalProps extends PopupConfig {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  multiple?: boolean;
  param?: Record<string, string>;
  /** The field the picker fills and its stored value: the value's rows open ticked. */
  field?: string;
  value?: string;
  onPick: (pick: { values: Record<string, string>; rows: Row[] }) => void;
}

export function PopupReportModal({
  open,
  onOpenChange,
  multiple = false,
  param,
  field,
  value,
  onPick,
  ...config
}: PopupReportModalProps) {
  const { client } = useClinic();
  const [model] = useState(() =>
    createPopupReportModel(reportTransport(client), {
      ...config,
      multiple,
      ...(param ? { param } : {}),
      ...(field ? { field } : {}),
    }),
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
    void model.open(value).then((ok) => !ok && onOpenChange(false));
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
        className="mb-3 flex flex-wrap items-center gap-x-4 gap-y-2"
        onSubmit={(event) => {
          event.preventDefault();
          void model.search(filters);
        }}
      >
        {items.map((item) => {
          const label =
            item.label ?? state.columns.find((c) => c.dataIndex === item.field)?.title ?? item.field;
          const options = item.dictCode ? state.dictOptions[item.dictCode] : undefined;
          if (options && item.mode === 'single')
            return (
              <QueryItem key={item.field} label={label}>
                <Select
                  aria-label={label}
                  placeholder={`请选择${label}`}
                  clearable
                  value={filters[item.field] ?? ''}
                  options={options.map((o) => ({ value: o.value, label: o.text }))}
                  onChange={(v) => setFilters({ ...filters, [item.field]: v })}
                />
              </QueryItem>
            );
          const names = item.mode === 'range' ? [`${item.field}_begin`, `${item.field}_end`] : [item.field];
          return names.map((name, i) => (
            <QueryItem key={name} label={names.length > 1 ? `${label}${i ? '结束' : '开始'}` : label}>
              <Input
                aria-label={names.length > 1 ? `${label}${i ? '结束' : '开始'}` : label}
                placeholder={`请输入${label}`}
                value={filters[name] ?? ''}
                onChange={(e) => setFilters({ ...filters, [name]: e.target.value })}
              />
            </QueryItem>
          ));
        })}
        <Button type="submit" variant="primary">
          查询
        </Button>
        <Button
          onClick={() => {
            setFilters({});
            void model.table.reset();
          }}
        >
          重置
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

/** One query item: its name before a box of a fixed width, so the items line up in a row. */
function QueryItem({ label, children }: { label: string; children: ReactNode }) {
  return (
    <span className="flex items-center gap-2 text-sm text-slate-700">
      <span className="whitespace-nowrap">{label}：</span>
      <span className="block w-44">{children}</span>
    </span>
  );
}
