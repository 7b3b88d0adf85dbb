// React binding of the user administration model over the SDK client.
import { useMemo, useRef } from 'react';
import type { ClinicClient } from '@clinic/sdk';
import { useModelState } from '../core/use-model-state.js';
import {
  createUserAdminModel,
  userAdminTransportOf,
  type UserAdminModel,
  type UserAdminSnapshot,
} from './user-admin-model.js';

export function useUserAdmin(
  client: Pick<ClinicClient, 'call'>,
  onChanged?: () => void,
): { model: UserAdminModel; state: UserAdminSnapshot } {
  const changed = useRef(onChanged);
  changed.current = onChanged;
  const model = useMemo(
    () =>
      createUserAdminModel({
        transport: userAdminTransportOf(client),
        onChanged: () => changed.current?.(),
      }),
    [client],
  );
  return { model, state: useModelState(model) };
}
