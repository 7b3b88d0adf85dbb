// The shell with its query cache: signed-in pages are the only users of TanStack Query, so the login route skips it.
import { useEffect } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useClinic } from '../../app/clinic-context';
import { AppShell } from './app-shell';

const queryClient = new QueryClient({
  defaultOptions: { queries: { retry: 1, refetchOnWindowFocus: false } },
});

export function SignedInShell() {
  const { session } = useClinic();
  // One user's cached answers never show to the next one signing in.
  useEffect(() => session.onLogout(() => queryClient.clear()), [session]);
  return (
    <QueryClientProvider client={queryClient}>
      <AppShell />
    </QueryClientProvider>
  );
}
