import { describe, expect, it } from 'vitest';
import { createClient } from '../client/create-client.js';
import { fakeFetch } from '../client/fake-fetch.test-util.js';
import { errorNotices, noticeForStatus, type ErrorNotice } from './error-notices.js';
import { ForbiddenError } from './api-error.js';

const body = (value: unknown) => (typeof value === 'string' ? value : JSON.stringify(value));

/** What a client with the middleware tells the user for one answer; the call itself still fails or succeeds as usual. */
async function noticesFor(status: number, answer: unknown) {
  const seen: ErrorNotice[] = [];
  const { fetch } = fakeFetch(() => new Response(body(answer), { status }));
  const client = createClient({
    baseUrl: 'http://api.test',
    fetch,
    retry: false,
    middleware: [errorNotices((n) => seen.push(n))],
  });
  const outcome = await client.request('GET', '/x').then(
    () => 'ok',
    (error: unknown) => error,
  );
  return { seen, outcome };
}

describe('errorNotices (shell-spec 8)', () => {
  it('shows 403, 404 and 504 with their texts for 4 s, and the call still rejects with its typed error', async () => {
    const forbidden = await noticesFor(403, { message: 'x' });
    expect(forbidden.seen).toEqual([{ title: '系统提示', text: '拒绝访问', durationMs: 4000 }]);
    // The SDK still reads the body after the notice looked at it.
    expect(forbidden.outcome).toBeInstanceOf(ForbiddenError);
    expect((await noticesFor(404, {})).seen[0]?.text).toBe('很抱歉，资源未找到!');
    expect((await noticesFor(504, '<html>gateway</html>')).seen[0]?.text).toBe('网络超时');
  });

  it("shows any other error status with the server's message", async () => {
    expect((await noticesFor(500, { success: false, message: '数据库连接失败' })).seen[0]?.text).toBe(
      '数据库连接失败',
    );
    expect((await noticesFor(400, { success: false, message: '字段 pageSize 超出范围' })).seen[0]?.text).toBe(
      '字段 pageSize 超出范围',
    );
    expect((await noticesFor(502, 'not json')).seen[0]?.text).toBe('系统错误，请稍后重试');
  });

  it('leaves success, 401 and Token失效 to the session handling', async () => {
    expect(
      (await noticesFor(200, { success: false, message: '业务失败', code: 500, result: null })).seen,
    ).toEqual([]);
    expect((await noticesFor(401, { message: '未登录' })).seen).toEqual([]);
    expect((await noticesFor(500, { message: 'Token失效，请重新登录' })).seen).toEqual([]);
  });

  it('noticeForStatus is the table itself', () => {
    expect(noticeForStatus(204, null)).toBeNull();
    expect(noticeForStatus(418, '  ')).toEqual({
      title: '系统提示',
      text: '系统错误，请稍后重试',
      durationMs: 4000,
    });
  });
});
