import { renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { displayTitle, documentTitle, homeTabTitle } from './index.js';
import { useDocumentTitle } from './react.js';

describe('home tab title (shell-spec 2.5)', () => {
  it('is 首页 for ordinary tenants', () => {
    expect(homeTabTitle({ tenantId: '1000' })).toBe('首页');
    expect(homeTabTitle()).toBe('首页');
  });
  it('differs for tenant 1423892807230000001', () => {
    expect(homeTabTitle({ tenantId: '1423892807230000001' })).toBe('工作台');
  });
  it('does not confuse a neighbouring tenant id rounded as a number', () => {
    expect(homeTabTitle({ tenantId: '1423892807230000002' })).toBe('首页');
  });
  it('reads 统计分析 under DF-D-WEB', () => {
    expect(homeTabTitle({ appCode: 'DF-D-WEB', tenantId: '1000' })).toBe('统计分析');
  });
});

describe('displayTitle', () => {
  it('relabels a menu titled home only for DF-D-WEB', () => {
    expect(displayTitle('首页', { appCode: 'DF-D-WEB' })).toBe('统计分析');
    expect(displayTitle('home', { appCode: 'DF-D-WEB' })).toBe('统计分析');
    expect(displayTitle('首页', { appCode: 'TB-D-WEB' })).toBe('首页');
    expect(displayTitle('患者列表', { appCode: 'DF-D-WEB' })).toBe('患者列表');
  });
});

describe('documentTitle (shell-spec 2.7)', () => {
  it('is page title plus app name', () => {
    expect(documentTitle({ path: '/patient/list', title: '患者列表', appName: '健康服务中心' })).toBe(
      '患者列表 - 健康服务中心',
    );
  });
  it('is the app name alone on the home page, even with a query', () => {
    expect(documentTitle({ path: '/dashboard/analysis?x=1', title: '首页', appName: 'A' })).toBe('A');
  });
  it('falls back to the app name when a page has no title', () => {
    expect(documentTitle({ path: '/x', title: '  ', appName: 'A' })).toBe('A');
  });
  it('is applied to the document by the hook', () => {
    renderHook(() => useDocumentTitle({ path: '/task', title: '任务', appName: 'A' }));
    expect(document.title).toBe('任务 - A');
  });
});
