import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { createPermissionModel, type UserPermissions } from '@clinic/hooks';
import { ShellProvider } from '../../app/shell-context';
import type { ShellServices } from '../../app/shell-services';
import { HasPermission } from './has-permission';

afterEach(cleanup);

async function renderWith(answer: UserPermissions, ui: React.ReactNode) {
  const permissions = createPermissionModel({ fetch: async () => answer });
  await permissions.load();
  render(<ShellProvider services={{ permissions } as unknown as ShellServices}>{ui}</ShellProvider>);
}

const granted: UserPermissions = {
  menu: [],
  auth: [{ action: 'system:user:add,system:user:edit', type: '1', status: '1' }],
  allAuth: [
    { action: 'system:user:add', type: '1', status: '1' },
    { action: 'system:user:delete', type: '1', status: '1' },
    { action: 'system:user:export', type: '1', status: '0' },
  ],
};

describe('<HasPermission> (shell-spec 6)', () => {
  it('renders the element only when the user holds the action', async () => {
    await renderWith(
      granted,
      <>
        <HasPermission action="system:user:add">
          <button type="button">新增</button>
        </HasPermission>
        <HasPermission action="system:user:delete">
          <button type="button">删除</button>
        </HasPermission>
      </>,
    );
    expect(screen.getByRole('button', { name: '新增' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: '删除' })).toBeNull();
  });

  it('keeps an element whose action is defined with status 0, and the else rule hides held actions', async () => {
    await renderWith(
      granted,
      <>
        <HasPermission action="system:user:export">
          <button type="button">导出</button>
        </HasPermission>
        <HasPermission action="system:user:edit" rule="else">
          <span>只读</span>
        </HasPermission>
        <HasPermission action="system:user:delete" rule="else">
          <span>无删除权限</span>
        </HasPermission>
      </>,
    );
    expect(screen.getByRole('button', { name: '导出' })).toBeTruthy();
    expect(screen.queryByText('只读')).toBeNull();
    expect(screen.getByText('无删除权限')).toBeTruthy();
  });
});
