import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { createPermissionModel } from './permission-model.js';
import type { UserPermissions } from './permission-types.js';
import { HasPermission, PermissionProvider, useEditableTableButtons } from './permission-context.js';

afterEach(cleanup);

async function renderWith(answer: UserPermissions, ui: React.ReactNode) {
  const permissions = createPermissionModel({ fetch: async () => answer });
  await permissions.load();
  render(<PermissionProvider model={permissions}>{ui}</PermissionProvider>);
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

function TableButtons({ authPre }: { authPre?: string }) {
  const buttons = useEditableTableButtons(authPre);
  return (
    <>
      {buttons.add && <button type="button">新增</button>}
      {buttons.batchDelete && <button type="button">批量删除</button>}
    </>
  );
}

describe('editable table authPre exclusions (widgets-spec 6)', () => {
  const answer: UserPermissions = {
    menu: [],
    auth: [{ action: 'demo:med:add', type: '1', status: '1' }],
    allAuth: [
      { action: 'demo:med:add', type: '1', status: '1' },
      { action: 'demo:med:batch_delete', type: '1', status: '1' },
      { action: 'demo:other:add', type: '1', status: '1' },
    ],
  };
  it('hides 批量删除 when batch_delete under the prefix is defined and not granted; keeps granted 新增', async () => {
    await renderWith(answer, <TableButtons authPre="demo:med" />);
    expect(screen.getByRole('button', { name: '新增' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: '批量删除' })).toBeNull();
  });
  it('hides 新增 under a prefix whose add is withheld, and keeps both without a prefix', async () => {
    await renderWith(answer, <TableButtons authPre="demo:other:" />);
    expect(screen.queryByRole('button', { name: '新增' })).toBeNull();
    expect(screen.getByRole('button', { name: '批量删除' })).toBeTruthy();
    cleanup();
    await renderWith(answer, <TableButtons />);
    expect(screen.getAllByRole('button')).toHaveLength(2);
  });
  it('keeps a button whose code is defined with status 0 (the rule is off)', async () => {
    await renderWith(
      { menu: [], auth: [], allAuth: [{ action: 'demo:med:add', type: '1', status: '0' }] },
      <TableButtons authPre="demo:med" />,
    );
    expect(screen.getByRole('button', { name: '新增' })).toBeTruthy();
  });
});
