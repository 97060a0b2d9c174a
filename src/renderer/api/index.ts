import { createBridgeClient } from './bridge-client';
import type { ApiClient, Transport } from './client';
import { createHttpClient } from './http-client';

export type { ApiClient, Transport } from './client';
export { ApiError } from './client';
export * from './hooks';
export * from './table-hooks';
export { ApiProvider, useApi } from './context';
export { CoachSourceProvider, useCoachSource, type CoachSource } from './coach-source';

/** window.yacht when the preload put it there (Electron), otherwise HTTP + WebSocket to the page's own server. */
export function createDefaultClient(win: Window = window): { client: ApiClient; transport: Transport } {
  if (win.yacht) return { client: createBridgeClient(win.yacht), transport: 'electron' };
  return { client: createHttpClient({ baseUrl: win.location.origin }), transport: 'http' };
}
