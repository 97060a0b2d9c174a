import { createContext, useContext, type ReactNode } from 'react';
import type { ApiClient, Transport } from './client';

interface ApiContextValue {
  readonly client: ApiClient;
  readonly transport: Transport;
}

const ApiContext = createContext<ApiContextValue | null>(null);

export function ApiProvider(props: ApiContextValue & { readonly children: ReactNode }) {
  const { client, transport, children } = props;
  return <ApiContext.Provider value={{ client, transport }}>{children}</ApiContext.Provider>;
}

export function useApi(): ApiContextValue {
  const value = useContext(ApiContext);
  if (value === null) throw new Error('useApi() outside <ApiProvider>');
  return value;
}
