// A small OpenAPI 3.1 document for HTTP-layer tests, independent of the growing contract.
import type { OpenApiDocument } from '../../core/openapi-document.js';

const FAILURE = { $ref: '#/components/schemas/Failure' };
/** Every refusal an operation may answer, as the bundler adds them to the real contract. */
const refusals = Object.fromEntries(
  ['400', '401', '403', '404', '413', '431', '500'].map((status) => [
    status,
    { description: 'refused', content: { 'application/json': { schema: FAILURE } } },
  ]),
);
const envelope = (result: Record<string, unknown>) => ({
  '200': {
    description: 'ok',
    content: {
      'application/json': {
        schema: {
          anyOf: [
            {
              allOf: [{ $ref: '#/components/schemas/Envelope' }, { type: 'object', properties: { result } }],
            },
            FAILURE,
          ],
        },
      },
    },
  },
  ...refusals,
});

export const fixtureDocument: OpenApiDocument = {
  openapi: '3.1.0',
  security: [{ token: [] }],
  components: {
    schemas: {
      Envelope: {
        type: 'object',
        required: ['success', 'message', 'code', 'result', 'timestamp'],
        properties: {
          success: { type: 'boolean' },
          message: { type: 'string' },
          code: { type: 'integer' },
          result: {},
          timestamp: { type: 'integer' },
        },
      },
      Failure: {
        allOf: [
          { $ref: '#/components/schemas/Envelope' },
          { type: 'object', properties: { success: { const: false }, result: { type: 'null' } } },
        ],
      },
      Note: {
        type: 'object',
        required: ['title'],
        properties: {
          title: { type: 'string', maxLength: 20 },
          count: { type: 'integer', minimum: 0 },
          tags: { type: 'array', items: { type: 'string' } },
          note: { type: ['string', 'null'] },
        },
      },
    },
  },
  paths: {
    '/test/echo': {
      post: {
        operationId: 'testEcho',
        tags: ['test'],
        requestBody: {
          required: true,
          content: { 'application/json': { schema: { $ref: '#/components/schemas/Note' } } },
        },
        responses: envelope({ $ref: '#/components/schemas/Note' }),
      },
    },
    '/test/item/{id}': {
      get: {
        operationId: 'testItem',
        tags: ['test'],
        parameters: [
          { name: 'id', in: 'path', required: true, schema: { type: 'string' } },
          { name: 'pageSize', in: 'query', schema: { type: 'integer', maximum: 1000 } },
        ],
        responses: envelope({
          type: 'object',
          properties: { id: { type: 'string' }, pageSize: { type: 'integer' } },
        }),
      },
    },
    '/test/secret': {
      get: {
        operationId: 'testSecret',
        tags: ['test'],
        'x-permission': 'test:secret',
        responses: envelope({ type: 'string' }),
      },
    },
    '/test/boom': {
      get: { operationId: 'testBoom', tags: ['test'], security: [], responses: envelope({}) },
    },
    '/test/drift': {
      get: {
        operationId: 'testDrift',
        tags: ['test'],
        security: [],
        responses: envelope({ type: 'string' }),
      },
    },
    '/test/undocumented-refusal': {
      get: {
        operationId: 'testUndocumented',
        tags: ['test'],
        security: [],
        responses: {
          '200': { description: 'ok', content: { 'application/json': { schema: { type: 'object' } } } },
        },
      },
    },
    '/test/file': {
      get: {
        operationId: 'testFile',
        tags: ['test'],
        security: [],
        responses: {
          '200': {
            description: 'file',
            headers: { 'Content-Disposition': { schema: { type: 'string', pattern: '^attachment;' } } },
            content: { 'text/csv': { schema: { type: 'string' } }, 'application/json': { schema: FAILURE } },
          },
          ...refusals,
        },
      },
    },
    '/test/upload': {
      post: {
        operationId: 'testUpload',
        tags: ['test'],
        security: [],
        requestBody: {
          content: {
            'multipart/form-data': {
              schema: { type: 'object', properties: { file: { type: 'string', format: 'binary' } } },
            },
          },
        },
        responses: envelope({}),
      },
    },
    '/test/resource/list': {
      get: {
        operationId: 'testResourceList',
        security: [],
        tags: ['test'],
        'x-resource': 'thing',
        'x-crud': 'list',
        responses: envelope({}),
      },
    },
  },
};
