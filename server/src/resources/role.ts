// The role resource (/sys/role): role picker and role admin; fields from its declaration.
import { resources } from '@clinic/sdk/resources';
import { serverResource } from './engine/from-declaration.js';

// The identity table predates the standard system columns.
export const roleResource = serverResource(resources.role, {
  absentColumns: ['createBy', 'updateBy', 'updateTime'],
});
