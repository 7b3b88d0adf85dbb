import { describe, expect, it } from 'vitest';
import { announcementAudience, announcementAudienceText } from './announcement-audience.js';

describe('announcementAudience', () => {
  it('names the chosen users, departments or roles from their labels, never ids', () => {
    expect(
      announcementAudienceText({
        msgType: 'ROLE',
        msgType_dictText: '指定角色',
        roleIds: 'r1,r2',
        roleIds_dictText: '护士,医生',
      }),
    ).toBe('指定角色：护士、医生');
    expect(
      announcementAudience({
        msgType: 'USER',
        userIds: 'u1',
        userIds_dictText: '陈护士',
        departIds_dictText: 'x',
      }),
    ).toEqual({ kind: '指定用户', names: ['陈护士'] });
    expect(announcementAudienceText({ msgType: 'DEPART', departIds: 'd1', departIds_dictText: '内科' })).toBe(
      '指定部门：内科',
    );
  });
  it('全体用户 without names, also for records written before the audience existed', () => {
    expect(announcementAudienceText({ msgType: 'ALL', msgType_dictText: '全体用户' })).toBe('全体用户');
    expect(announcementAudienceText({})).toBe('全体用户');
  });
});
