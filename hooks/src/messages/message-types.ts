// Shapes of messages and notice groups (shell-spec 3), and the port the message models call the API through.

export interface MessageRedirectParam {
  detailId?: string;
  caseId?: string;
  formId?: string;
  projectId?: string;
  /** The visit form's tab to open ('changes': 数据修改申请). */
  tab?: string;
}

export interface MessageRedirect {
  webUrl?: string;
  downloadUrl?: string;
  param?: MessageRedirectParam;
}

/** A message or an announcement as the popover, the popup and the detail view see it; absent fields stay absent. */
export interface NoticeMessage {
  id: string;
  title?: string;
  /** JeecgBoot's spelling on announcement records. */
  titile?: string;
  content?: string;
  /** HTML from the server: untrusted, the UI sanitises it before rendering. */
  msgContent?: string;
  msgColor?: string | null;
  /** 0 unread, 1 read. */
  readFlag: number;
  classify?: string;
  sender?: string | null;
  sendTime?: string | null;
  createTime?: string | null;
  openType?: string | null;
  openPage?: string | null;
  busId?: string | null;
  /** The announcement id when the record is a user's copy of an announcement. */
  anntId?: string;
  redirect?: MessageRedirect | null;
}

export interface NoticeGroup {
  classify: string;
  classifyName: string;
  unreadCount: number;
  msgList: NoticeMessage[];
}

/** What the message models need from the server; `messageTransportFromClient` adapts the SDK. */
export interface MessageTransport {
  /** One group per classification, with unread counts (getUnreadListWithMsg). */
  noticeGroups(): Promise<NoticeGroup[]>;
  /** Unread messages of the last `dayCount` days (the TB-D-WEB popup asks for 3). */
  unreadByDays(dayCount: number): Promise<NoticeMessage[]>;
  markRead(ids: readonly string[]): Promise<void>;
  markAllRead(): Promise<void>;
}
