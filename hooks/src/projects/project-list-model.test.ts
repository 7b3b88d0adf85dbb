import { describe, expect, it } from 'vitest';
import type { Notice } from '../core/observable-store.js';
import { createProjectListModel } from './project-list-model.js';
import { businessError, fakeProjects } from './project-test-kit.js';

describe('project list model', () => {
  it('loads the user’s projects once and searches them on the client by name or alias', async () => {
    const transport = fakeProjects();
    const model = createProjectListModel(transport);
    await model.load();
    expect(model.getSnapshot().visible).toHaveLength(3);
    model.search('高血压');
    expect(model.getSnapshot().visible.map((p) => p.id)).toEqual(['p2']);
    model.search('  t2dm ');
    expect(model.getSnapshot().visible.map((p) => p.id)).toEqual(['p1']);
    model.search('kidney');
    expect(model.getSnapshot().visible.map((p) => p.id)).toEqual(['p3']);
    model.search('');
    expect(model.getSnapshot().visible).toHaveLength(3);
    expect(transport.calls).toEqual(['myProjects:']);
  });

  it('keeps the keyword across a reload', async () => {
    const model = createProjectListModel(fakeProjects());
    model.search('研究');
    await model.load();
    expect(model.getSnapshot().visible.map((p) => p.id)).toEqual(['p1', 'p2']);
  });

  it('shows the server message and resolves empty when loading fails', async () => {
    const transport = fakeProjects();
    transport.myProjects = async () => {
      throw businessError('项目服务不可用');
    };
    const model = createProjectListModel(transport);
    const notices: Notice[] = [];
    model.onNotice((n) => notices.push(n));
    expect(await model.load()).toEqual([]);
    expect(model.getSnapshot()).toMatchObject({ loading: false, error: '项目服务不可用' });
    expect(notices).toEqual([{ level: 'error', text: '项目服务不可用' }]);
  });

  it('a late answer does not overwrite a newer one', async () => {
    const transport = fakeProjects();
    const releases: (() => void)[] = [];
    let round = 0;
    transport.myProjects = () => {
      const answer = round++ === 0 ? [{ id: 'old', projectName: '旧' }] : [{ id: 'new', projectName: '新' }];
      return new Promise((resolve) => releases.push(() => resolve(answer)));
    };
    const model = createProjectListModel(transport);
    const first = model.load();
    const second = model.load();
    releases[1]!();
    await second;
    releases[0]!();
    await first;
    expect(model.getSnapshot().projects.map((p) => p.id)).toEqual(['new']);
  });
});
