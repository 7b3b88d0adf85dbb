// The clinic and platform overviews: asked only with the permission, the server's figures as they come, its refusal shown.
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '@clinic/sdk';
import { permissionOf, resources } from '@clinic/sdk/resources';
import {
  createClinicOverviewModel,
  createPlatformOverviewModel,
  OVERVIEW_FAILED,
} from './tenant-overview.js';

const overview = { tenants: 4, activeTenants: 4, users: 8, patients: 254, followups: 30, perTenant: [] };

describe('the clinic and platform overview models', () => {
  it('asks nothing when the user lacks the permission, and says so', async () => {
    const call = vi.fn();
    const model = createPlatformOverviewModel({ call } as never, () => false);
    await model.load();
    expect(call).not.toHaveBeenCalled();
    expect(model.getSnapshot()).toMatchObject({ allowed: false, data: null, loading: false });
  });

  it("keeps the server's figures", async () => {
    const call = vi.fn(async () => overview);
    const can = vi.fn(() => true);
    const model = createPlatformOverviewModel({ call } as never, can);
    const pending = model.load();
    expect(model.getSnapshot().loading).toBe(true);
    await pending;
    expect(can).toHaveBeenCalledWith('platform:tenant:overview');
    expect(call).toHaveBeenCalledWith('platformOverview');
    expect(model.getSnapshot()).toMatchObject({ allowed: true, data: overview, loading: false, error: null });
  });

  it("shows the server's refusal, and a fallback for anything else", async () => {
    const refused = new ApiError({
      message: '仅平台运营部可查看平台数据',
      userMessage: '仅平台运营部可查看平台数据',
      code: 510,
      status: 200,
    });
    const model = createPlatformOverviewModel(
      { call: async () => Promise.reject(refused) } as never,
      () => true,
    );
    await model.load();
    expect(model.getSnapshot().error).toBe('仅平台运营部可查看平台数据');
    const broken = createClinicOverviewModel(
      { call: async () => Promise.reject(new Error('x')) } as never,
      (p: string) => p === permissionOf(resources.followup, 'list'),
    );
    await broken.load();
    expect(broken.getSnapshot()).toMatchObject({ allowed: true, error: OVERVIEW_FAILED });
  });
});
