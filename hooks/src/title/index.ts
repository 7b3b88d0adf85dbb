// Public surface of the title rules (home tab names, DF-D-WEB relabel, document title).
export {
  HOME_TAB_TITLE,
  SPECIAL_HOME_TAB_TITLE,
  SPECIAL_HOME_TENANT_ID,
  STATISTICS_APP_CODE,
  STATISTICS_TITLE,
  displayTitle,
  homeTabTitle,
  isHomePath,
  isHomeTitle,
  type TitleContext,
} from './home-title.js';
export { DEFAULT_APP_NAME, documentTitle, type DocumentTitleInput } from './document-title.js';
