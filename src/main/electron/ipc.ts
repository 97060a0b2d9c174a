// The IPC adapter: one ipcMain.handle per contract method, each refusing callers other than the app's
// own top-level frame, then validating and dispatching like the HTTP server does.

import { ipcMain, type WebFrameMain } from 'electron';
import { apiContract, API_METHODS, type YachtApi } from '../../shared/api/contract';
import { dispatch } from '../server/backend';

export function isTrustedSender(frame: WebFrameMain | null, isTrustedUrl: (url: string) => boolean): boolean {
  return frame !== null && frame.parent === null && isTrustedUrl(frame.url);
}

/** Registers the handlers; returns a function that removes them. */
export function registerIpc(api: YachtApi, isTrustedUrl: (url: string) => boolean): () => void {
  const channels = API_METHODS.map((method) => {
    const channel = apiContract[method].channel;
    ipcMain.handle(channel, (event, ...args: unknown[]) => {
      if (!isTrustedSender(event.senderFrame, isTrustedUrl)) {
        throw new Error(`Refused ${channel} from an untrusted sender`);
      }
      return dispatch(api, method, args);
    });
    return channel;
  });
  return () => channels.forEach((channel) => ipcMain.removeHandler(channel));
}
