// 项目设置 of the current project: its 分组, 访视计划 (with each visit's CRF forms) and 项目成员, read for members and
// written by the project's 项目负责人; framework-free (useProjectSettings binds it to React).
import type { ClinicClient } from '@clinic/sdk';
import { labelTableOf, resources, type ResourceDef, tableDictCodeOf } from '@clinic/sdk/resources';
import { createObservableStore, type Notice } from '../core/observable-store.js';
import { userMessageOf } from '../core/user-message.js';

export type SettingsKind = 'group' | 'visit' | 'member';
export type SettingsRow = Record<string, unknown> & { id: string };
export interface SettingsOption {
  value: string;
  label: string;
}

export interface ProjectSettingsTransport {
  list(kind: SettingsKind, projectId: string): Promise<SettingsRow[]>;
  add(kind: SettingsKind, values: Record<string, unknown>): Promise<void>;
  edit(kind: SettingsKind, values: Record<string, unknown> & { id: string }): Promise<void>;
  remove(kind: SettingsKind, id: string): Promise<void>;
  /** Published 动态表单 of the tenant (a visit's CRF forms are chosen from them). */
  forms(): Promise<SettingsOption[]>;
  /** Users of the tenant by real name (a member is chosen from them). */
  users(): Promise<SettingsOption[]>;
}

const BASES: Record<SettingsKind, string> = {
  group: resources.projectGroup.base,
  visit: resources.projectVisit.base,
  member: resources.projectMember.base,
};

const MAX_ROWS = 1000;

/** `sys_user,realname,id`: where the labels of 项目成员's 成员 reference live. */
const MEMBER_DICT = (() => {
  const ref = resources.projectMember.fields.find((f) => f.name === 'userId')?.ref;
  const table = ref === undefined ? null : labelTableOf(ref, Object.values(resources) as ResourceDef[]);
  if (!table) throw new Error('projectMember.userId names no label table');
  return tableDictCodeOf(table);
})();

export function projectSettingsTransportOf(
  client: Pick<ClinicClient, 'resource' | 'call'>,
): ProjectSettingsTransport {
  const crud = (kind: SettingsKind) => client.resource<SettingsRow>(BASES[kind]);
  return {
    async list(kind, projectId) {
      const page = await crud(kind).list({ projectId, pageNo: 1, pageSize: MAX_ROWS });
      return (Array.isArray(page) ? page : page.records) ?? [];
    },
    async add(kind, values) {
      await crud(kind).add(values as Partial<SettingsRow>);
    },
    async edit(kind, values) {
      await crud(kind).edit(values as Partial<SettingsRow> & { id: string });
    },
    async remove(kind, id) {
      await crud(kind).delete(id);
    },
    async forms() {
      const page = await client.call('dynFormList', { query: { status: '1', pageNo: 1, pageSize: 500 } });
      return (page.records as { id: unknown; name: unknown }[]).map((f) => ({
        value: String(f.id),
        label: String(f.name),
      }));
    },
    async users() {
      // The member field's table dictionary, not the user list: whoever may add a member may read the names to
      // choose from (the server's table-dictionary rule), a 项目负责人 without the user-list permission included.
      const options = (await client.call('loadDict', {
        path: { dictCode: MEMBER_DICT },
        query: { keyword: '', pageSize: MAX_ROWS },
      })) as { value: unknown; text?: unknown; title?: unknown }[];
      return options.map((u) => ({ value: String(u.value), label: String(u.title || u.text || '') }));
    },
  };
}

export interface ProjectSettingsSnapshot {
  loading: boolean;
  /** The settings could not be read: the message to show in their place. */
  error: string | null;
  groups: SettingsRow[];
  visits: SettingsRow[];
  members: SettingsRow[];
  forms: SettingsOption[];
  users: SettingsOption[];
  busy: boolean;
}

export interface ProjectSettingsModel {
  subscribe(listener: () => void): () => void;
  getSnapshot(): ProjectSettingsSnapshot;
  onNotice(listener: (notice: Notice) => void): () => void;
  load(): Promise<void>;
  /** add without an id, edit with one; true when saved (the lists are read again). */
  save(kind: SettingsKind, values: Record<string, unknown>, id?: string): Promise<boolean>;
  remove(kind: SettingsKind, id: string): Promise<boolean>;
}

const SAVED: Record<SettingsKind, string> = {
  group: '分组已保存',
  visit: '访视已保存',
  member: '成员已保存',
};
const REMOVED: Record<SettingsKind, string> = {
  group: '分组已删除',
  visit: '访视已删除',
  member: '成员已移除',
};

export function createProjectSettingsModel({
  projectId,
  transport,
  /** Whether the user manages the project: forms and users (pickers) are only read for a manager. */
  manager,
}: {
  projectId: string;
  transport: ProjectSettingsTransport;
  manager: boolean;
}): ProjectSettingsModel {
  const store = createObservableStore<ProjectSettingsSnapshot>({
    loading: true,
    error: null,
    groups: [],
    visits: [],
    members: [],
    forms: [],
    users: [],
    busy: false,
  });

  async function readLists(): Promise<void> {
    const [groups, visits, members] = await Promise.all([
      transport.list('group', projectId),
      transport.list('visit', projectId),
      transport.list('member', projectId),
    ]);
    store.update({ groups, visits, members });
  }

  return {
    subscribe: store.subscribe,
    getSnapshot: store.getSnapshot,
    onNotice: store.onNotice,
    async load() {
      store.update({ loading: true, error: null });
      try {
        await readLists();
        if (manager) {
          // A picker that cannot be read leaves its select empty, not the page unusable.
          const [forms, users] = await Promise.all([
            transport.forms().catch(() => []),
            transport.users().catch(() => []),
          ]);
          store.update({ forms, users });
        }
        store.update({ loading: false });
      } catch (error) {
        store.update({ loading: false, error: userMessageOf(error, '项目设置加载失败') });
      }
    },
    async save(kind, values, id) {
      // A visit is filled with at least one CRF form (the server says the same).
      if (kind === 'visit' && !values.formIds) {
        store.notify('error', '请选择访视的 CRF 表单');
        return false;
      }
      store.update({ busy: true });
      try {
        if (id) await transport.edit(kind, { ...values, id });
        else await transport.add(kind, { ...values, projectId });
        store.notify('success', SAVED[kind]);
        await readLists();
        return true;
      } catch (error) {
        store.notify('error', userMessageOf(error, '保存失败'));
        return false;
      } finally {
        store.update({ busy: false });
      }
    },
    async remove(kind, id) {
      store.update({ busy: true });
      try {
        await transport.remove(kind, id);
        store.notify('success', REMOVED[kind]);
        await readLists();
        return true;
      } catch (error) {
        store.notify('error', userMessageOf(error, '删除失败'));
        return false;
      } finally {
        store.update({ busy: false });
      }
    },
  };
}

/** 受试者's 分组 choices in its 入组/编辑 form: the project's groups by name (a project without groups: none). */
export function projectGroupChoices(
  client: Pick<ClinicClient, 'resource' | 'call'>,
  projectId: string,
): () => Promise<Record<string, SettingsOption[]>> {
  const transport = projectSettingsTransportOf(client);
  return async () => {
    const groups = await transport.list('group', projectId);
    return { groupName: groups.map((g) => ({ value: String(g.name), label: String(g.name) })) };
  };
}
