// Electron: the preload's window.yacht bridge (which already unwraps errors to their messages).

import type { ApiMethod, YachtBridge } from '../../shared/api/contract';
import { createApiClient, type ApiClient } from './client';

export function createBridgeClient(bridge: YachtBridge): ApiClient {
  return createApiClient({
    call: (method: ApiMethod, args) => {
      const fn = bridge[method] as (...a: readonly unknown[]) => Promise<unknown>;
      return fn(...args);
    },
    listen: (type, deliver) => bridge.on(type, deliver),
  });
}
