import { describe, expect, it } from 'vitest';
import { projectRoleName, projectRoleOptions } from './project-roles.js';

describe('project roles', () => {
  it('names every role of the member declaration, 数据管理员 included, and never shows a code', () => {
    expect(projectRoleOptions()).toEqual([
      { value: 'admin', label: '项目负责人' },
      { value: 'researcher', label: '研究员' },
      { value: 'doctor', label: '研究医生' },
      { value: 'dataManager', label: '数据管理员' },
    ]);
    expect(projectRoleName('dataManager')).toBe('数据管理员');
    expect(projectRoleName('monitor')).toBe('项目成员');
    expect(projectRoleName(undefined)).toBe('项目成员');
  });
});
