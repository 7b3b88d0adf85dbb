// The header's tenant switch: the user's tenants from login; choosing one acts in it from then on (hooks tenant model).
import { useModelState, type TenantModel } from '@clinic/hooks';
import { useClinic } from '../../app/clinic-context';
import { DropdownMenu } from '../../ui/dropdown-menu';
import { Icon } from '../../ui/icon';
import { useNoticeToasts } from '../../ui/use-notice-toasts';

export function TenantSwitch({ compact }: { compact: boolean }) {
  const { tenants } = useClinic();
  return tenants ? <TenantMenu model={tenants} compact={compact} /> : null;
}

function TenantMenu({ model, compact }: { model: TenantModel; compact: boolean }) {
  const { tenants, currentId, switching } = useModelState(model);
  // A refused or failed switch says why (您不属于该租户, 切换租户失败，请重试).
  useNoticeToasts(model);
  // One tenant leaves nothing to choose.
  if (tenants.length < 2) return null;
  const current = tenants.find((t) => t.id === currentId)?.name ?? '';
  return (
    <DropdownMenu
      label="切换租户"
      trigger={
        <button
          type="button"
          aria-label={current ? `当前租户 ${current}，切换租户` : '切换租户'}
          disabled={switching}
          className="flex h-10 items-center gap-1.5 rounded px-2 text-sm text-slate-600 hover:bg-slate-100 hover:text-slate-900 disabled:opacity-60"
        >
          <Icon name="team" />
          {!compact && <span className="max-w-32 truncate">{current || '切换租户'}</span>}
          {!compact && <Icon name="down" size={12} />}
        </button>
      }
      items={tenants.map((tenant) => ({
        key: tenant.id,
        label: tenant.id === currentId ? `${tenant.name}（当前）` : tenant.name,
        onSelect: () => void model.choose(tenant.id),
      }))}
    />
  );
}
