// The special tenant homes (shell-spec 2.5) and their figures, read from the server in the tenant requests act in.
import type { ClinicClient } from '@clinic/sdk';
import { permissionOf, resources, type ResourceDef } from '@clinic/sdk/resources';
import { CLINIC_HOME_TENANT_ID, PLATFORM_DEPARTMENT_TENANT_ID } from '@clinic/sdk/wire';
import { createObservableStore } from '../core/observable-store.js';
import { SPECIAL_HOME_TENANT_ID } from '../title/home-title.js';

export type TenantHomeKind = 'workbench' | 'clinic' | 'platform' | 'analysis';

/** Tenants with their own home page; every other tenant gets the analysis dashboard. */
export const TENANT_HOMES: Readonly<Record<string, TenantHomeKind>> = {
  [SPECIAL_HOME_TENANT_ID]: 'workbench',
  [CLINIC_HOME_TENANT_ID]: 'clinic',
  [PLATFORM_DEPARTMENT_TENANT_ID]: 'platform',
};

export function tenantHomeKind(tenantId: string | null | undefined): TenantHomeKind {
  return (tenantId && TENANT_HOMES[String(tenantId)]) || 'analysis';
}

export interface HomeFigure {
  key: string;
  title: string;
  hint: string;
  /** Where the figure's list lives (the card links there). */
  path: string;
  /** null while loading or when the server could not answer. */
  value: number | null;
}

interface FigureDef {
  key: string;
  title: string;
  hint: string;
  path: string;
  /** The permission the figure's list needs; figures the user may not read are not shown. */
  permission: string | null;
  count: (client: Pick<ClinicClient, 'resource' | 'call'>) => Promise<number>;
}

const totalOf = (def: ResourceDef) => async (client: Pick<ClinicClient, 'resource'>) => {
  const page = await client.resource(def.base).list({ pageNo: 1, pageSize: 1 });
  return Number((page as { total?: unknown }).total ?? 0);
};

const FIGURES: readonly FigureDef[] = [
  {
    key: 'patients',
    title: '在册患者',
    hint: '本院健康档案',
    path: resources.patient.menu.path,
    permission: permissionOf(resources.patient, 'list'),
    count: totalOf(resources.patient),
  },
  {
    key: 'followups',
    title: '随访记录',
    hint: '已登记的随访',
    path: resources.followup.menu.path,
    permission: permissionOf(resources.followup, 'list'),
    count: totalOf(resources.followup),
  },
  {
    key: 'unread',
    title: '未读消息',
    hint: '通知与公告',
    path: '/isps/userAnnouncement',
    permission: null,
    count: async (client) => (await client.call('unreadList')).length,
  },
];

export interface HomeFiguresSnapshot {
  figures: readonly HomeFigure[];
  loading: boolean;
}

/** Loads the figures the user may read; one failing count leaves its card empty, not the page. */
export function createHomeFiguresModel(
  client: Pick<ClinicClient, 'resource' | 'call'>,
  can: (permission: string) => boolean,
) {
  const shown = FIGURES.filter((f) => f.permission === null || can(f.permission));
  const store = createObservableStore<HomeFiguresSnapshot>({
    figures: shown.map(({ key, title, hint, path }) => ({ key, title, hint, path, value: null })),
    loading: false,
  });
  return {
    subscribe: store.subscribe,
    getSnapshot: store.getSnapshot,
    async load(): Promise<void> {
      store.update({ loading: true });
      const values = await Promise.all(shown.map((f) => f.count(client).catch(() => null)));
      store.set({
        loading: false,
        figures: shown.map(({ key, title, hint, path }, i) => ({
          key,
          title,
          hint,
          path,
          value: values[i] ?? null,
        })),
      });
    },
  };
}

export type HomeFiguresModel = ReturnType<typeof createHomeFiguresModel>;
