// What every route can reach through the router context: the session and the application variant.
import type { SessionModel } from '@clinic/hooks';

export interface RouterContext {
  session: SessionModel;
  appCode: string;
  webAlias: string;
}
