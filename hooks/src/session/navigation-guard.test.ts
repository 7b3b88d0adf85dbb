import { describe, expect, it } from 'vitest';
import { decideNavigation, safeRedirectTarget } from './navigation-guard.js';
import { NO_LOGIN_PATHS, loginPathFor } from './login-routes.js';

describe('decideNavigation without a token', () => {
  it('sends a protected route to login with the full wanted address as redirect', () => {
    expect(decideNavigation({ path: '/dashboard/analysis', search: '', hasToken: false })).toEqual({
      type: 'redirect',
      to: '/user/login?redirect=%2Fdashboard%2Fanalysis',
    });
  });

  it('keeps the search string of the wanted address, with or without its question mark', () => {
    const to = '/user/login?redirect=' + encodeURIComponent('/medicalRecords/list?projectId=7&a=%E4%B8%AD');
    expect(
      decideNavigation({ path: '/medicalRecords/list', search: '?projectId=7&a=%E4%B8%AD', hasToken: false }),
    ).toEqual({ type: 'redirect', to });
    expect(
      decideNavigation({ path: '/medicalRecords/list', search: 'projectId=7&a=%E4%B8%AD', hasToken: false }),
    ).toEqual({ type: 'redirect', to });
  });

  it.each(NO_LOGIN_PATHS)('lets %s through', (path) => {
    expect(decideNavigation({ path, hasToken: false })).toEqual({ type: 'allow' });
  });

  it('treats a trailing slash as the same route', () => {
    expect(decideNavigation({ path: '/user/login/', hasToken: false })).toEqual({ type: 'allow' });
  });

  it('uses the login route of the application code and the web alias', () => {
    expect(decideNavigation({ path: '/task', hasToken: false, appCode: 'RWS-P-WEB' })).toEqual({
      type: 'redirect',
      to: '/user/bllogin?redirect=%2Ftask',
    });
    expect(
      decideNavigation({ path: '/task', hasToken: false, appCode: 'TB-D-WEB', webAlias: 'YCBL' }),
    ).toEqual({
      type: 'redirect',
      to: '/user/ycbllogin?redirect=%2Ftask',
    });
  });

  it('omits the redirect query for the variant that sends none', () => {
    expect(decideNavigation({ path: '/task', hasToken: false, omitRedirectQuery: true })).toEqual({
      type: 'redirect',
      to: '/user/login',
    });
  });
});

describe('decideNavigation with a token', () => {
  it('sends the login route to the home path', () => {
    expect(decideNavigation({ path: '/user/login', search: '?redirect=%2Ftask', hasToken: true })).toEqual({
      type: 'redirect',
      to: '/dashboard/analysis',
    });
    expect(decideNavigation({ path: '/user/bllogin', hasToken: true, appCode: 'RWS-P-WEB' })).toEqual({
      type: 'redirect',
      to: '/dashboard/analysis',
    });
  });

  it('allows other routes, public or not', () => {
    expect(decideNavigation({ path: '/dashboard/analysis', hasToken: true })).toEqual({ type: 'allow' });
    expect(decideNavigation({ path: '/user/register', hasToken: true })).toEqual({ type: 'allow' });
  });
});

describe('decideNavigation in the mobile dynamic-form variant', () => {
  it('sends the root to the dynamic-form login and checks nothing else', () => {
    expect(decideNavigation({ path: '/', hasToken: false, mobileDynamicForm: true })).toEqual({
      type: 'redirect',
      to: '/dynamicForm/login',
    });
    expect(decideNavigation({ path: '/dynamicForm/list', hasToken: false, mobileDynamicForm: true })).toEqual(
      {
        type: 'allow',
      },
    );
  });
});

describe('loginPathFor (shell-spec 2.2)', () => {
  it.each([
    ['TB-D-WEB', undefined, '/user/tblogin'],
    ['DF-D-WEB', undefined, '/user/dflogin'],
    ['RWS-P-WEB', undefined, '/user/bllogin'],
    ['RWS-O-WEB', undefined, '/user/bllogin'],
    ['TB-D-WEB-ZY', undefined, '/user/tbzylogin'],
    ['TB-IH-WEB', undefined, '/user/tbzylogin'],
    [undefined, 'BSC', '/user/bscbllogin'],
    [undefined, 'YCBL', '/user/ycbllogin'],
    ['PSC-TB-WEB', undefined, '/user/login'],
    ['SOMETHING-ELSE', 'OTHER', '/user/login'],
  ])('%s / %s -> %s', (appCode, webAlias, expected) => {
    expect(loginPathFor({ appCode, webAlias })).toBe(expected);
  });
});

describe('safeRedirectTarget', () => {
  it('keeps an in-app path with its search and hash', () => {
    expect(safeRedirectTarget('/medicalRecords/list?projectId=7#top')).toBe(
      '/medicalRecords/list?projectId=7#top',
    );
  });

  it.each([
    undefined,
    42,
    '',
    'dashboard',
    '//evil.example/x',
    '/\\evil.example',
    'https://evil.example/',
    '/user/login',
    '/',
  ])('falls back to the home path for %s', (raw) => {
    expect(safeRedirectTarget(raw)).toBe('/dashboard/analysis');
  });
});
