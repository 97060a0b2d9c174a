// A network that dies without a word (a phone losing Wi-Fi) closes nothing: the silence is what tells. The table
// server pings every connection each beat and drops one heard nothing from for too long (its seat is then away).
// A client that pings (every joiner's page and app, every few seconds) is heard by its messages: a page frozen
// in the background, or a path on which something else answers the WebSocket pings for it (a browser's network
// stack, a proxy), is silent all the same. One that never pings is heard by its pongs too.

import type { WebSocket, WebSocketServer } from 'ws';
import type { OnlineLimits } from './online-limits';

/** When a connection was last heard from, and from where. */
export interface Hearing {
  at: number;
  readonly address: string;
  /** It sends its own pings: its pongs no longer count. */
  pings: boolean;
}

export class SilenceWatch {
  private readonly heard = new WeakMap<WebSocket, Hearing>();
  private readonly beat: ReturnType<typeof setInterval>;

  constructor(
    sockets: WebSocketServer,
    limits: Pick<OnlineLimits, 'heartbeatMs' | 'silenceMs'>,
    log: (message: string) => void,
  ) {
    // After the I/O waiting (setImmediate): a host that was busy for a while reads the pongs that came meanwhile
    // before it judges anyone silent; and a beat that comes late (the host held up, or its computer asleep)
    // judges nobody: the silence was the host's.
    let lastBeat = Date.now();
    this.beat = setInterval(() => {
      setImmediate(() => {
        const t = Date.now();
        const late = t - lastBeat > 2 * limits.heartbeatMs;
        lastBeat = t;
        for (const ws of sockets.clients) {
          const hearing = this.heard.get(ws);
          if (!late && hearing !== undefined && t - hearing.at > limits.silenceMs) {
            log(`table server: ${hearing.address} was silent for ${limits.silenceMs / 1000} s: dropped`);
            ws.terminate();
          } else if (ws.readyState === ws.OPEN) ws.ping();
        }
      });
    }, limits.heartbeatMs);
    this.beat.unref();
  }

  /** Starts hearing a new connection: the caller marks each message it reads (`at`, and `pings`). */
  watch(ws: WebSocket, address: string): Hearing {
    const hearing: Hearing = { at: Date.now(), address, pings: false };
    this.heard.set(ws, hearing);
    ws.on('pong', () => {
      if (!hearing.pings) hearing.at = Date.now();
    });
    return hearing;
  }

  stop(): void {
    clearInterval(this.beat);
  }
}
