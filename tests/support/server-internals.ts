// The server modules that @clinic/server loads through variable dynamic imports. Under Vitest those imports do not
// resolve (the specifier is resolved against the project root), so the resource engine and the business and domain
// seeds silently go missing; these static imports hand them over explicitly. Reported to the server's owners.
export { answerResource } from '../../server/src/resources/engine/index.js';
export { seedBusiness } from '../../server/src/seed/business.js';
export { seedDomain } from '../../server/src/seed/domain.js';
export { seedIdentity } from '../../server/src/seed/identity.js';
export { permissionCodes, loadDocument } from '../../server/src/http/openapi-document.js';
