// User picker (width 1250): departments on the left, sex/birthday/name filters, a paged user table; returns ids and usernames.
import { useEffect, useState } from 'react';
import {
  USER_PICKER,
  createLazyTreeModel,
  createTablePickerModel,
  departTreeLoader,
  pickedValues,
  userPickerLoader,
  userPickerScrollX,
  type Row,
} from '@clinic/hooks';
import { useClinic } from '../../app/clinic-context';
import { Button } from '../../ui/button';
import { Dialog } from '../../ui/dialog';
import { PickerFooter } from './picker-footer';
import { Input } from '../../ui/input';
import { toast } from '../../ui/toast';
import { DictSelect } from '../dict/dict-select';
import { PickerTable } from './picker-table';
import { TreeView } from '../../ui/tree-view';
import { DatePicker } from '../controls/date-picker';

export interface UserPick {
  ids: string[];
  usernames: string[];
  rows: Row[];
}

export interface UserPickerModalProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  multiple?: boolean;
  /** Usernames already stored, shown checked. */
  value?: readonly string[];
  onPick: (pick: UserPick) => void;
  width?: number;
}

export function UserPickerModal({
  open,
  onOpenChange,
  multiple = false,
  value = [],
  onPick,
  width = USER_PICKER.width,
}: UserPickerModalProps) {
  const { client } = useClinic();
  const [table] = useState(() =>
    createTablePickerModel({
      load: userPickerLoader(client),
      rowKey: 'username',
      pageSize: USER_PICKER.pageSize,
      pageSizeOptions: USER_PICKER.pageSizeOptions,
      ...(USER_PICKER.defaultSort ? { defaultSort: USER_PICKER.defaultSort } : {}),
      multiple,
    }),
  );
  const [tree] = useState(() => createLazyTreeModel(departTreeLoader(client)));
  const [filters, setFilters] = useState({ username: '', sex: '', birthday: '' });

  useEffect(() => {
    if (!open) return;
    void table.open(value);
    void tree.loadRoots();
    // Opening is the trigger; the stored value is read at that moment only.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [open]);
  useEffect(() => table.onNotice((n) => toast.warning(n.text)), [table]);

  const search = () => {
    for (const [name, v] of Object.entries(filters)) table.setFilter(name, v);
    void table.search();
  };
  const confirm = () => {
    const result = table.confirm();
    if (!result.ok) return;
    const picked = pickedValues(result.rows, 'username');
    onPick({ ids: picked.ids, usernames: picked.values, rows: result.rows });
    onOpenChange(false);
  };

  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title="选择用户"
      width={width}
      footer={<PickerFooter onCancel={() => onOpenChange(false)} onConfirm={confirm} />}
    >
      <div className="flex gap-4">
        <aside className="w-56 shrink-0 border-r border-slate-100 pr-2">
          <TreeView
            model={tree}
            label="部门"
            maxHeight={480}
            onPick={(item) => {
              const on = tree.getSnapshot().checked.includes(item.key);
              table.setFilter('departId', on ? item.key : '');
              void table.search();
            }}
          />
        </aside>
        <section className="min-w-0 flex-1">
          <form
            className="mb-3 grid grid-cols-[1fr_1fr_1fr_auto] items-end gap-2"
            onSubmit={(event) => {
              event.preventDefault();
              search();
            }}
          >
            <Input
              aria-label="账号或姓名"
              placeholder="账号或姓名"
              value={filters.username}
              onChange={(e) => setFilters({ ...filters, username: e.target.value })}
            />
            <DictSelect
              aria-label="性别"
              dictCode="sex"
              placeholder="性别"
              value={filters.sex}
              onChange={(sex) => setFilters({ ...filters, sex })}
            />
            <DatePicker
              aria-label="生日"
              value={filters.birthday}
              onChange={(birthday) => setFilters({ ...filters, birthday })}
            />
            <div className="flex gap-2">
              <Button type="submit" variant="primary">
                查询
              </Button>
              <Button
                onClick={() => {
                  setFilters({ username: '', sex: '', birthday: '' });
                  tree.setChecked([]);
                  void table.reset();
                }}
              >
                重置
              </Button>
            </div>
          </form>
          <PickerTable
            model={table}
            columns={USER_PICKER.columns}
            scrollX={userPickerScrollX(width)}
            label="用户列表"
          />
        </section>
      </div>
    </Dialog>
  );
}
