import { memoryStore } from '@clinic/sdk';
import { describe, expect, it, vi } from 'vitest';
import type { Notice } from '../core/observable-store.js';
import { createMemoryRouterAdapter } from '../router/index.js';
import { createProjectSelectionModel, storedProjectFor, tagMenus } from './project-selection-model.js';
import { businessError, detailOf, fakeProjects, summaries } from './project-test-kit.js';
import type { StoredProject } from './project-types.js';

function setup(appCode = 'RWS-P-WEB', stored: StoredProject | null = null) {
  const transport = fakeProjects();
  const storage = memoryStore<StoredProject>(stored);
  const router = createMemoryRouterAdapter('/workbench');
  let user: string | null = 'u1';
  const loaded = vi.fn();
  const model = createProjectSelectionModel({
    transport,
    storage,
    userId: () => user,
    router,
    appCode,
    onProjectLoaded: loaded,
  });
  const notices: Notice[] = [];
  model.onNotice((n) => notices.push(n));
  return { transport, storage, router, model, loaded, notices, setUser: (u: string | null) => (user = u) };
}

describe('project selection', () => {
  it('selecting fetches the detail, stores it with the user id, hands over tagged menus and navigates', async () => {
    const { model, storage, router, loaded, transport } = setup();
    const project = await model.select('p2');
    expect(transport.calls).toEqual(['getProject:p2']);
    expect(storage.get()).toEqual({ userId: 'u1', project });
    const { menus, current } = model.getSnapshot();
    expect(current?.id).toBe('p2');
    expect(menus.map((m) => m.projectId)).toEqual(['p2', 'p2']);
    expect(menus[1]!.children![0]!.projectId).toBe('p2');
    expect(loaded).toHaveBeenCalledWith(project, menus);
    expect(router.getPath()).toBe('/medicalRecords/list');
    expect(router.getSearch()).toEqual({ projectId: 'p2' });
  });

  it('cuts the header name to 8 characters for RWS-P-WEB and shows none for other codes', async () => {
    const rws = setup();
    await rws.model.select('p1');
    expect(rws.model.getSnapshot().headerName).toMatchObject({ text: '2型糖尿病真实世', truncated: true });
    const other = setup('RWS-O-WEB');
    await other.model.select('p1');
    expect(other.model.getSnapshot().headerName).toBeNull();
  });

  it('follows the project an address names: fetched and current without navigating, the current one not fetched', async () => {
    const { model, router, transport, loaded } = setup();
    await model.select('p1');
    const history = [...router.history];
    const followed = await model.follow('p2');
    expect(followed?.id).toBe('p2');
    expect(model.getSnapshot().current?.id).toBe('p2');
    expect(loaded).toHaveBeenLastCalledWith(followed, model.getSnapshot().menus);
    expect(router.history).toEqual(history);
    expect((await model.follow('p2'))?.id).toBe('p2');
    expect(transport.calls).toEqual(['getProject:p1', 'getProject:p2']);
  });

  it('on first load without a stored project loads the first project without navigating', async () => {
    const { model, router, storage } = setup();
    const project = await model.initialize(summaries);
    expect(project?.id).toBe('p1');
    expect(storage.get()?.project.id).toBe('p1');
    expect(router.history).toEqual(['/workbench']);
  });

  it('on first load restores this user’s stored project without fetching', async () => {
    const { model, transport, loaded } = setup('RWS-P-WEB', { userId: 'u1', project: detailOf('p3') });
    const project = await model.initialize(summaries);
    expect(project?.id).toBe('p3');
    expect(transport.calls).toEqual([]);
    expect(loaded).toHaveBeenCalledTimes(1);
  });

  it('discards a stored project of another user and loads the first instead', async () => {
    const { model, storage, transport } = setup('RWS-P-WEB', {
      userId: 'someone-else',
      project: detailOf('p3'),
    });
    expect(model.restore()).toBeNull();
    expect(storage.get()).toBeNull();
    await model.initialize(summaries);
    expect(transport.calls).toEqual(['getProject:p1']);
    expect(storage.get()?.userId).toBe('u1');
  });

  it('with no projects and nothing stored stays empty', async () => {
    const { model, transport } = setup();
    expect(await model.initialize([])).toBeNull();
    expect(transport.calls).toEqual([]);
  });

  it('a failed detail fetch keeps the current project and shows the server message', async () => {
    const { model, transport, notices, router, storage } = setup();
    await model.select('p1');
    transport.getProject = async () => {
      throw businessError('您不是该项目成员');
    };
    expect(await model.select('p2')).toBeNull();
    expect(model.getSnapshot()).toMatchObject({
      current: { id: 'p1' },
      loading: false,
      error: '您不是该项目成员',
    });
    expect(storage.get()?.project.id).toBe('p1');
    expect(notices).toEqual([{ level: 'error', text: '您不是该项目成员' }]);
    expect(router.getSearch()).toEqual({ projectId: 'p1' });
  });

  it('the last choice wins when answers come back out of order', async () => {
    const { model, transport, router } = setup();
    const releases: (() => void)[] = [];
    transport.getProject = (id) => new Promise((resolve) => releases.push(() => resolve(detailOf(id))));
    const first = model.select('p1');
    const second = model.select('p2');
    releases[1]!();
    await second;
    releases[0]!();
    expect(await first).toBeNull();
    expect(model.getSnapshot().current?.id).toBe('p2');
    expect(router.getSearch()).toEqual({ projectId: 'p2' });
  });

  it('an answer arriving after the user changed is not stored for the new user', async () => {
    const { model, transport, storage, setUser } = setup();
    let release: () => void = () => undefined;
    transport.getProject = (id) => new Promise((resolve) => (release = () => resolve(detailOf(id))));
    const pending = model.select('p1');
    setUser('u2');
    release();
    expect(await pending).toBeNull();
    expect(storage.get()).toBeNull();
  });

  it('clear forgets the project and its stored copy', async () => {
    const { model, storage } = setup();
    await model.select('p1');
    model.clear();
    expect(storage.get()).toBeNull();
    expect(model.getSnapshot()).toMatchObject({ current: null, menus: [] });
  });
});

describe('tagMenus', () => {
  it('tags every entry and child with the project id, tolerating a missing menu', () => {
    expect(tagMenus(undefined, 'p')).toEqual([]);
    expect(tagMenus([{ path: '/a', children: [{ path: '/a/b' }] }], 'p')).toEqual([
      { path: '/a', projectId: 'p', children: [{ path: '/a/b', projectId: 'p' }] },
    ]);
  });
});

describe('storedProjectFor', () => {
  it('returns this user’s project and removes another user’s or a malformed one', () => {
    const mine = memoryStore<StoredProject>({ userId: 'u1', project: detailOf('p1') });
    expect(storedProjectFor(mine, 'u1')?.id).toBe('p1');
    expect(mine.get()).not.toBeNull();
    const other = memoryStore<StoredProject>({ userId: 'u2', project: detailOf('p1') });
    expect(storedProjectFor(other, 'u1')).toBeNull();
    expect(other.get()).toBeNull();
    const broken = memoryStore<StoredProject>({ userId: 'u1' } as StoredProject);
    expect(storedProjectFor(broken, 'u1')).toBeNull();
    expect(broken.get()).toBeNull();
    const anonymous = memoryStore<StoredProject>({ userId: 'u1', project: detailOf('p1') });
    expect(storedProjectFor(anonymous, null)).toBeNull();
  });
});
