// Electron: the preload's window.yacht bridge, whose methods answer with the main process's envelopes.

import type { ApiMethod, YachtBridge } from '../../shared/api/contract';
import { unwrapAnswer } from '../../shared/api/errors';
import { createApiClient, type ApiClient } from './client';

export function createBridgeClient(bridge: YachtBridge): ApiClient {
  return createApiClient({
    call: async (method: ApiMethod, args) => {
      const fn = bridge[method] as (...a: readonly unknown[]) => Promise<unknown>;
      return unwrapAnswer(await fn(...args), method);
    },
    listen: (type, deliver) => bridge.on(type, deliver),
  });
}
