// Seeds a database in one transaction: identity, then the business and domain seeds when those modules exist.
import type { Db } from '../db/client.js';
import { loadDocument, permissionCodes, type OpenApiDocument } from '../http/openapi-document.js';
import { seedIdentity, type SeedIds } from './identity.js';

type SeedStep = (db: Db, ids: SeedIds) => Promise<void>;

/** Loads an optional seed module by a variable specifier: its author may not have written it yet. */
async function optionalStep(specifier: string, name: string): Promise<SeedStep | null> {
  try {
    const mod = (await import(specifier)) as Record<string, unknown>;
    return typeof mod[name] === 'function' ? (mod[name] as SeedStep) : null;
  } catch (error) {
    if (
      /Cannot find module|Failed to load|ERR_MODULE_NOT_FOUND/.test(
        String((error as { code?: string }).code ?? error),
      )
    )
      return null;
    throw error;
  }
}

export interface SeedOptions {
  /** The contract whose x-permission codes the admin role is granted. */
  document?: OpenApiDocument;
  openapiPath?: string;
}

export async function seed(db: Db, opts: SeedOptions): Promise<{ created: boolean; ids: SeedIds }> {
  const document = opts.document ?? (opts.openapiPath ? loadDocument(opts.openapiPath) : null);
  const codes = document ? permissionCodes(document) : [];
  const business = await optionalStep('./business.js', 'seedBusiness');
  const domain = await optionalStep('./domain.js', 'seedDomain');
  return db.transaction(async (tx) => {
    const result = await seedIdentity(tx, codes);
    if (result.created) {
      if (business) await business(tx, result.ids);
      if (domain) await domain(tx, result.ids);
    }
    return result;
  });
}

export type { SeedIds };
