// /workbench (shell-spec 2.3): the research user's start page: current project, unread messages, open tasks.
import { useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import { researchSourceFromClient, useModelState } from '@clinic/hooks';
import { useClinic } from '../../app/clinic-context';
import { useShell } from '../../app/shell-context';
import { AppLink } from '../../ui/app-link';
import { useUnreadCount } from '../messages/use-unread-count';

export function WorkbenchPage() {
  const { client } = useClinic();
  const { projectSelection } = useShell();
  const { current } = useModelState(projectSelection);
  const unread = useUnreadCount();
  const research = useMemo(() => researchSourceFromClient(client), [client]);
  const tasks = useQuery({ queryKey: ['myTasks', 'open'], queryFn: () => research.openTaskCount() });
  const cards = [
    {
      label: '当前项目',
      value: current?.projectName ?? '未选择',
      href: current ? `/medicalRecords/list?projectId=${encodeURIComponent(current.id)}` : null,
    },
    { label: '未读消息', value: String(unread), href: '/isps/userAnnouncement' },
    { label: '待办任务', value: tasks.data !== undefined ? String(tasks.data) : '—', href: '/task' },
  ];
  return (
    <section aria-label="工作台" className="grid gap-4 sm:grid-cols-3">
      {cards.map((card) => (
        <div key={card.label} className="rounded bg-white p-4 shadow-sm">
          <p className="text-sm text-slate-500">{card.label}</p>
          <p className="mt-2 truncate text-xl font-medium text-slate-900">{card.value}</p>
          {card.href && (
            <AppLink
              href={card.href}
              className="mt-2 inline-block text-sm text-primary-strong hover:underline"
            >
              查看
            </AppLink>
          )}
        </div>
      ))}
    </section>
  );
}
