// Any address no route claims goes to the 404 page (shell-spec 2.3).
import { createFileRoute, redirect } from '@tanstack/react-router';
import { NOT_FOUND_PATH } from '@clinic/hooks';

export const Route = createFileRoute('/$')({
  beforeLoad: () => {
    throw redirect({ href: NOT_FOUND_PATH, replace: true });
  },
});
