// The login acceptance rule of the alternate logins (shell-spec 4.1): code 200, or the success flag for tickets.
import { describe, expect, it } from 'vitest';
import { BusinessError } from '@clinic/sdk';
import { acceptLogin } from './alternate-logins.js';

const result = { token: 't', userInfo: { id: '1', username: 'doctor', realname: '王医生' } };

describe('acceptLogin (shell-spec 4.1)', () => {
  it('accepts a login only when the code is 200, number or string', () => {
    expect(acceptLogin({ success: true, code: 200, message: '', result }, 'code').token).toBe('t');
    expect(acceptLogin({ success: true, code: '200', message: '', result }, 'code').token).toBe('t');
  });

  it("rejects any other code with the server's message", () => {
    const attempt = () => acceptLogin({ success: true, code: 201, message: '账号已冻结', result }, 'code');
    expect(attempt).toThrow(BusinessError);
    expect(attempt).toThrow('账号已冻结');
  });

  it('ticket validation reads the success flag, not the code', () => {
    expect(acceptLogin({ success: true, code: 0, message: '', result }, 'success').token).toBe('t');
    expect(() => acceptLogin({ success: false, code: 200, message: '票据无效', result }, 'success')).toThrow(
      '票据无效',
    );
  });
});
