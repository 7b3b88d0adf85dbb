// Seeds a database in one transaction: the demo tenants (identity, business and domain data), or an installation's
// first tenant and administrator without demo data.
import type { Db } from '../db/client.js';
import { loadDocument, permissionCodes, type OpenApiDocument } from '../core/openapi-document.js';
import { seedIdentity, seedIds, type SeedIds } from './identity.js';
import { seedBusiness } from './business.js';
import { seedDicts, seedDomain } from './domain.js';
import { seedInstallation, type InitialAdmin } from './installation.js';

export interface SeedOptions {
  /** The contract whose x-permission codes the admin role is granted. */
  document?: OpenApiDocument;
  openapiPath?: string;
  /** Demo tenants, users (published password) and records; false seeds an installation. Default true. */
  demo?: boolean;
  /** The first administrator of an empty database when demo is false. */
  initialAdmin?: InitialAdmin | null;
}

export async function seed(db: Db, opts: SeedOptions): Promise<{ created: boolean; ids: SeedIds }> {
  const document = opts.document ?? (opts.openapiPath ? loadDocument(opts.openapiPath) : null);
  const codes = document ? permissionCodes(document) : [];
  if (opts.demo === false) {
    const { created } = await db.transaction((tx) => seedInstallation(tx, codes, opts.initialAdmin ?? null));
    // No demo people: the administrator is whoever ADMIN_USERNAME named.
    return { created, ids: { tenants: seedIds.tenants, users: {} } };
  }
  return db.transaction(async (tx) => {
    const result = await seedIdentity(tx, codes);
    if (result.created) {
      await seedBusiness(tx, result.ids);
      await seedDomain(tx, result.ids);
    } else {
      // A resource declared since the last start brings its dictionaries (each seeded once).
      await seedDicts(tx);
    }
    return result;
  });
}

export type { SeedIds, InitialAdmin };
export { InstallationError } from './installation.js';
