// INTEGRATION CHECK: every operation of openapi/dist/openapi.json has a handler in handlers/index.ts or is an x-resource
// operation. It fails while handlers are still being written: that is its job.
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config.js';
import { listOperations, loadDocument } from '../core/openapi-document.js';
import { handlers } from './index.js';

describe('handler registry (integration check)', () => {
  it('answers every operation of the document', () => {
    const document = loadDocument(loadConfig({}).openapiPath);
    const missing = listOperations(document)
      .filter((op) => !handlers[op.info.operationId] && !(op.info.resource && op.info.crud))
      .map((op) => `${op.info.tag}: ${op.info.operationId} (${op.info.method} ${op.info.path})`);
    expect(missing).toEqual([]);
  });

  it('has no handler for an operation the document does not declare', () => {
    const document = loadDocument(loadConfig({}).openapiPath);
    const declared = new Set(listOperations(document).map((op) => op.info.operationId));
    expect(Object.keys(handlers).filter((id) => !declared.has(id))).toEqual([]);
  });
});
