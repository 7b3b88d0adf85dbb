// Area linkage: province, city and county selects over the server's data; stores the deepest code, shows the full path.
import { useEffect, useState } from 'react';
import { areaLoader, createAreaLinkageModel, useModelState, type AreaItem } from '@clinic/hooks';
import { useClinic } from '../../app/clinic-context';
import { Select } from '../../ui/select';

export interface AreaLinkageProps {
  value: string;
  onChange: (value: string) => void;
  label: string;
  invalid?: boolean;
  id?: string;
}

function Level({
  label,
  items,
  value,
  onChange,
  disabled,
  id,
}: {
  label: string;
  items: AreaItem[];
  value: string | null;
  onChange: (v: string | null) => void;
  disabled?: boolean;
  id?: string;
}) {
  return (
    <Select
      id={id}
      aria-label={label}
      className="flex-1"
      disabled={disabled}
      value={value ?? ''}
      onChange={(v) => onChange(v || null)}
      options={items.map((item) => ({ value: item.id, label: item.text }))}
      placeholder={`请选择${label}`}
      clearable
    />
  );
}

export function AreaLinkage({ value, onChange, label, invalid, id }: AreaLinkageProps) {
  const { client } = useClinic();
  const [model] = useState(() => createAreaLinkageModel(areaLoader(client)));
  const state = useModelState(model);
  useEffect(() => {
    void model.init(value);
    // The stored code is read when the control mounts; later changes come from the control itself.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [model]);
  const emit = () => onChange(model.getSnapshot().value ?? '');
  return (
    <div aria-invalid={invalid || undefined} role="group" aria-label={label}>
      <div className="flex gap-2">
        <Level
          id={id}
          label="省"
          items={state.provinces}
          value={state.province}
          onChange={(v) => void model.selectProvince(v).then(emit)}
        />
        <Level
          label="市"
          items={state.cities}
          value={state.city}
          disabled={!state.province}
          onChange={(v) => void model.selectCity(v).then(emit)}
        />
        <Level
          label="区县"
          items={state.counties}
          value={state.county}
          disabled={!state.city}
          onChange={(v) => {
            model.selectCounty(v);
            emit();
          }}
        />
      </div>
      <p className="mt-1 text-xs text-slate-500" data-testid="area-path">
        {state.path}
      </p>
      {state.error && <p className="text-xs text-red-600">{state.error}</p>}
    </div>
  );
}
