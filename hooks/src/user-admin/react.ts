// React bindings of user-admin (the framework-free surface is ./index.ts).
export { useUserAdmin } from './use-user-admin.js';
