import { describe, expect, it } from 'vitest';
import { notifyingFetch } from './notifying-fetch';
import type { ErrorNotice } from '../features/shell/api-error-notice';

const answer = (status: number, body: unknown) => async () =>
  new Response(typeof body === 'string' ? body : JSON.stringify(body), { status });

async function noticesFor(status: number, body: unknown) {
  const seen: ErrorNotice[] = [];
  const response = await notifyingFetch((n) => seen.push(n), answer(status, body))('/x');
  expect(response.status).toBe(status);
  // The SDK still reads the body after the notification looked at it.
  expect(await response.text()).toBe(typeof body === 'string' ? body : JSON.stringify(body));
  return seen;
}

describe('notifyingFetch (shell-spec 8)', () => {
  it('shows 403, 404 and 504 with their texts for 4 s', async () => {
    expect(await noticesFor(403, { message: 'x' })).toEqual([
      { title: '系统提示', text: '拒绝访问', durationMs: 4000 },
    ]);
    expect((await noticesFor(404, {}))[0]?.text).toBe('很抱歉，资源未找到!');
    expect((await noticesFor(504, '<html>gateway</html>'))[0]?.text).toBe('网络超时');
  });

  it("shows any other error status with the server's message", async () => {
    expect((await noticesFor(500, { success: false, message: '数据库连接失败' }))[0]?.text).toBe(
      '数据库连接失败',
    );
    expect((await noticesFor(400, { success: false, message: '字段 pageSize 超出范围' }))[0]?.text).toBe(
      '字段 pageSize 超出范围',
    );
  });

  it('leaves success, 401 and Token失效 to the session handling', async () => {
    expect(await noticesFor(200, { success: false, message: '业务失败' })).toEqual([]);
    expect(await noticesFor(401, { message: '未登录' })).toEqual([]);
    expect(await noticesFor(500, { message: 'Token失效，请重新登录' })).toEqual([]);
  });
});
