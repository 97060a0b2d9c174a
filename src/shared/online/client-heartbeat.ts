// A joiner's heartbeat over one connection: it pings the host every few seconds and gives up a connection that
// stops answering (a dead network closes nothing by itself), so that whoever holds the client connects again.

import type { OnlineClientMessage } from '../api/online';
import { SOCKET_OPEN, type SocketLike } from './client-socket';
import type { Timers } from './timers';

/** How often the client pings the host, and how long it waits for an answer before giving the connection up. */
export interface Heartbeat {
  readonly everyMs: number;
  readonly silenceMs: number;
}

/** An attempt, or a connection, that hears nothing for 10 s is given up (the host drops a silent one as soon). */
export const HEARTBEAT: Heartbeat = { everyMs: 4_000, silenceMs: 10_000 };

export const HOST_SILENT = 'the host stopped answering';
export const HOST_UNANSWERED = 'the host did not answer';

/** What the heartbeat asks of the client it beats for. */
export interface BeatHooks {
  /** The connection the client holds now (a beat of another one stops). */
  current(): SocketLike | null;
  /** The host has welcomed this connection (before that, it takes nothing but the hello: no pings). */
  welcomed(): boolean;
  /** The client has had a table at all (the host answered once). */
  hasTable(): boolean;
  /** A fresh message id. */
  nextId(): number;
  /** Gives the connection up, saying why. */
  lost(socket: SocketLike, why: string): void;
}

export class ClientHeartbeat {
  private beat: unknown = null;
  /** When the host was asked something (hello, ping) that is not answered yet (Date.now), else null. */
  private awaiting: number | null = null;

  constructor(
    private readonly heartbeat: Heartbeat | null,
    private readonly timers: Timers,
    private readonly hooks: BeatHooks,
  ) {}

  /**
   * The heartbeat of one connection: from the first attempt, the host must answer within `silenceMs` (the
   * welcome, then each ping's pong, or any other message); silence gives the connection up. A closing
   * handshake cannot pass a dead network, so the connection is left at once rather than waited for.
   */
  start(socket: SocketLike): void {
    this.stop();
    const heartbeat = this.heartbeat;
    if (heartbeat === null) return;
    const { hooks } = this;
    this.awaiting = Date.now();
    let last = this.awaiting;
    const tick = (): void => {
      this.beat = null;
      if (hooks.current() !== socket) return;
      const t = Date.now();
      // A late beat (a page in the background, a computer waking up) judges nothing: the silence was ours.
      const late = t - last > 2 * heartbeat.everyMs;
      last = t;
      if (!late && this.awaiting !== null && t - this.awaiting > heartbeat.silenceMs) {
        const why = !hooks.hasTable() || !hooks.welcomed() ? HOST_UNANSWERED : HOST_SILENT;
        hooks.lost(socket, why);
        socket.close(1000, why);
        return;
      }
      // Pings only after the welcome: before the hello, the host takes nothing else.
      if (socket.readyState === SOCKET_OPEN && hooks.welcomed()) {
        socket.send(JSON.stringify({ kind: 'ping', id: hooks.nextId() } satisfies OnlineClientMessage));
        this.awaiting ??= t;
      }
      this.beat = this.timers.setTimeout(tick, heartbeat.everyMs);
    };
    this.beat = this.timers.setTimeout(tick, heartbeat.everyMs);
  }

  /** The host was heard from. */
  heard(): void {
    this.awaiting = null;
  }

  stop(): void {
    if (this.beat !== null) this.timers.clearTimeout(this.beat);
    this.beat = null;
    this.awaiting = null;
  }
}
