// Uploads (server-generated keys, extension allowlist, magic bytes, 10 MB) and the tenant-scoped static download.
import { NAMED_FORMATS } from '@clinic/sdk/validators';
import { queryText } from '../resources/engine/query-text.js';
import { fail, FileReply, type ApiInput, type HandlerMap, type RequestContext } from '../core/index.js';
import { nowOf } from '../core/request-context.js';
import { loadFile, saveFile, saveFileAt } from '../resources/file-store.js';
import { bytesMatch, extensionOf, FILE_TYPES, MAX_UPLOAD_BYTES } from '../resources/file-types.js';
import { issuePolicy, verifyPolicy } from '../resources/upload-policy.js';

function checkedFile(input: ApiInput) {
  const file = input.files.find((f) => f.fieldname === 'file') ?? input.files[0];
  if (!file) throw fail.business('未上传任何文件');
  const ext = extensionOf(file.filename);
  if (!FILE_TYPES[ext]) throw fail.business('不支持的文件类型');
  if (file.data.length === 0) throw fail.business('文件内容为空');
  if (file.data.length > MAX_UPLOAD_BYTES) throw fail.business('文件大小不能超过10MB');
  if (!bytesMatch(ext, file.data)) throw fail.business('文件内容与扩展名不符');
  return { file, ext };
}

async function store(input: ApiInput, ctx: RequestContext, biz: string) {
  const { file, ext } = checkedFile(input);
  const name = file.filename.replace(/[\\/]/g, '_').slice(-200);
  const key = await saveFile(ctx.db, ctx.tenantId, {
    fileName: name,
    contentType: FILE_TYPES[ext]!.contentType,
    data: file.data,
    ext,
    biz,
    createBy: ctx.user?.username ?? null,
  });
  return { key, name, size: file.data.length };
}

function bizOf(input: ApiInput): string {
  const body = (input.body ?? {}) as Record<string, unknown>;
  const biz = queryText(body.biz) || 'temp';
  if (!NAMED_FORMATS.code.pattern.test(biz)) throw fail.business('biz参数错误');
  return biz;
}

async function commonUpload(input: ApiInput, ctx: RequestContext) {
  return (await store(input, ctx, bizOf(input))).key;
}

async function attachmentUpload(input: ApiInput, ctx: RequestContext) {
  const path = queryText(input.query.path);
  if (path !== 'fileList' && path !== 'aritcle') throw fail.business('path参数错误');
  const stored = await store(input, ctx, bizOf(input));
  if (
    path === 'aritcle' &&
    !['jpg', 'jpeg', 'png', 'gif', 'bmp', 'webp'].includes(extensionOf(stored.name))
  ) {
    throw fail.business('只能上传图片');
  }
  return { fileName: stored.name, filePath: stored.key, fileSize: stored.size };
}

/** Only the tenant's own files; anything else (other tenants, unknown, traversal) is simply not found. */
async function staticFile(input: ApiInput, ctx: RequestContext) {
  const raw = queryText(input.params.path);
  let key = raw;
  try {
    key = decodeURIComponent(raw);
  } catch {
    throw fail.notFound('未知的文件');
  }
  if (key.includes('..') || !/^[A-Za-z0-9_\-./\u4e00-\u9fa5]{1,255}$/.test(key))
    throw fail.notFound('未知的文件');
  const f = await loadFile(ctx.db, ctx.tenantId, key);
  if (!f) throw fail.notFound('未知的文件');
  return new FileReply(f.data, f.fileName, f.contentType);
}

/** `host` is where directUpload listens, relative to the API base the client already uses. */
async function getUploadPolicy(input: ApiInput, ctx: RequestContext) {
  const dir = queryText(input.query.dir).replace(/^\/+|\/+$/g, '');
  if (dir === '') throw fail.business('上传目录不能为空');
  if (!/^[A-Za-z0-9_/-]{1,64}$/.test(dir) || dir.includes('..')) throw fail.business('dir参数错误');
  // Keys live under the tenant's own prefix: one tenant can neither probe (文件已存在) nor squat another's keys.
  return {
    host: '/jeecg-boot/sys/common/directUpload',
    ...issuePolicy(
      ctx.tenantId,
      `${ctx.tenantId}/${dir}/`,
      ctx.user?.username ?? null,
      nowOf(ctx),
      ctx.uploadPolicyTtlS,
    ),
  };
}

/** Public (no session): trusted only through the signed policy, which names the tenant and the folder. */
async function directUpload(input: ApiInput, ctx: RequestContext) {
  const body = (input.body ?? {}) as Record<string, unknown>;
  const key = queryText(body.key);
  const policy = verifyPolicy(queryText(body.policy), queryText(body.signature), key, nowOf(ctx));
  const { file, ext } = checkedFile(input);
  if (extensionOf(key) !== ext) throw fail.business('文件内容与扩展名不符');
  await saveFileAt(ctx.db, policy.tenantId, key, {
    fileName: file.filename.replace(/[\\/]/g, '_').slice(-200),
    contentType: FILE_TYPES[ext]!.contentType,
    data: file.data,
    createBy: policy.createBy,
  });
  return null;
}

export const handlers: HandlerMap = {
  commonUpload,
  attachmentUpload,
  staticFile,
  getUploadPolicy,
  directUpload,
};
