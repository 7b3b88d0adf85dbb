// Which 动态表单 buttons the signed-in user's codes allow (the server checks the same codes on every call).
import { usePermission } from '@clinic/hooks';
import { useShell } from '../../app/shell-context';

export function useDynCodes() {
  const { has } = usePermission(useShell().permissions);
  return {
    formAdd: has('rws:dynform:add'),
    formEdit: has('rws:dynform:edit'),
    formDelete: has('rws:dynform:delete'),
    dataList: has('rws:dynformdata:list'),
    dataAdd: has('rws:dynformdata:add'),
    dataEdit: has('rws:dynformdata:edit'),
    dataExport: has('rws:dynformdata:exportXls'),
    apply: has('rws:dynformapply:add'),
    audit: has('rws:dynformapply:audit'),
  };
}
