// The one app-variant table: login paths, research, start-up reads and branding per code and alias.
import { describe, expect, it } from 'vitest';
import { appVariantOf, loginBrandingFor } from './app-variants.js';
import { loginPathFor } from '../session/login-routes.js';
import { RESEARCH_APP_CODES } from '../layout/guard-variants.js';

describe('app variants', () => {
  it('derives the spec 2.2 login paths, aliases first', () => {
    expect(loginPathFor({ appCode: 'TB-IH-WEB' })).toBe('/user/tbzylogin');
    expect(loginPathFor({ appCode: 'RWS-O-WEB', webAlias: 'YCBL' })).toBe('/user/ycbllogin');
    expect(loginPathFor({ appCode: 'PSC-TB-WEB' })).toBe('/user/login');
  });

  it('keeps research, start-up reads and header height per code', () => {
    expect(RESEARCH_APP_CODES).toEqual(['RWS-P-WEB', 'RWS-O-WEB']);
    expect(appVariantOf('TB-D-WEB')).toMatchObject({ workflowAtStart: true, unreadPopup: true });
    expect(appVariantOf('DF-D-WEB')).toMatchObject({ workflowAtStart: false, unreadPopup: false });
    expect(appVariantOf('PSC-TB-WEB').listHeaderHeight).toBe(205);
    expect(appVariantOf('DF-D-WEB').listHeaderHeight).toBe(195);
  });

  it('gives each login page its own branding', () => {
    expect(loginBrandingFor('/user/dflogin').title).toBe('药品援助项目管理平台');
    expect(loginBrandingFor('/user/bllogin').title).toBe('云病历管理平台');
    expect(loginBrandingFor('/user/unknown').title).toBe('慢病管理与临床研究病例平台');
  });
});
