// React view of the coloured references (a patient's 标签): the options of one reference, read once per page.
import { useEffect, useState } from 'react';
import type { RefTarget } from '@clinic/sdk/resources';
import type { FormFieldOption } from '../form/form-schema.js';
import { refTagOptions, type RefTagClient } from './ref-tags.js';

/** The options of a coloured reference for a React view; empty until read. */
export function useRefTagOptions(
  client: RefTagClient,
  target: RefTarget | undefined,
): readonly FormFieldOption[] {
  const [options, setOptions] = useState<readonly FormFieldOption[]>([]);
  useEffect(() => {
    if (!target) return;
    let live = true;
    void refTagOptions(client, target).then((found) => {
      if (live) setOptions(found);
    });
    return () => {
      live = false;
    };
  }, [client, target]);
  return options;
}
