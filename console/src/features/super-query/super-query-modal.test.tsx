import '@testing-library/jest-dom/vitest';
import { afterEach, describe, expect, it } from 'vitest';
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useSuperQuery, type KeyValueStorage, type Notice, type SuperQueryValue } from '@clinic/hooks';
import type { ClinicClient } from '@clinic/sdk';
import { ClinicProvider, type ClinicServices } from '../../app/clinic-context';
import { chooseOption } from '../../ui/choose-option';
import { SuperQueryModal } from './super-query-modal';

afterEach(cleanup);

const fields = [
  { value: 'name', text: '姓名', type: 'string' },
  {
    value: 'sex',
    text: '性别',
    options: [
      { value: '1', text: '男' },
      { value: '2', text: '女' },
    ],
  },
  { value: 'birthday', text: '出生日期', type: 'date' },
  { value: 'doctorId', text: '责任医生', type: 'sel_user' },
];

function memoryStorage(): KeyValueStorage {
  const data = new Map<string, string>();
  return { getItem: (key) => data.get(key) ?? null, setItem: (key, value) => void data.set(key, value) };
}

function Harness({ notices, emitted }: { notices: Notice[]; emitted: (SuperQueryValue | null)[] }) {
  const query = useSuperQuery({
    fields,
    saveCode: '/test/list',
    storage: memoryStorage(),
    onNotice: (notice) => notices.push(notice),
    onChange: (value) => emitted.push(value),
  });
  return (
    <>
      <button type="button" onClick={() => query.model.open()}>
        打开
      </button>
      <span data-testid="active">{String(query.active)}</span>
      <SuperQueryModal query={query} />
    </>
  );
}

function renderModal() {
  const notices: Notice[] = [];
  const emitted: (SuperQueryValue | null)[] = [];
  // Only fixed options and plain editors are used here: no dictionary call reaches the client.
  const client = { getToken: () => 't', call: () => Promise.reject(new Error('no calls expected')) };
  const services = {
    client: client as unknown as ClinicClient,
    appCode: 'PSC-TB-WEB',
    webAlias: '',
  } as ClinicServices;
  render(
    <ClinicProvider services={services}>
      <QueryClientProvider client={new QueryClient()}>
        <Harness notices={notices} emitted={emitted} />
      </QueryClientProvider>
    </ClinicProvider>,
  );
  fireEvent.click(screen.getByRole('button', { name: '打开' }));
  return { notices, emitted, dialog: screen.getByRole('dialog', { name: '高级查询构造器' }) };
}

