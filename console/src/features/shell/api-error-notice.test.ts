import { describe, expect, it } from 'vitest';
import {
  ApiError,
  BusinessError,
  ForbiddenError,
  GatewayTimeoutError,
  NotFoundError,
  SessionExpiredError,
} from '@clinic/sdk';
import { apiErrorNotice } from './api-error-notice';

describe('apiErrorNotice (shell-spec 8)', () => {
  it('maps 403, 404 and 504 to their texts for 4 s', () => {
    const forbidden = apiErrorNotice(
      new ForbiddenError({ status: 403, code: 403, message: 'x', userMessage: 'x' }),
    );
    expect(forbidden).toEqual({ title: '系统提示', text: '拒绝访问', durationMs: 4000 });
    expect(
      apiErrorNotice(new NotFoundError({ status: 404, code: 404, message: 'x', userMessage: 'x' }))?.text,
    ).toBe('很抱歉，资源未找到!');
    expect(
      apiErrorNotice(new GatewayTimeoutError({ status: 504, code: 504, message: 'x', userMessage: 'x' }))
        ?.text,
    ).toBe('网络超时');
  });

  it('leaves session expiry, business refusals and non-API errors to others', () => {
    expect(apiErrorNotice(new Error('boom'))).toBeNull();
    expect(
      apiErrorNotice(
        new BusinessError({ status: 200, code: 500, message: '失败', userMessage: '失败', result: null }),
      ),
    ).toBeNull();
    expect(
      apiErrorNotice(
        new SessionExpiredError({
          status: 401,
          code: 401,
          message: 'x',
          userMessage: 'x',
          reason: 'unauthorized',
        }),
      ),
    ).toBeNull();
  });

  it('shows the server message for any other status', () => {
    const failure = new ApiError({
      status: 500,
      code: 500,
      message: '数据库连接失败',
      userMessage: '数据库连接失败',
    });
    expect(apiErrorNotice(failure)).toEqual({ title: '系统提示', text: '数据库连接失败', durationMs: 4000 });
  });
});
