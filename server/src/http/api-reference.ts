// The API reference at /docs: Scalar over the contract the server routes by, every asset served from here (no CDN),
// under the same Content-Security-Policy as the console (no inline script, no eval).
import apiReference from '@scalar/fastify-api-reference';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { OpenApiDocument } from '../core/openapi-document.js';

export const DOCS_PATH = '/docs';
export const DOCS_TITLE = '诊所后台 API 参考';

/** Where people (and tools) usually look for an API reference: each answers a redirect to ours. */
export const DOCS_ALIASES: Readonly<Record<string, string>> = {
  '/api-docs': `${DOCS_PATH}/`,
  '/swagger': `${DOCS_PATH}/`,
  '/swagger-ui': `${DOCS_PATH}/`,
  '/redoc': `${DOCS_PATH}/`,
  '/reference': `${DOCS_PATH}/`,
  '/openapi.json': `${DOCS_PATH}/openapi.json`,
  '/openapi.yaml': `${DOCS_PATH}/openapi.yaml`,
};

// What the standalone script reads from the page's `#api-reference` element (its HTML API).
const CONFIGURATION = {
  url: './openapi.json',
  // The console's icon when it is served; the API-only server answers 404 and the browser shows none.
  favicon: '/favicon.svg',
  // The fonts and the request proxy would come from the vendor's servers; neither is reachable here.
  withDefaultFonts: false,
  proxyUrl: '',
  telemetry: false,
  // Every call needs the signature headers, which a browser try-out cannot make: the SDK is the client.
  hideTestRequestButton: true,
  hideClientButton: true,
  hiddenClients: true,
  showDeveloperTools: 'never',
  agent: { disabled: true },
  mcp: { disabled: true },
  hideDarkModeToggle: false,
  defaultOpenAllTags: false,
};

/**
 * Zod (inside Scalar) probes whether it may compile validators with `Function('')`; under the policy the probe is
 * refused and reported as a violation. Its jitless switch, read from this global when Zod loads, skips the probe.
 */
const JITLESS_SCRIPT =
  'globalThis.__zod_globalConfig = { ...globalThis.__zod_globalConfig, jitless: true };\n';
const JITLESS_PATH = `${DOCS_PATH}/js/jitless.js`;

const escapeAttribute = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * The plugin's own page starts Scalar from an inline script, which the policy refuses. This one hands the
 * configuration over as a data block (`type="application/json"` is never executed) that the standalone script
 * reads when it loads, so the only script is the file served beside the page.
 */
export const DOCS_PAGE = `<!doctype html>
<html lang="zh-CN">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>${DOCS_TITLE}</title>
    <link rel="icon" href="/favicon.svg" />
  </head>
  <body>
    <script id="api-reference" type="application/json" data-configuration="${escapeAttribute(JSON.stringify(CONFIGURATION))}"></script>
    <script src="js/jitless.js"></script>
    <script src="js/scalar.js"></script>
  </body>
</html>
`;

async function answerPage(request: FastifyRequest, reply: FastifyReply): Promise<void> {
  // Only the page itself; the script, the document and the /docs redirect stay the plugin's.
  if (request.routeOptions.url !== `${DOCS_PATH}/`) return;
  if (!request.url.split('?')[0]!.endsWith('/')) return;
  await reply.header('Cache-Control', 'no-cache').type('text/html; charset=utf-8').send(DOCS_PAGE);
}

/** `/docs/` (and `/docs`, redirected) renders the reference; `/docs/openapi.json` and `.yaml` serve the document. */
export async function installApiReference(app: FastifyInstance, document: OpenApiDocument): Promise<void> {
  await app.register(apiReference, {
    routePrefix: DOCS_PATH,
    logLevel: 'warn',
    hooks: { onRequest: answerPage },
    // Serves the document at /docs/openapi.json and .yaml; the page above is what the browser renders.
    configuration: { content: document, pageTitle: DOCS_TITLE },
  });
  app.get(JITLESS_PATH, { logLevel: 'warn' }, (_request, reply) =>
    reply
      .type('application/javascript; charset=utf-8')
      .header('Cache-Control', 'no-cache')
      .send(JITLESS_SCRIPT),
  );
  for (const [from, to] of Object.entries(DOCS_ALIASES))
    app.get(from, { logLevel: 'warn' }, (_request, reply) => reply.redirect(to, 301));
}
