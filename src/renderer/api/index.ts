import { createBridgeClient } from './bridge-client';
import type { ApiClient, Transport } from './client';
import { createHttpClient } from './http-client';

export type { ApiClient, Transport } from './client';
export { ApiError } from './client';
// react-query over the API, one file per area: every query awaits a client call, every mutation writes what it
// learnt into the cache, and pushed events keep the cache current (live-updates.ts, mounted by <ApiProvider>).
export { queryKeys } from './cache';
export * from './app-hooks';
export * from './game-hooks';
export * from './history-hooks';
export * from './solver-hooks';
export * from './coach-hooks';
export * from './analysis-hooks';
export * from './variant-hooks';
export * from './table-hooks';
export { ApiProvider, useApi } from './context';
export { CoachSourceProvider, useCoachSource, type CoachSource } from './coach-source';

/** window.yacht when the preload put it there (Electron), otherwise HTTP + WebSocket to the page's own server. */
export function createDefaultClient(win: Window = window): { client: ApiClient; transport: Transport } {
  if (win.yacht) return { client: createBridgeClient(win.yacht), transport: 'electron' };
  return { client: createHttpClient({ baseUrl: win.location.origin }), transport: 'http' };
}
