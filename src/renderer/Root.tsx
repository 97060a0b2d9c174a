// What the page is: the app over its backend, or — at a host's table server's #/join/<code> — a joiner's page
// that talks only to the table (no backend of its own).

import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useSyncExternalStore } from 'react';
import { createDefaultClient } from './api';
import { ApiProvider } from './api/context';
import { App } from './App';
import { joinCodeOf, JoinRoute } from './online/JoinApp';

function subscribe(onChange: () => void): () => void {
  window.addEventListener('hashchange', onChange);
  return () => window.removeEventListener('hashchange', onChange);
}

let backend: { queryClient: QueryClient; api: ReturnType<typeof createDefaultClient> } | null = null;

/** The backend's client, made once, when the app (not a join page) is first shown. */
function appBackend(): NonNullable<typeof backend> {
  backend ??= {
    queryClient: new QueryClient({ defaultOptions: { queries: { retry: 1, refetchOnWindowFocus: false } } }),
    api: createDefaultClient(),
  };
  return backend;
}

export function Root() {
  const hash = useSyncExternalStore(subscribe, () => window.location.hash);
  const code = joinCodeOf(hash);
  if (code !== null) return <JoinRoute code={code} />;
  const { queryClient, api } = appBackend();
  return (
    <QueryClientProvider client={queryClient}>
      <ApiProvider client={api.client} transport={api.transport}>
        <App />
      </ApiProvider>
    </QueryClientProvider>
  );
}
