// The names a picker field shows for its stored values: the labels known up front plus those of rows picked since.
import { useCallback, useState } from 'react';

export interface PickedLabels {
  /** The stored values, split from the comma-joined field value. */
  values: string[];
  /** What the trigger shows: each value's name, the value itself while its name is unknown. */
  text: string;
  has(value: string): boolean;
  remember(pairs: ReadonlyArray<readonly [string, string]>): void;
}

export function usePickedLabels(value: string, labels?: Readonly<Record<string, string>>): PickedLabels {
  const [names, setNames] = useState<Record<string, string>>(() => ({ ...labels }));
  const remember = useCallback(
    (pairs: ReadonlyArray<readonly [string, string]>) =>
      setNames((prev) => ({ ...prev, ...Object.fromEntries(pairs) })),
    [],
  );
  const values = value ? value.split(',') : [];
  return {
    values,
    text: values.map((v) => names[v] ?? v).join(','),
    has: (v) => v in names,
    remember,
  };
}
