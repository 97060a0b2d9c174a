// The IPC adapter: one ipcMain.handle per contract method, each refusing callers other than the app's own
// top-level frame, then validating and dispatching like the HTTP server does. Replies are envelopes
// ({ok, result} | {ok: false, error: {kind, message}}) that the renderer's bridge client unwraps. Pushed
// events go to every window showing the app, over one channel.

import { BrowserWindow, ipcMain, type WebFrameMain } from 'electron';
import {
  API_EVENT_CHANNEL,
  apiContract,
  API_METHODS,
  type ApiBackend,
  type ApiEnvelope,
  type YachtApi,
} from '../../shared/api/contract';
import { dispatchToEnvelope } from '../../shared/api/dispatch';
import { BackgroundLane } from '../runtime/background-lane';

export function isTrustedSender(frame: WebFrameMain | null, isTrustedUrl: (url: string) => boolean): boolean {
  return frame !== null && frame.parent === null && isTrustedUrl(frame.url);
}

/** Registers the handlers; returns a function that removes them. */
export function registerIpc(
  api: YachtApi,
  isTrustedUrl: (url: string) => boolean,
  logError: (message: string) => void = () => {},
): () => void {
  // The calls a game being played never waits behind take their turns (background-lane.ts).
  const lane = new BackgroundLane();
  const channels = API_METHODS.map((method) => {
    const channel = apiContract[method].channel;
    ipcMain.handle(channel, (event, ...args: unknown[]): Promise<ApiEnvelope<unknown>> => {
      if (!isTrustedSender(event.senderFrame, isTrustedUrl)) {
        logError(`refused ${channel} from an untrusted sender`);
        return Promise.resolve({
          ok: false,
          error: { kind: 'untrusted', message: `Refused ${channel} from an untrusted sender` },
        });
      }
      // A window closed before the answer waits for nothing any more.
      const gone = new AbortController();
      const hangUp = (): void => gone.abort();
      event.sender.once('destroyed', hangUp);
      return dispatchToEnvelope(api, method, args, logError, {
        signal: gone.signal,
        turn: lane.turnOf(method),
      }).finally(() => event.sender.off('destroyed', hangUp));
    });
    return channel;
  });
  return () => channels.forEach((channel) => ipcMain.removeHandler(channel));
}

/** Sends every pushed event to the windows that show the app (never to a page we do not trust). */
export function pushEvents(
  subscribe: ApiBackend['subscribe'],
  isTrustedUrl: (url: string) => boolean,
): () => void {
  return subscribe((event) => {
    for (const window of BrowserWindow.getAllWindows()) {
      const contents = window.webContents;
      if (contents.isDestroyed() || !isTrustedUrl(contents.getURL())) continue;
      contents.send(API_EVENT_CHANNEL, event);
    }
  });
}
