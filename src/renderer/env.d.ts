// window.yacht exists only inside the Electron app (put there by src/preload); in a plain browser it is
// undefined and the renderer talks HTTP + WebSocket to the browser-mode server instead.

import type { YachtBridge } from '../shared/api/contract';

declare global {
  interface Window {
    readonly yacht?: YachtBridge;
  }
}

export {};
