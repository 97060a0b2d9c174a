// Where each API method travels: an IPC channel (Electron) and an HTTP path (browser mode). Pure data
// with no imports, so the sandboxed preload can use it without bundling zod. contract.ts adds the
// schemas and types (and fails to compile unless it has schemas for exactly these methods).

export interface ApiRoute {
  /** ipcRenderer.invoke / ipcMain.handle channel. */
  readonly channel: string;
  /** Browser mode: POST this path with a JSON body `{ "args": [...] }`. */
  readonly path: string;
}

export const apiRoutes = {
  version: { channel: 'yacht:app:version', path: '/api/version' },
} as const satisfies Record<string, ApiRoute>;
