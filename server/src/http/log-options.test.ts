// Log lines never carry a token: a sign-in and a socket URL with ?token= pass through the real logger.
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config.js';
import { testDatabase } from '../db/test-database.js';
import { buildApp } from './app.js';
import { maskUrl } from './log-options.js';
import { fixtureDocument } from './testing/fixture-document.js';

describe('maskUrl', () => {
  it('masks every parameter that carries a secret and keeps the others', () => {
    expect(maskUrl('/websocket/1?token=abc.def&x=1')).toBe('/websocket/1?token=***&x=1');
    expect(maskUrl('/sys/cas/client/validateLogin?ticket=ST-1&service=http://a')).toBe(
      '/sys/cas/client/validateLogin?ticket=***&service=http://a',
    );
    expect(maskUrl('/a?X-Access-Token=t1&password=p&thirdToken=z')).toBe(
      '/a?X-Access-Token=***&password=***&thirdToken=***',
    );
    expect(maskUrl('/sys/user/list?pageNo=1')).toBe('/sys/user/list?pageNo=1');
  });
});

describe('request logs', () => {
  it('are JSON lines without the token of the URL or the headers', async () => {
    const lines: string[] = [];
    const database = await testDatabase();
    const app = await buildApp({
      db: database.db,
      config: loadConfig({}, { signMode: 'off', logLevel: 'info' }),
      document: fixtureDocument,
      answerResource: null,
      handlers: {},
      logStream: { write: (line) => void lines.push(line) },
    });
    const token = 'eyJ-secret-session-token-4f2a';
    await app.inject({ url: `/jeecg-boot/test/boom?token=${token}`, headers: { 'x-access-token': token } });
    await app.inject({ url: `/websocket/42?token=${token}`, headers: { 'x-access-token': token } });
    await app.close();
    await database.close();
    // One line per request, at its end, with the masked URL and the status.
    const completed = lines
      .map((l) => JSON.parse(l) as { msg?: string; req?: { url?: string }; res?: { statusCode?: number } })
      .filter((l) => l.msg === 'request completed');
    expect(completed.map((l) => l.req?.url)).toEqual([
      '/jeecg-boot/test/boom?token=***',
      '/websocket/42?token=***',
    ]);
    expect(completed.every((l) => typeof l.res?.statusCode === 'number')).toBe(true);
    for (const line of lines) {
      expect(() => JSON.parse(line)).not.toThrow();
      expect(line).not.toContain(token);
    }
    expect(lines.join('')).toContain('token=***');
  });
});
