// The API client for the React tree. <ApiProvider> (inside a QueryClientProvider) also keeps the query cache
// current from the backend's pushed events.

import { useQueryClient } from '@tanstack/react-query';
import { createContext, useContext, useEffect, useMemo, type ReactNode } from 'react';
import type { ApiClient, Transport } from './client';
import { connectLiveUpdates } from './live-updates';

interface ApiContextValue {
  readonly client: ApiClient;
  readonly transport: Transport;
}

export const ApiContext = createContext<ApiContextValue | null>(null);

export function ApiProvider(props: ApiContextValue & { readonly children: ReactNode }) {
  const { client, transport, children } = props;
  const queries = useQueryClient();
  useEffect(() => connectLiveUpdates(client, queries), [client, queries]);
  const value = useMemo(() => ({ client, transport }), [client, transport]);
  return <ApiContext.Provider value={value}>{children}</ApiContext.Provider>;
}

export function useApi(): ApiContextValue {
  const value = useContext(ApiContext);
  if (value === null) throw new Error('useApi() outside <ApiProvider>');
  return value;
}
