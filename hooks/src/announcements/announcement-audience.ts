// 通告对象 as a person reads it: the kind's label and, for chosen users, departments or roles, their names (never ids).

/** The list field holding each chosen kind's ids; its `_dictText` twin holds the names. */
const LIST_OF: Readonly<Record<string, string>> = { USER: 'userIds', DEPART: 'departIds', ROLE: 'roleIds' };
const KIND_TEXT: Readonly<Record<string, string>> = {
  ALL: '全体用户',
  USER: '指定用户',
  DEPART: '指定部门',
  ROLE: '指定角色',
};

export interface AnnouncementAudience {
  /** 全体用户, 指定用户... */
  kind: string;
  /** The chosen users', departments' or roles' names; empty for 全体用户. */
  names: string[];
}

/** The audience of an announcement record as the list answers it (`msgType_dictText`, `userIds_dictText`...). */
export function announcementAudience(record: Readonly<Record<string, unknown>>): AnnouncementAudience {
  const type = String(record.msgType ?? 'ALL');
  const label = record.msgType_dictText;
  const kind = typeof label === 'string' && label !== '' ? label : (KIND_TEXT[type] ?? KIND_TEXT.ALL!);
  const list = LIST_OF[type];
  const names = list ? record[`${list}_dictText`] : undefined;
  return {
    kind,
    names:
      typeof names === 'string'
        ? names
            .split(',')
            .map((n) => n.trim())
            .filter(Boolean)
        : [],
  };
}

/** 全体用户, or 指定角色：护士、医生. */
export function announcementAudienceText(record: Readonly<Record<string, unknown>>): string {
  const { kind, names } = announcementAudience(record);
  return names.length > 0 ? `${kind}：${names.join('、')}` : kind;
}
