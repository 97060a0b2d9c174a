// The sandboxed preload (built as CommonJS to out/preload/index.cjs): exposes exactly one object, window.yacht,
// whose methods forward to the main process over the contract's IPC channels, plus `on(type, listener)` for
// the events the main process pushes. It imports only the route table (plain data) so that nothing else gets
// bundled into it; the renderer validates every result and event against the contract's schemas.

import { contextBridge, ipcRenderer, type IpcRendererEvent } from 'electron';
import type {
  ApiEnvelope,
  ApiEventListener,
  ApiEventType,
  ApiInputArgs,
  ApiMethod,
  ApiResult,
  YachtBridge,
} from '../shared/api/contract';
import { API_EVENT_CHANNEL, API_EVENT_TYPES, apiRoutes } from '../shared/api/routes';

async function invoke<M extends ApiMethod>(method: M, ...args: ApiInputArgs<M>): Promise<ApiResult<M>> {
  // The main process answers with an envelope, so that only the message crosses (not Electron's wrapping).
  const reply = (await ipcRenderer.invoke(apiRoutes[method].channel, ...args)) as ApiEnvelope<ApiResult<M>>;
  if (!reply.ok) throw new Error(reply.error.message);
  return reply.result;
}

function on<T extends ApiEventType>(type: T, listener: ApiEventListener<T>): () => void {
  if (!(API_EVENT_TYPES as readonly string[]).includes(type))
    throw new Error(`No such event: ${String(type)}`);
  if (typeof listener !== 'function') throw new Error('on(type, listener): the listener must be a function');
  const handler = (_event: IpcRendererEvent, payload: unknown): void => {
    if (typeof payload === 'object' && payload !== null && (payload as { type?: unknown }).type === type) {
      listener(payload as Parameters<ApiEventListener<T>>[0]);
    }
  };
  ipcRenderer.on(API_EVENT_CHANNEL, handler);
  return () => void ipcRenderer.removeListener(API_EVENT_CHANNEL, handler);
}

const yacht = {
  version: (...args) => invoke('version', ...args),
  getSettings: (...args) => invoke('getSettings', ...args),
  setSettings: (...args) => invoke('setSettings', ...args),
  createGame: (...args) => invoke('createGame', ...args),
  currentGame: (...args) => invoke('currentGame', ...args),
  getGame: (...args) => invoke('getGame', ...args),
  act: (...args) => invoke('act', ...args),
  skipBots: (...args) => invoke('skipBots', ...args),
  playAgain: (...args) => invoke('playAgain', ...args),
  abandonGame: (...args) => invoke('abandonGame', ...args),
  finishedGames: (...args) => invoke('finishedGames', ...args),
  solverStatus: (...args) => invoke('solverStatus', ...args),
  prepareSolver: (...args) => invoke('prepareSolver', ...args),
  notices: (...args) => invoke('notices', ...args),
  undo: (...args) => invoke('undo', ...args),
  coachReport: (...args) => invoke('coachReport', ...args),
  hint: (...args) => invoke('hint', ...args),
  analyzePosition: (...args) => invoke('analyzePosition', ...args),
  explainDecision: (...args) => invoke('explainDecision', ...args),
  on,
} satisfies YachtBridge;

contextBridge.exposeInMainWorld('yacht', yacht);
