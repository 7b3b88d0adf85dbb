// Facts about the running application variant the console needs beyond the login route.

/** Application codes of the research-project variant (shell-spec 1). */
export const RESEARCH_APP_CODES: readonly string[] = ['RWS-P-WEB', 'RWS-O-WEB'];

export function isResearchApp(appCode: string): boolean {
  return RESEARCH_APP_CODES.includes(appCode);
}
