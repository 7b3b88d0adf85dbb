// The demo page's second card: role, position and business pickers, the tree select and the department tree table.
import { useState } from 'react';
import { Button } from '../../ui/button';
import { DictTreeSelect } from '../dict/dict-tree-select';
import { BusinessPickerModal } from '../pickers/business-picker-modal';
import { PositionPickerModal } from '../pickers/position-picker-modal';
import { RolePickerModal } from '../pickers/role-picker-modal';

const DISEASE_TREE = {
  kind: 'dict',
  source: {
    tableName: 'sys_tree_dict',
    text: 'name',
    code: 'id',
    pidField: 'pid',
    hasChildField: 'has_child',
  },
} as const;
const PATIENT_COLUMNS = [
  { key: 'name', title: '姓名' },
  { key: 'phone', title: '手机号' },
  { key: 'address', title: '住址' },
];

export function OtherPickersDemo() {
  const [open, setOpen] = useState<'role' | 'position' | 'business' | null>(null);
  const [picked, setPicked] = useState<Record<string, string>>({});
  const [disease, setDisease] = useState('');
  const close = (next: boolean) => !next && setOpen(null);
  const keep = (name: string) => (pick: { values: string[] }) =>
    setPicked((prev) => ({ ...prev, [name]: pick.values.join(',') }));
  return (
    <div className="space-y-3">
      <div className="flex flex-wrap items-center gap-3">
        <Button onClick={() => setOpen('role')}>选择角色</Button>
        <code data-testid="picked-role">{picked.role ?? ''}</code>
        <Button onClick={() => setOpen('position')}>选择职务</Button>
        <code data-testid="picked-position">{picked.position ?? ''}</code>
        <Button onClick={() => setOpen('business')}>选择患者</Button>
        <code data-testid="picked-business">{picked.business ?? ''}</code>
      </div>
      <div className="max-w-sm">
        <DictTreeSelect label="疾病树字典" source={DISEASE_TREE} value={disease} onChange={setDisease} />
      </div>
      <RolePickerModal open={open === 'role'} onOpenChange={close} multiple onPick={keep('role')} />
      <PositionPickerModal open={open === 'position'} onOpenChange={close} onPick={keep('position')} />
      <BusinessPickerModal
        open={open === 'business'}
        onOpenChange={close}
        title="选择患者"
        listUrl="/chronic/patient/list"
        columns={PATIENT_COLUMNS}
        searchField="name"
        searchLabel="姓名"
        multiple
        onPick={keep('business')}
      />
    </div>
  );
}
