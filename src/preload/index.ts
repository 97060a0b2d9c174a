// The sandboxed preload (built as CommonJS to out/preload/index.cjs): exposes exactly one object,
// window.yacht, whose methods forward to the main process over the contract's IPC channels.
// It imports only the route table (plain data) so that nothing else gets bundled into it.

import { contextBridge, ipcRenderer } from 'electron';
import type { ApiArgs, ApiMethod, ApiResult, YachtApi } from '../shared/api/contract';
import { apiRoutes } from '../shared/api/routes';

function invoke<M extends ApiMethod>(method: M, ...args: ApiArgs<M>): Promise<ApiResult<M>> {
  return ipcRenderer.invoke(apiRoutes[method].channel, ...args) as Promise<ApiResult<M>>;
}

const yacht = {
  version: () => invoke('version'),
} satisfies YachtApi;

contextBridge.exposeInMainWorld('yacht', yacht);
