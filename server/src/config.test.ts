// Production mode: the switch, the secrets it insists on, and when demo data is seeded.
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.js';

const secrets = { SIGN_SECRET: 'clinic-sign-7f3a91c2', SERVER_SECRET: 'k'.repeat(40) };

function problemsOf(env: NodeJS.ProcessEnv): string[] {
  try {
    loadConfig(env);
    return [];
  } catch (error) {
    if (error instanceof ConfigError) return error.problems;
    throw error;
  }
}

describe('production mode', () => {
  it('is switched on by NODE_ENV=production or the --production flag', () => {
    expect(loadConfig({}).production).toBe(false);
    expect(loadConfig({ NODE_ENV: 'production', ...secrets }).production).toBe(true);
    expect(loadConfig({ ...secrets }, {}, ['node', 'main.js', '--production']).production).toBe(true);
    expect(() => loadConfig({}, {}, ['--production'])).toThrow(ConfigError);
  });

  it('refuses the public default signing secret and a missing or short server secret, naming each variable', () => {
    expect(problemsOf({ NODE_ENV: 'production' }).join('\n')).toMatch(
      /SIGN_SECRET 未设置[\s\S]*SERVER_SECRET 未设置/,
    );
    const withDefault = problemsOf({
      NODE_ENV: 'production',
      SIGN_SECRET: 'dd05f1c54d63749eda95f9fa6d49v442a',
      SERVER_SECRET: 'short',
    });
    expect(withDefault).toEqual([
      expect.stringContaining('SIGN_SECRET 仍是公开的默认值'),
      expect.stringContaining('SERVER_SECRET 过短'),
    ]);
    expect(
      problemsOf({ NODE_ENV: 'production', SIGN_SECRET: 'k'.repeat(40), SERVER_SECRET: 'k'.repeat(40) }),
    ).toEqual([expect.stringContaining('不能与 SIGN_SECRET 相同')]);
    expect(problemsOf({ NODE_ENV: 'production', ...secrets, SERVE_SOURCE_MAPS: '1' })).toEqual([
      expect.stringContaining('SERVE_SOURCE_MAPS'),
    ]);
    expect(problemsOf({ NODE_ENV: 'production', ...secrets })).toEqual([]);
  });

  it('outside production keeps the compatible default secret for the demo', () => {
    expect(loadConfig({}).signSecret).toBe('dd05f1c54d63749eda95f9fa6d49v442a');
  });
});

describe('demo data', () => {
  it('is seeded by default only on the embedded database outside production', () => {
    expect(loadConfig({}).seedDemo).toBe(true);
    expect(loadConfig({ DATABASE_URL: 'postgres://db/clinic' }).seedDemo).toBe(false);
    expect(loadConfig({ NODE_ENV: 'production', ...secrets }).seedDemo).toBe(false);
    expect(loadConfig({ SEED_DEMO: '0' }).seedDemo).toBe(false);
  });

  it('is seeded anywhere when SEED_DEMO=1 asks for it', () => {
    expect(loadConfig({ DATABASE_URL: 'postgres://db/clinic', SEED_DEMO: '1' }).seedDemo).toBe(true);
    expect(loadConfig({ NODE_ENV: 'production', ...secrets, SEED_DEMO: '1' }).seedDemo).toBe(true);
  });

  it('without demo data names the first administrator from ADMIN_USERNAME / ADMIN_PASSWORD', () => {
    expect(loadConfig({}).initialAdmin).toBeNull();
    expect(loadConfig({ ADMIN_PASSWORD: 'Long-enough-9' }).initialAdmin).toEqual({
      username: 'admin',
      password: 'Long-enough-9',
    });
    expect(loadConfig({ ADMIN_USERNAME: 'chief', ADMIN_PASSWORD: 'x' }).initialAdmin?.username).toBe('chief');
  });
});
