// React bindings of 动态表单 (the framework-free surface is ./index.ts).
export {
  useDynApply,
  useDynApplyList,
  useDynData,
  useDynFormDesigner,
  useDynFormList,
} from './use-dyn-form.js';
