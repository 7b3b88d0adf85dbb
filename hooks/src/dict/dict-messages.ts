// The dictionary controls' user-facing texts (widgets-spec §5 and §8).

export const dictMessages = {
  codeRequired: '字典Code不能为空!',
  conditionInvalid: '条件值错误，需要JSON字符串',
  treeResultUnknown: '返回数据类型不识别',
} as const;

export const DICT_LIMITS = {
  cacheMs: 604_800_000,
  searchDebounceMs: 800,
  searchPageSize: 10,
  selectMaxHeight: 200,
  treeMaxHeight: 400,
} as const;
