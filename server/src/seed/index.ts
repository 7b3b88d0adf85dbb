// Seeds a database in one transaction: identity, then the business and domain data of the demo tenants.
import type { Db } from '../db/client.js';
import { loadDocument, permissionCodes, type OpenApiDocument } from '../core/openapi-document.js';
import { seedIdentity, type SeedIds } from './identity.js';
import { seedBusiness } from './business.js';
import { seedDomain } from './domain.js';

export interface SeedOptions {
  /** The contract whose x-permission codes the admin role is granted. */
  document?: OpenApiDocument;
  openapiPath?: string;
}

export async function seed(db: Db, opts: SeedOptions): Promise<{ created: boolean; ids: SeedIds }> {
  const document = opts.document ?? (opts.openapiPath ? loadDocument(opts.openapiPath) : null);
  const codes = document ? permissionCodes(document) : [];
  return db.transaction(async (tx) => {
    const result = await seedIdentity(tx, codes);
    if (result.created) {
      await seedBusiness(tx, result.ids);
      await seedDomain(tx, result.ids);
    }
    return result;
  });
}

export type { SeedIds };
