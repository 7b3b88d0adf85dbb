// One message center per signed-in user and token: the popover, detail, popup, count schedule and live socket share it.
import {
  createMessageCenter,
  liveSocketUrl,
  messageTransportFromClient,
  type LiveSocketConstructor,
  type MessageCenter,
  type RouterAdapter,
  type SessionModel,
} from '@clinic/hooks';
import type { ClinicClient } from '@clinic/sdk';
import { API_BASE_URL } from '../../app/app-config';

export interface MessageCenterDeps {
  client: ClinicClient;
  session: SessionModel;
  router: RouterAdapter;
  appCode: string;
}

let current: { key: string; center: MessageCenter } | null = null;

/** The center of the session's user; a new user or token gets a fresh one (the old one is stopped). */
export function messageCenterFor(deps: MessageCenterDeps): MessageCenter | null {
  const { token, userInfo } = deps.session.getSnapshot();
  if (!token || !userInfo?.id) return null;
  const key = `${userInfo.id}:${token}`;
  if (current?.key === key) return current.center;
  current?.center.stop();
  const userId = userInfo.id;
  const center = createMessageCenter({
    transport: messageTransportFromClient(deps.client),
    router: deps.router,
    appCode: deps.appCode,
    live: {
      WebSocket: window.WebSocket as unknown as LiveSocketConstructor,
      url: () => liveSocketUrl({ baseUrl: API_BASE_URL, userId, origin: window.location.origin }),
      token: () => deps.session.getSnapshot().token,
    },
  });
  current = { key, center };
  return center;
}
