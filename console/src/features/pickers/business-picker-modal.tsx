// Business component picker (width 900, page size 5 of 5/10/20/30, cells cut at 12): any list URL with its columns.
import { useMemo } from 'react';
import { BUSINESS_PICKER, businessPickerLoader, type PickerColumn } from '@clinic/hooks';
import { useClinic } from '../../app/clinic-context';
import { ListPickerModal } from './list-picker-modal';
import type { NamedPickerProps } from './role-picker-modal';

export interface BusinessPickerModalProps extends NamedPickerProps {
  title: string;
  listUrl: string;
  columns: readonly PickerColumn[];
  /** Row field stored as the value (default id). */
  valueKey?: string;
  searchField: string;
  searchLabel: string;
  ellipsisLength?: number;
}

export function BusinessPickerModal({
  listUrl,
  columns,
  valueKey = BUSINESS_PICKER.rowKey,
  ellipsisLength = BUSINESS_PICKER.ellipsisLength,
  ...rest
}: BusinessPickerModalProps) {
  const { client } = useClinic();
  const load = useMemo(() => businessPickerLoader(client, listUrl), [client, listUrl]);
  const config = useMemo(
    () => ({
      width: BUSINESS_PICKER.width,
      columns,
      pageSize: BUSINESS_PICKER.pageSize,
      pageSizeOptions: BUSINESS_PICKER.pageSizeOptions,
      rowKey: valueKey,
      returnField: valueKey,
    }),
    [columns, valueKey],
  );
  return <ListPickerModal {...rest} config={config} load={load} ellipsisLength={ellipsisLength} />;
}
