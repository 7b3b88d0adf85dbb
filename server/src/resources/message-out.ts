// Writing messages to users (the header bell's records): one statement for a batch, then a live push to each user.
// Handlers (the message tag, jobs) and resource rules (a follow-up visit's 患者异常) all send through here.
import type { Db } from '../db/client.js';
import { messages, type MessageRedirect } from '../db/schema/domain.js';
import type { Notifier } from '../core/index.js';
import { newId } from './engine/sql-util.js';

export interface NewMessage {
  tenantId: string;
  userId: string;
  classify: string;
  title: string;
  content?: string;
  msgColor?: string | null;
  redirect?: MessageRedirect | null;
  /** The sending user; absent for messages the system writes (shown as 系统). */
  sender?: { id: string; name: string } | null;
  /** Opens business page `openPage` for record `busId` ('component') or an in-app address ('url'). */
  open?: MessageOpen | null;
}

export interface MessageOpen {
  openType: 'component' | 'url';
  openPage: string;
  busId: string | null;
}

/** Stores messages (one statement: all or none) and then pushes each to its user's sockets; a failed push never
 * fails the write. Answers the new ids in order. */
export async function createMessages(db: Db, notifier: Notifier, list: NewMessage[]): Promise<string[]> {
  if (list.length === 0) return [];
  const rows = list.map((msg) => ({
    id: newId(),
    tenantId: msg.tenantId,
    userId: msg.userId,
    classify: msg.classify,
    title: msg.title,
    content: msg.content ?? '',
    msgColor: msg.msgColor ?? null,
    redirect: msg.redirect ?? null,
    senderId: msg.sender?.id ?? null,
    sender: msg.sender?.name ?? null,
    openType: msg.open?.openType ?? null,
    openPage: msg.open?.openPage ?? null,
    busId: msg.open?.busId ?? null,
  }));
  await db.insert(messages).values(rows);
  for (const r of rows) {
    await notifier.notifyUser(r.userId, { cmd: 'user', msgId: r.id, msgTxt: r.title }).catch(() => undefined);
  }
  return rows.map((r) => r.id);
}

export async function createMessage(db: Db, notifier: Notifier, msg: NewMessage): Promise<string> {
  const [id] = await createMessages(db, notifier, [msg]);
  return id as string;
}
