// The user-facing texts of shell-spec section 8, in one place so every UI shows the same words.

export const ERROR_TEXT = {
  title: '系统提示',
  unauthorized: '未授权，请重新登录',
  forbidden: '拒绝访问',
  notFound: '很抱歉，资源未找到!',
  gatewayTimeout: '网络超时',
  tokenExpiredTitle: '登录已过期',
  tokenExpired: '很抱歉，登录已过期，请重新登录',
  // Not in the catalogue: a client-side timeout reads the same as the gateway one to a user.
  timeout: '网络超时',
  network: '网络异常，请检查网络连接',
  malformed: '服务器返回的数据格式不正确',
  // Not in the catalogue: a refused request signature, when the server gave no words of its own.
  signature: '签名验证失败',
  unknown: '系统错误，请稍后重试',
} as const;

/** The JeecgBoot marker for an expired token inside a 500 answer. */
export const TOKEN_INVALID_MARKER = 'Token失效';
