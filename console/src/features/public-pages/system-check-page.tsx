// /test/home (shell-spec 2.1, a static route): the deployment's self-check, reachable without login: whether the
// server answers and how fast, which application variant and API this console uses, and who is signed in.
import type { ReactNode } from 'react';
import { systemCheckModel, usePublicPage, useModelState } from '@clinic/hooks';
import { API_BASE_URL, APP_TITLE } from '../../app/app-config';
import { useClinic } from '../../app/clinic-context';
import { Button } from '../../ui/button';
import { PublicFrame } from './public-frame';

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex gap-4 border-b border-slate-100 py-3 text-sm last:border-b-0">
      <dt className="w-24 shrink-0 text-slate-500">{label}</dt>
      <dd className="min-w-0 break-words text-slate-900">{children}</dd>
    </div>
  );
}

export function SystemCheckPage() {
  const { client, session, appCode, webAlias } = useClinic();
  const { userInfo } = useModelState(session);
  const check = usePublicPage(() => systemCheckModel(client));
  const server =
    check.status === 'ready' && check.data ? (
      <span className="text-emerald-600">正常（响应 {check.data.latencyMs} 毫秒）</span>
    ) : check.status === 'error' ? (
      <span role="alert" className="text-red-600">
        异常：{check.error}
      </span>
    ) : (
      <span className="text-slate-400">检测中…</span>
    );
  return (
    <PublicFrame path="/test/home" title="系统自检">
      <section aria-label="自检结果" className="rounded-lg bg-white px-5 py-2 shadow-sm">
        <dl>
          <Row label="服务状态">{server}</Row>
          <Row label="系统名称">{APP_TITLE}</Row>
          <Row label="应用编码">{appCode}</Row>
          <Row label="站点别名">{webAlias || '无'}</Row>
          <Row label="接口地址">{API_BASE_URL}</Row>
          <Row label="登录状态">{userInfo ? `已登录：${userInfo.realname}` : '未登录'}</Row>
        </dl>
      </section>
      <div className="mt-4 flex justify-end">
        <Button variant="primary" onClick={() => void check.reload()} loading={check.status === 'loading'}>
          重新检测
        </Button>
      </div>
    </PublicFrame>
  );
}
