// React bindings of menu (the framework-free surface is ./index.ts).
export { useMenuBadges } from './use-menu.js';
