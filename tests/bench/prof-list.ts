// scratch: count statements per list request and profile the server's list path (not committed)
import { Session } from 'node:inspector/promises';
import { writeFileSync } from 'node:fs';
import { buildApp, loadConfig, migrate, openDatabase, seed } from '@clinic/server';
import { DEFAULT_SIGN_SECRET, jeecgMd5Sign, signableFromUrl } from '@clinic/sdk/signing';
import { scratchDatabase } from '../support/server-process.js';

const scratch = await scratchDatabase(process.env.TEST_DATABASE_URL!);
const opened = await openDatabase({ url: scratch.url });
await migrate(opened);
const config = loadConfig({}, { logLevel: 'info', port: 0, consoleDir: null });
await seed(opened.db, { demo: true, openapiPath: config.openapiPath });
const raw = opened.raw as unknown as { query: (t: string, p?: unknown[]) => Promise<{ rows: any[] }> };
await raw.query(`INSERT INTO chronic_patient (id, tenant_id, name, sex, age, status, disease_type, doctor_id, create_time)
     SELECT (9000000000000000000 + i)::text, '1000', '患者' || lpad((i * 7919 % 100000)::text, 6, '0'),
            (i % 2 + 1)::text, i % 97, '1', 'hypertension', NULL, timestamp '2025-01-01' + (i * interval '1 second')
     FROM generate_series(1, 100000) AS i`);
let n = 0; const texts: string[] = [];
const orig = raw.query.bind(raw);
(raw as any).query = (t: any, p?: any) => { n++; texts.push(typeof t === 'string' ? t : t?.text ?? String(t)); return orig(t, p); };
const app = await buildApp({ db: opened.db, config, logStream: { write: () => undefined } });
await app.listen({ port: 0, host: '127.0.0.1' });
const a = app.server.address() as any; const base = `http://127.0.0.1:${a.port}/jeecg-boot`;
const { createClient, jeecgMd5 } = await import('@clinic/sdk');
const c = createClient({ baseUrl: base, signer: jeecgMd5(DEFAULT_SIGN_SECRET) });
const { token } = await c.auth.login({ body: { username: 'admin', password: 'Clinic@2026' } });
const path = process.env.P ?? '/chronic/patient/list?pageNo=1&pageSize=20';
const get = async () => {
  const r = await fetch(base + path, { headers: { 'x-access-token': token, 'tenant-id': '1000', 'X-Sign': jeecgMd5Sign(signableFromUrl('GET', `/jeecg-boot${path}`), DEFAULT_SIGN_SECRET), 'X-TIMESTAMP': String(Date.now()) } });
  const b = await r.json(); if (!b.success) throw new Error(JSON.stringify(b));
};
for (let i = 0; i < 50; i++) await get();
n = 0; texts.length = 0; await get(); console.log('statements per request', n); for (const t of texts) console.log('  ', t.replace(/\s+/g, ' ').slice(0, 160));
const s = new Session(); s.connect(); await s.post('Profiler.enable'); await s.post('Profiler.start');
const end = Date.now() + 4000; let k = 0;
await Promise.all([0,1,2,3].map(async () => { while (Date.now() < end) { await get(); k++; } }));
const { profile } = await s.post('Profiler.stop');
writeFileSync('/tmp/prof/list.cpuprofile', JSON.stringify(profile));
console.log('req/s', k / 4);
await app.close(); await opened.close(); await scratch.drop(); process.exit(0);
