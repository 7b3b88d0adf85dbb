// The API reference at /docs: Scalar over the contract the server routes by, every asset served from here (no CDN).
import apiReference from '@scalar/fastify-api-reference';
import type { FastifyInstance } from 'fastify';
import type { OpenApiDocument } from '../core/openapi-document.js';

export const DOCS_PATH = '/docs';

/** `/docs/` (and `/docs`, redirected) renders the reference; `/docs/openapi.json` and `.yaml` serve the document. */
export async function installApiReference(app: FastifyInstance, document: OpenApiDocument): Promise<void> {
  await app.register(apiReference, {
    routePrefix: DOCS_PATH,
    logLevel: 'warn',
    configuration: {
      content: document,
      pageTitle: '诊所后台 API 参考',
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
    },
  });
}
