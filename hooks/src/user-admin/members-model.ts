// 角色用户 and 部门用户: the users holding a role (or in a department) of the tenant, a page at a time with a name
// search, and adding (from the user picker) or removing members; the server's refusal is the message.
import type { ClinicClient } from '@clinic/sdk';
import { createObservableStore, type Notice } from '../core/observable-store.js';
import { userMessageOf } from '../core/user-message.js';
import { busyWrite } from '../core/busy-write.js';

export const ROLE_USERS_PERMISSION = 'system:role:users';
export const DEPART_USERS_PERMISSION = 'system:depart:users';

export interface MemberRow {
  id: string;
  username: string;
  realname: string;
  phone?: string | null;
  status?: number | null;
  status_dictText?: string | null;
  departIds_dictText?: string | null;
}

export interface MembersTransport {
  list(query: { pageNo: number; pageSize: number; realname: string }): Promise<{
    records: MemberRow[];
    total: number;
  }>;
  add(userIds: string[]): Promise<void>;
  remove(userIds: string[]): Promise<void>;
}

/** Members of a role or a department: the user list filtered by roleId / departId, and the tag's add / remove. */
export function membersTransportOf(
  client: Pick<ClinicClient, 'call'>,
  of: { kind: 'role' | 'depart'; id: string },
): MembersTransport {
  const filter = of.kind === 'role' ? { roleId: of.id } : { departId: of.id };
  return {
    async list({ pageNo, pageSize, realname }) {
      const page = (await client.call('userList', {
        query: { pageNo, pageSize, ...filter, ...(realname ? { realname: `*${realname}*` } : {}) } as never,
      })) as { records: MemberRow[]; total: number };
      return { records: page.records, total: page.total };
    },
    async add(userIds) {
      if (of.kind === 'role') await client.call('addRoleUsers', { body: { roleId: of.id, userIds } });
      else await client.call('addDepartUsers', { body: { departId: of.id, userIds } });
    },
    async remove(userIds) {
      if (of.kind === 'role') await client.call('removeRoleUsers', { body: { roleId: of.id, userIds } });
      else await client.call('removeDepartUsers', { body: { departId: of.id, userIds } });
    },
  };
}

export interface MembersSnapshot {
  loading: boolean;
  busy: boolean;
  error: string | null;
  records: readonly MemberRow[];
  total: number;
  pageNo: number;
  pageSize: number;
  realname: string;
}

export interface MembersModel {
  subscribe(listener: () => void): () => void;
  getSnapshot(): MembersSnapshot;
  onNotice(listener: (notice: Notice) => void): () => void;
  load(pageNo?: number): Promise<void>;
  search(realname: string): Promise<void>;
  add(userIds: string[]): Promise<boolean>;
  remove(userIds: string[]): Promise<boolean>;
}

export function createMembersModel(options: {
  transport: MembersTransport;
  pageSize?: number;
  onChanged?: () => void;
}): MembersModel {
  const store = createObservableStore<MembersSnapshot>({
    loading: false,
    busy: false,
    error: null,
    records: [],
    total: 0,
    pageNo: 1,
    pageSize: options.pageSize ?? 10,
    realname: '',
  });
  let seq = 0;
  async function load(pageNo = store.getSnapshot().pageNo) {
    const mine = ++seq;
    const { pageSize, realname } = store.getSnapshot();
    store.update({ loading: true, error: null, pageNo });
    try {
      const page = await options.transport.list({ pageNo, pageSize, realname });
      if (mine === seq) store.update({ loading: false, records: page.records, total: page.total });
    } catch (error) {
      if (mine === seq) store.update({ loading: false, error: userMessageOf(error, '用户加载失败') });
    }
  }
  const change = (work: () => Promise<void>, done: string, failed: string) =>
    busyWrite(store, work, { done, failed }, () => {
      options.onChanged?.();
      return load();
    });
  return {
    subscribe: store.subscribe,
    getSnapshot: store.getSnapshot,
    onNotice: store.onNotice,
    load,
    async search(realname) {
      store.update({ realname: realname.trim() });
      await load(1);
    },
    add: (ids) =>
      ids.length === 0
        ? Promise.resolve(false)
        : change(() => options.transport.add(ids), '添加成功', '添加失败'),
    remove: (ids) => change(() => options.transport.remove(ids), '移除成功', '移除失败'),
  };
}
