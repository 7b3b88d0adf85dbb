import { describe, expect, it } from 'vitest';
import { permissionOf, resources, type ResourceDef } from '@clinic/sdk/resources';
import { roleHoldsButton } from './role-grants.js';

describe('the demo roles that are project members', () => {
  // The seed makes the doctor and the researcher members of every demo project: each page of the project's menu
  // (受试者管理, 项目设置, 任务) must read for them, as the resources say members read them.
  it('read the project, its subjects, tasks and settings (groups, visit plan, members)', () => {
    const read = ['project', 'subject', 'task', 'projectGroup', 'projectVisit', 'projectMember'] as const;
    for (const role of ['doctor', 'researcher'] as const)
      for (const name of read)
        expect(
          roleHoldsButton(role, permissionOf(resources[name] as ResourceDef, 'list')),
          `${role} ${name}`,
        ).toBe(true);
  });

  it('the doctor writes none of the settings', () => {
    for (const name of ['projectGroup', 'projectVisit', 'projectMember'] as const)
      for (const op of ['add', 'edit', 'delete'] as const)
        expect(roleHoldsButton('doctor', permissionOf(resources[name] as ResourceDef, op))).toBe(false);
  });
});
