// 机构管理 (/system/organization, menu component system/OrganizationList): the tenant's hospitals, clinics and
// community health service centres as a tree, queried by name and 机构类型.
import { resources } from '@clinic/sdk/resources';
import { ResourceTreePage } from './resource-tree-page';

const def = resources.organization;

export function OrganizationTreePage() {
  return (
    <ResourceTreePage
      def={def}
      labelField="orgName"
      parentField="parentId"
      kindField={{ name: 'orgType', dictCode: 'org_type', title: '机构类型' }}
      addDefaults={{ orgType: '1' }}
      hidden={['createTime']}
    />
  );
}
