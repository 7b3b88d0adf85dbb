import { describe, expect, it } from 'vitest';
import type { ProjectMenuEntry } from '@clinic/hooks';
import { leafMenus } from './project-header-menu';

const entry = (path: string, extra: Partial<ProjectMenuEntry> = {}): ProjectMenuEntry =>
  ({ path, name: path, projectId: 'p1', ...extra }) as ProjectMenuEntry;

describe('leafMenus', () => {
  it('shows the pages of a group instead of the group, and skips hidden entries', () => {
    const menus = [
      entry('/medicalRecords', {
        children: [entry('/medicalRecords/list'), entry('/medicalRecords/groupSetting', { hidden: true })],
      }),
      entry('/task'),
      entry('/secret', { hidden: true }),
    ];
    expect(leafMenus(menus).map((m) => m.path)).toEqual(['/medicalRecords/list', '/task']);
  });
});
