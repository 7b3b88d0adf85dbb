// The SDK's per-request cost against bare openapi-fetch doing the same, both as built (dist), side by side: the bare
// client sends the same request (token, tenant, app code, `_t`, a signature computed once), so the difference is what
// the SDK does per call (signing, headers, timeout, envelope). Over HTTP to a server that answers one canned envelope
// (the goal), and with a canned fetch and no network (the client's own work magnified).
import { createServer } from 'node:http';
import { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type * as SdkSource from '@clinic/sdk';
import { ratio, sideBySide, type Measure } from './measure.js';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');

export interface SdkReport {
  http: { sdk: Measure; bare: Measure; ratio: number };
  inProcess: { sdk: Measure; bare: Measure; ratio: number };
}

type SdkModule = typeof SdkSource;
type Bare = { GET: (path: string, init: unknown) => Promise<{ data?: unknown }> };

export async function sdkBench(): Promise<SdkReport> {
  const sdkRequire = createRequire(join(root, 'sdk', 'package.json'));
  const openapiFetch = (await import(pathToFileURL(sdkRequire.resolve('openapi-fetch')).href)) as {
    default: (o: { baseUrl: string; fetch?: typeof fetch }) => Bare;
  };
  // What applications run: the built package, not the TypeScript sources this bench is started with.
  const sdkModule = (await import(pathToFileURL(join(root, 'sdk', 'dist', 'index.js')).href)) as SdkModule;
  const answer = JSON.stringify({ success: true, message: '', code: 200, result: { id: '1' }, timestamp: 1 });

  const server = createServer((_req, res) => {
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end(answer);
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', () => done()));
  const address = server.address();
  const httpBase = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}/jeecg-boot`;
  const pair = async (baseUrl: string, fetchImpl?: typeof fetch) => {
    const bare = openapiFetch.default({ baseUrl, ...(fetchImpl ? { fetch: fetchImpl } : {}) });
    // The SDK as an application creates it: default jeecg MD5 signer, timeout, token and tenant headers.
    const sdk = sdkModule.createClient({
      baseUrl,
      ...(fetchImpl ? { fetch: fetchImpl } : {}),
      tokenStore: sdkModule.memoryTokenStore('token'),
    });
    // The same wire request, assembled once: `_t` fixed, its MD5 signature computed once.
    const query = { id: '1', _t: String(Math.floor(Date.now() / 1000)) };
    const sign = sdkModule.jeecgMd5Sign(
      sdkModule.signableFromUrl('GET', `/jeecg-boot/chronic/patient/queryById?id=1&_t=${query._t}`),
      sdkModule.DEFAULT_SIGN_SECRET,
    );
    const headers = (): Record<string, string> => ({
      'X-Access-Token': 'token',
      'tenant-id': '0',
      'X-App-Code': sdkModule.DEFAULT_APP_CODE,
      'X-Sign': sign,
      'X-TIMESTAMP': String(Date.now()),
    });
    const [s, b] = await sideBySide([
      {
        name: `SDK patientQueryById (${fetchImpl ? 'canned fetch' : 'HTTP'})`,
        run: () => sdk.patient.patientQueryById({ query: { id: '1' } }),
      },
      {
        name: `openapi-fetch GET (${fetchImpl ? 'canned fetch' : 'HTTP'})`,
        run: () => bare.GET('/chronic/patient/queryById', { params: { query }, headers: headers() }),
      },
    ]);
    return { sdk: s!, bare: b!, ratio: ratio(b!, s!) };
  };
  const http = await pair(httpBase);
  server.close();
  const canned: typeof fetch = async () =>
    new Response(answer, { status: 200, headers: { 'content-type': 'application/json' } });
  const inProcess = await pair('http://127.0.0.1:9/jeecg-boot', canned);
  return { http, inProcess };
}
