// A list page's rows are the contract's records (issue 14 item 2): ListRowOf reads them from the SDK's typed list
// method, and the model, its transport and its snapshot carry that type (checked by the hooks typecheck).
import { describe, expectTypeOf, it } from 'vitest';
import type { ClinicClient } from '@clinic/sdk';
import type { components } from '@clinic/sdk/types';
import { createMemoryRouterAdapter } from '../router/index.js';
import { createListModel } from './list-model.js';
import type { ListRowOf, ListTransport } from './list-types.js';
import { createSdkListTransport } from './sdk-list-transport.js';

type Patient = components['schemas']['Patient'];
type User = components['schemas']['User'];

describe('ListRowOf', () => {
  it("is the record of the contract's list answer", () => {
    expectTypeOf<ListRowOf<ClinicClient['patient']['patientList']>>().toEqualTypeOf<Patient>();
    expectTypeOf<ListRowOf<ClinicClient['user']['userList']>>().toEqualTypeOf<User>();
    // An operation that answers no page has no row.
    expectTypeOf<ListRowOf<ClinicClient['dict']['getDictItems']>>().toBeNever();
  });

  it('types the model built on the SDK transport, down to its rows', () => {
    const client = {} as ClinicClient;
    const model = createListModel<ListRowOf<ClinicClient['patient']['patientList']>>({
      urls: { list: '/chronic/patient/list' },
      transport: createSdkListTransport(client),
      router: createMemoryRouterAdapter('/chronic/patient/list'),
      columns: ['name', 'sex'],
    });
    expectTypeOf(model.getSnapshot().dataSource).toEqualTypeOf<Patient[]>();
    expectTypeOf(createSdkListTransport<Patient>(client)).toEqualTypeOf<ListTransport<Patient>>();
  });
});
