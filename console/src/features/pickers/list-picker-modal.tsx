// Role, position and business pickers: one search box over a paged table; returns the rows and their return field.
import { useEffect, useState } from 'react';
import {
  createTablePickerModel,
  ellipsis,
  pickedValues,
  type ListPickerConfig,
  type PickerLoader,
  type Row,
} from '@clinic/hooks';
import { Button } from '../../ui/button';
import { Dialog } from '../../ui/dialog';
import { PickerFooter } from './picker-footer';
import { Input } from '../../ui/input';
import { toast } from '../../ui/toast';
import { PickerTable } from './picker-table';

export interface ListPickerModalProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  config: ListPickerConfig;
  load: PickerLoader;
  /** Filter name the search box fills (e.g. name, roleName). */
  searchField: string;
  searchLabel: string;
  multiple?: boolean;
  value?: readonly string[];
  /** Cell text cut to this many characters (-1 keeps it whole). */
  ellipsisLength?: number;
  onPick: (pick: { values: string[]; ids: string[]; rows: Row[] }) => void;
}

export function ListPickerModal(props: ListPickerModalProps) {
  const {
    open,
    onOpenChange,
    title,
    config,
    load,
    searchField,
    searchLabel,
    multiple = false,
    value = [],
    ellipsisLength = -1,
    onPick,
  } = props;
  const [table] = useState(() =>
    createTablePickerModel({
      load,
      rowKey: config.returnField,
      pageSize: config.pageSize,
      pageSizeOptions: config.pageSizeOptions,
      ...(config.defaultSort ? { defaultSort: config.defaultSort } : {}),
      multiple,
    }),
  );
  const [keyword, setKeyword] = useState('');
  useEffect(() => {
    if (open) void table.open(value);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [open]);
  useEffect(() => table.onNotice((n) => toast.warning(n.text)), [table]);

  const confirm = () => {
    const result = table.confirm();
    if (!result.ok) return;
    const picked = pickedValues(result.rows, config.returnField);
    onPick({ values: picked.values, ids: picked.ids, rows: result.rows });
    onOpenChange(false);
  };
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={title}
      width={config.width}
      footer={<PickerFooter onCancel={() => onOpenChange(false)} onConfirm={confirm} />}
    >
      <form
        className="mb-3 flex gap-2"
        onSubmit={(event) => {
          event.preventDefault();
          table.setFilter(searchField, keyword);
          void table.search();
        }}
      >
        <Input
          aria-label={searchLabel}
          placeholder={searchLabel}
          value={keyword}
          onChange={(e) => setKeyword(e.target.value)}
          className="max-w-xs"
        />
        <Button type="submit" variant="primary">
          查询
        </Button>
      </form>
      <PickerTable
        model={table}
        columns={config.columns}
        label={title}
        render={(_column, cell) =>
          ellipsis(cell === null || cell === undefined ? '' : String(cell), ellipsisLength)
        }
      />
    </Dialog>
  );
}
