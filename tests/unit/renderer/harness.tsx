// Shared by the renderer hook tests: the app's providers around a hook, over a given client.

import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import type { ApiClient } from '../../../src/renderer/api/client';
import { ApiProvider } from '../../../src/renderer/api/context';

/** A wrapper with a fresh query cache (defaults as in src/renderer/main.tsx) and the API over `client`. */
export function harness(client: ApiClient): (props: { children: ReactNode }) => ReactNode {
  const queries = new QueryClient({ defaultOptions: { queries: { retry: 1, refetchOnWindowFocus: false } } });
  return function Wrapper({ children }) {
    return (
      <QueryClientProvider client={queries}>
        <ApiProvider client={client} transport="memory">
          {children}
        </ApiProvider>
      </QueryClientProvider>
    );
  };
}
