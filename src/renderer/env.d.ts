// window.yacht exists only inside the Electron app (put there by src/preload); in a plain browser it is
// undefined and the renderer talks HTTP to the browser-mode server instead.

import type { YachtApi } from '../shared/api/contract';

declare global {
  interface Window {
    readonly yacht?: YachtApi;
  }
}

export {};
