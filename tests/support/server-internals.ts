// Server internals the cross-package tests and benchmarks drive directly (the package entry exports the app only).
export { answerResource } from '../../server/src/resources/engine/index.js';
export { seedBusiness } from '../../server/src/seed/business.js';
export { seedDomain } from '../../server/src/seed/domain.js';
export { seedIdentity } from '../../server/src/seed/identity.js';
export { permissionCodes, loadDocument } from '../../server/src/core/openapi-document.js';
export { handlers as registeredHandlers } from '../../server/src/handlers/index.js';
export { resourceDeclarations } from '../../server/src/resources/registry.js';
export { referenceOf } from '../../server/src/resources/engine/references.js';
export { resourcePermission } from '../../server/src/resources/engine/access.js';
export { REPORTS } from '../../server/src/resources/reports.js';
export { TREE_SOURCES } from '../../server/src/resources/tree-sources.js';
export { readSheet } from '../../server/src/resources/engine/xlsx-io.js';
export { engineDeclOf } from '../../server/src/resources/engine/from-declaration.js';
export { cacheChanged } from '../../server/src/auth/session-cache.js';
export { tenantTables, unscopedTables } from '../../server/src/db/tenant-scope.js';
