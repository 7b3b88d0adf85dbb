// The pickers' user-facing texts (widgets-spec §5 "Popup picker").

export const pickerMessages = {
  popupNotConfigured: 'popup参数未正确配置!',
  popupCountMismatch: 'popup参数未正确配置，原始值与目标值数量不一致!',
  loadFailed: '加载失败',
} as const;
