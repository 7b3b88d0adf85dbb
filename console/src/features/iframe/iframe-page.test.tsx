import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PageContext, type PageInfo } from '../../app/page-context';
import { IframePage, safeFrameUrl } from './iframe-page';

const info = (url: string | null): PageInfo => ({
  fullPath: '/help',
  path: '/help',
  search: {},
  active: true,
  url,
});

describe('iframe menu page', () => {
  it('frames the menu entry URL', () => {
    render(
      <PageContext.Provider value={info('https://example.cn/docs')}>
        <IframePage />
      </PageContext.Provider>,
    );
    expect(screen.getByTitle('/help').getAttribute('src')).toBe('https://example.cn/docs');
  });

  it('never frames a script URL or a protocol-relative host', () => {
    expect(safeFrameUrl('javascript:alert(1)')).toBeNull();
    expect(safeFrameUrl('//evil.example')).toBeNull();
    expect(safeFrameUrl('/jeecg-boot/health')).toBe('/jeecg-boot/health');
    render(
      <PageContext.Provider value={info('javascript:alert(1)')}>
        <IframePage />
      </PageContext.Provider>,
    );
    expect(screen.getByText('该菜单未配置有效的页面地址')).toBeTruthy();
  });
});
