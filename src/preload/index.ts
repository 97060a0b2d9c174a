// The sandboxed preload (built as CommonJS to out/preload/index.cjs, every import bundled in): exposes exactly
// one object, window.yacht, built from the contract: one function per method, forwarding to the main process
// over the method's IPC channel and answering with the main process's envelope ({ok, result} or {ok: false,
// error: {kind, message}}, so the error's kind crosses the bridge as data), plus `on(type, listener)` for the
// events the main process pushes. The renderer validates every result and event against the contract.

import { contextBridge, ipcRenderer, type IpcRendererEvent } from 'electron';
import {
  API_EVENT_CHANNEL,
  API_EVENT_TYPES,
  API_METHODS,
  apiContract,
  type ApiEventListener,
  type ApiEventType,
  type YachtBridge,
} from '../shared/api/contract';

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

// Object.fromEntries cannot know its keys: they are API_METHODS, every one (what the type says).
const calls = Object.fromEntries(
  API_METHODS.map((method) => [
    method,
    (...args: unknown[]) => ipcRenderer.invoke(apiContract[method].channel, ...args),
  ]),
) as Omit<YachtBridge, 'on'>;

const yacht = { ...calls, on } satisfies YachtBridge;

contextBridge.exposeInMainWorld('yacht', yacht);
