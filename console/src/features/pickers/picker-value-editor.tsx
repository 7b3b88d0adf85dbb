// Advanced-query value editors backed by the pickers (popup, user, depart, area): the super query's editor switch
// delegates its `popup`, `user`, `depart` and `area` cases here.
import { checkPopupConfig, type RowValue, type SuperQueryRow } from '@clinic/hooks';
import { Input } from '../../ui/input';
import { AreaLinkage } from '../area/area-linkage';
import { DepartSelectField } from './depart-select-field';
import { PopupField } from './popup-field';
import { UserSelectField } from './user-select-field';

export type PickerEditorKind = 'popup' | 'user' | 'depart' | 'area';

export interface PickerValueEditorProps {
  kind: PickerEditorKind;
  row: SuperQueryRow;
  onChange: (value: RowValue | undefined) => void;
  label: string;
}

export function PickerValueEditor({ kind, row, onChange, label }: PickerValueEditorProps) {
  const text = Array.isArray(row.val) ? row.val.join(',') : (row.val ?? '');
  const set = (value: string) => onChange(value === '' ? undefined : value);
  switch (kind) {
    case 'user':
      return (
        <UserSelectField
          label={label}
          value={text}
          onChange={set}
          multiple
          customReturnField={row.customReturnField === 'id' ? 'id' : 'username'}
        />
      );
    case 'depart':
      return (
        <DepartSelectField
          label={label}
          value={text}
          onChange={set}
          multiple
          {...(row.customReturnField ? { customReturnField: row.customReturnField } : {})}
        />
      );
    case 'area':
      return <AreaLinkage key={row.field} label={label} value={text} onChange={set} />;
    case 'popup': {
      const popup = row.popup ?? {};
      const config = {
        code: String(popup.code ?? ''),
        orgFields: String(popup.orgFields ?? ''),
        destFields: String(popup.destFields ?? ''),
      };
      // Without a usable configuration the value is typed in, rather than a picker that cannot open.
      if (!checkPopupConfig(config).ok) {
        return (
          <Input
            aria-label={label}
            value={text}
            placeholder="请输入值"
            onChange={(e) => set(e.target.value)}
          />
        );
      }
      // The query row's own field is the first destination; the others have no place in a query row.
      const dest = config.destFields.split(',')[0]!.trim();
      return (
        <PopupField
          label={label}
          value={text}
          popup={config}
          multiple
          onPick={(values) => set(values[dest] ?? '')}
          onClear={() => onChange(undefined)}
        />
      );
    }
  }
}
