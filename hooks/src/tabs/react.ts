// React bindings of tabs (the framework-free surface is ./index.ts).
export { useTabs, type TabsApi, type UseTabsOptions } from './use-tabs.js';
