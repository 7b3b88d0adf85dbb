// "/" is the home layout that forwards to the home path (shell-spec 2.3).
import { createFileRoute, redirect } from '@tanstack/react-router';
import { HOME_PATH } from '@clinic/hooks';

export const Route = createFileRoute('/')({
  beforeLoad: () => {
    throw redirect({ href: HOME_PATH, replace: true });
  },
});
