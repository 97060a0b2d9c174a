// Electron: the preload's window.yacht bridge.

import type { ApiMethod, YachtApi } from '../../shared/api/contract';
import { clientFromCall, type ApiClient } from './client';

export function createBridgeClient(bridge: YachtApi): ApiClient {
  return clientFromCall((method: ApiMethod, args) => {
    const fn = bridge[method] as (...a: readonly unknown[]) => Promise<unknown>;
    return fn(...args);
  });
}
