// Operations of the `dynamicForm` tag: form definitions (动态表单), their data records (表单数据) and the apply/audit
// workflow: add, edit, delete and merge requests change the data only when another user approves them, in the
// approval's own transaction. Every read and write is bound to the request's tenant.
import type { HandlerMap } from '../../core/index.js';
import { applyAdd, applyAudit, applyById, applyList } from './applies.js';
import { dataAdd, dataById, dataEdit, dataExport, dataList } from './data.js';
import { formAdd, formById, formDelete, formEdit, formList } from './forms.js';

export const handlers: HandlerMap = {
  dynFormList: (input, ctx) => formList(input, ctx),
  dynFormQueryById: (input, ctx) => formById(input, ctx),
  dynFormAdd: (input, ctx) => formAdd(input, ctx),
  dynFormEdit: (input, ctx) => formEdit(input, ctx),
  dynFormDelete: (input, ctx) => formDelete(input, ctx),
  dynFormDataList: (input, ctx) => dataList(input, ctx),
  dynFormDataExport: (input, ctx) => dataExport(input, ctx),
  dynFormDataQueryById: (input, ctx) => dataById(input, ctx),
  dynFormDataAdd: (input, ctx) => dataAdd(input, ctx),
  dynFormDataEdit: (input, ctx) => dataEdit(input, ctx),
  dynFormApplyAdd: (input, ctx) => applyAdd(input, ctx),
  dynFormApplyList: (input, ctx) => applyList(input, ctx),
  dynFormApplyQueryById: (input, ctx) => applyById(input, ctx),
  dynFormApplyAudit: (input, ctx) => applyAudit(input, ctx),
};