describe('SuperQueryModal', () => {
  it('opens with one fresh eq row and refuses an empty query', () => {
    const { notices, emitted, dialog } = renderModal();
    const rows = within(dialog).getAllByRole('listitem');
    expect(rows).toHaveLength(1);
    expect(within(rows[0]!).getByLabelText('匹配规则')).toHaveTextContent('等于');
    fireEvent.click(within(dialog).getByRole('button', { name: '查询' }));
    expect(notices).toContainEqual({ level: 'warning', text: '不能查询空条件' });
    expect(emitted).toEqual([]);
  });

  it('builds an OR query from an option field and a date and emits it encoded', async () => {
    const { emitted, dialog } = renderModal();
    const first = within(dialog).getByRole('listitem', { name: '条件 1' });
    await chooseOption(within(first).getByLabelText('选择查询字段'), '性别');
    await chooseOption(within(first).getByLabelText('请输入值'), '女');
    fireEvent.click(within(first).getByRole('button', { name: '新增条件' }));
    const second = within(dialog).getByRole('listitem', { name: '条件 2' });
    await chooseOption(within(second).getByLabelText('选择查询字段'), '出生日期');
    // The date picker: typed or picked, always YYYY-MM-DD whatever the browser's locale.
    expect(within(second).getByLabelText('请输入值')).toHaveAttribute('placeholder', 'YYYY-MM-DD');
    await chooseOption(within(second).getByLabelText('匹配规则'), '大于等于');
    fireEvent.change(within(second).getByLabelText('请输入值'), { target: { value: '1990-1-1' } });
    fireEvent.blur(within(second).getByLabelText('请输入值'));
    await chooseOption(within(dialog).getByLabelText('过滤条件匹配：'), 'OR（条件中的任意一个匹配）');
    fireEvent.click(within(dialog).getByRole('button', { name: '查询' }));

    expect(emitted).toHaveLength(1);
    expect(emitted[0]!.superQueryMatchType).toBe('or');
    expect(JSON.parse(decodeURIComponent(emitted[0]!.superQueryParams))).toEqual([
      { field: 'sex', rule: 'eq', val: '2' },
      { field: 'birthday', rule: 'ge', val: '1990-01-01', type: 'date' },
    ]);
    expect(screen.getByTestId('active')).toHaveTextContent('true');
    expect(screen.queryByRole('dialog', { name: '高级查询构造器' })).toBeNull();
  });

  it('shows the empty state once the last row is removed, and adds a row from it', () => {
    const { dialog } = renderModal();
    fireEvent.click(within(dialog).getByRole('button', { name: '删除条件' }));
    expect(dialog).toHaveTextContent('没有任何查询条件，点击新增');
    fireEvent.click(within(dialog).getByRole('button', { name: '点击新增' }));
    expect(within(dialog).getAllByRole('listitem')).toHaveLength(1);
  });

  it('edits the in rule of an option field as a list, joined by commas on emit', async () => {
    const { emitted, dialog } = renderModal();
    const first = within(dialog).getByRole('listitem', { name: '条件 1' });
    await chooseOption(within(first).getByLabelText('选择查询字段'), '性别');
    await chooseOption(within(first).getByLabelText('匹配规则'), '在...中');
    const trigger = within(first).getByRole('button', { name: '请输入值' });
    await act(async () => fireEvent.click(trigger));
    await act(async () => fireEvent.click(await screen.findByRole('checkbox', { name: '男' })));
    await act(async () => fireEvent.click(screen.getByRole('checkbox', { name: '女' })));
    expect(trigger).toHaveTextContent('男，女');
    fireEvent.click(within(dialog).getByRole('button', { name: '查询' }));
    expect(JSON.parse(decodeURIComponent(emitted[0]!.superQueryParams))).toEqual([
      { field: 'sex', rule: 'in', val: '1,2' },
    ]);
  });

  it('gives a user field the user picker instead of a free-text input', async () => {
    const { dialog } = renderModal();
    const first = within(dialog).getByRole('listitem', { name: '条件 1' });
    await chooseOption(within(first).getByLabelText('选择查询字段'), '责任医生');
    expect(within(first).queryByText(/接入前请直接输入值/)).toBeNull();
    expect(within(first).getByRole('button', { name: /选择/ })).toBeInTheDocument();
  });

  it('refuses to save empty conditions and an empty name, then saves and lists the query', async () => {
    const { notices, dialog } = renderModal();
    fireEvent.click(within(dialog).getByRole('button', { name: /保存查询/ }));
    expect(notices).toContainEqual({ level: 'warning', text: '空条件不能保存' });

    const first = within(dialog).getByRole('listitem', { name: '条件 1' });
    await chooseOption(within(first).getByLabelText('选择查询字段'), '姓名');
    fireEvent.change(within(first).getByLabelText('请输入值'), { target: { value: '张' } });
    fireEvent.click(within(dialog).getByRole('button', { name: /保存查询/ }));
    const prompt = screen.getByRole('dialog', { name: '请输入保存的名称' });
    await act(async () => fireEvent.click(within(prompt).getByRole('button', { name: '确定' })));
    expect(notices).toContainEqual({ level: 'warning', text: '保存名称不能为空' });

    fireEvent.change(within(prompt).getByLabelText('保存名称'), { target: { value: '姓张的' } });
    await act(async () => fireEvent.click(within(prompt).getByRole('button', { name: '确定' })));
    expect(notices).toContainEqual({ level: 'success', text: '保存成功' });
    expect(within(dialog).getByRole('button', { name: '姓张的' })).toBeInTheDocument();
  });
});
