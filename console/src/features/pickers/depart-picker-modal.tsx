// Department tree picker (width 500): lazy tree; returns node keys or a customReturnField (e.g. orgCode) plus titles.
import { useEffect, useState } from 'react';
import { createLazyTreeModel, departTreeLoader } from '@clinic/hooks';
import { useClinic } from '../../app/clinic-context';
import { Dialog } from '../../ui/dialog';
import { PickerFooter } from './picker-footer';
import { TreeView } from '../../ui/tree-view';

export interface DepartPickerModalProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  multiple?: boolean;
  customReturnField?: string;
  value?: readonly string[];
  onPick: (pick: { values: string[]; titles: string[] }) => void;
}

export function DepartPickerModal({
  open,
  onOpenChange,
  multiple = false,
  customReturnField,
  value = [],
  onPick,
}: DepartPickerModalProps) {
  const { client } = useClinic();
  const [tree] = useState(() => createLazyTreeModel(departTreeLoader(client), { multiple }));
  useEffect(() => {
    if (!open) return;
    tree.setChecked(customReturnField && customReturnField !== 'id' ? [] : value);
    void tree.loadRoots();
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [open]);
  const confirm = () => {
    const { checked, titles } = tree.getSnapshot();
    onPick({ values: tree.returnValues(customReturnField), titles: checked.map((k) => titles[k] ?? k) });
    onOpenChange(false);
  };
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title="选择部门"
      width={500}
      footer={<PickerFooter onCancel={() => onOpenChange(false)} onConfirm={confirm} />}
    >
      <TreeView model={tree} checkable={multiple} label="部门" maxHeight={420} />
    </Dialog>
  );
}
