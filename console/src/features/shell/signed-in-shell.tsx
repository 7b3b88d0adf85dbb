// The shell with its query cache: signed-in pages are the only users of TanStack Query, so the login route skips it.
import { useEffect } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useModelState } from '@clinic/hooks';
import { useClinic } from '../../app/clinic-context';
import { AppShell } from './app-shell';

const queryClient = new QueryClient({
  defaultOptions: { queries: { retry: 1, refetchOnWindowFocus: false } },
});

export function SignedInShell() {
  const { session } = useClinic();
  // One user's cached answers never show to the next one signing in.
  useEffect(() => session.onLogout(() => queryClient.clear()), [session]);
  // Between the end of the session and the page load that follows it, the old pages are taken down: logout resets the
  // tabs and kept-alive pages, and a page mounted again would ask the server for its data without a token (401).
  const { status } = useModelState(session);
  if (status !== 'authenticated') return null;
  return (
    <QueryClientProvider client={queryClient}>
      <AppShell />
    </QueryClientProvider>
  );
}
