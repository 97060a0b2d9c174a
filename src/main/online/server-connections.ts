// The table server's open connections, and the caps on what they may hold: connections waiting for their hello
// (by address, in all), watchers (by address, by table, in all) and connections of one seat. A connection beyond
// a cap is dropped (or refused at its hello) with the reason, its close frame sent after what it has not read.

import type { WebSocket } from 'ws';
import type { ClientAddress } from './client-address';
import type { OnlineLimits } from './online-limits';
import type { RefusalLog } from './refusal-log';
import type { Participant, TableGate, TablePlace } from './table-ports';

/** Close codes: a message that breaks the protocol; a server going away; full or too far behind (come back). */
export const CLOSE_POLICY = 1008;
export const CLOSE_AWAY = 1001;
export const CLOSE_TRY_AGAIN = 1013;
/** A dropped connection's close frame waits behind what it has not read: it is cut this long after. */
const DROP_GRACE_MS = 2_000;

/** One connection, as the server counts it. */
export interface Connection {
  readonly ws: WebSocket;
  readonly from: ClientAddress;
  readonly participant: Participant;
  /** Said a right hello (it is at a table, seated or watching). */
  greeted: boolean;
  /** Being dropped: nothing more is read from it or sent to it. */
  dropped: boolean;
}

export class ServerConnections {
  /** Every open connection, oldest first. */
  private readonly open = new Set<Connection>();

  constructor(
    private readonly limits: OnlineLimits,
    private readonly gate: TableGate,
    private readonly refusals: RefusalLog,
  ) {}

  add(connection: Connection): void {
    this.open.add(connection);
  }

  delete(connection: Connection): void {
    this.open.delete(connection);
  }

  /** Drops a connection: nothing more is read or sent; its close frame goes after what it has not read. */
  drop(connection: Connection, code: number, reason: string): void {
    if (connection.dropped) return;
    connection.dropped = true;
    const { ws } = connection;
    if (ws.readyState === ws.OPEN) ws.close(code, closeReason(reason));
    const cut = setTimeout(() => ws.terminate(), DROP_GRACE_MS);
    cut.unref();
    ws.once('close', () => clearTimeout(cut));
  }

  /** A connection waiting for its hello beyond the caps makes room: the oldest waiting one goes. */
  makeRoomToWait(address: string): void {
    const { limits } = this;
    const waiting = [...this.open].filter((c) => !c.greeted && !c.dropped);
    const mine = waiting.filter((c) => c.from.address === address);
    let oldest: Connection | undefined;
    if (mine.length >= limits.connectionsPerAddress) oldest = mine[0];
    else if (waiting.length >= limits.maxConnections) {
      // From the address with the most waiting.
      const counts = new Map<string, number>();
      for (const c of waiting) counts.set(c.from.address, (counts.get(c.from.address) ?? 0) + 1);
      const busiest = [...counts].sort((a, b) => b[1] - a[1])[0]?.[0];
      oldest = waiting.find((c) => c.from.address === busiest);
    }
    if (oldest === undefined) return;
    this.refusals.note(
      oldest.from.label,
      `table server: dropped ${oldest.from.label}: too many connections waiting`,
    );
    this.drop(oldest, CLOSE_TRY_AGAIN, 'too many connections waiting to say hello: try again');
  }

  /** Why a connection may not watch at the table (null: it may): the caps on watchers. */
  fullFor(connection: Connection, place: TablePlace): string | null {
    const { limits } = this;
    let fromAddress = 0;
    let atTable = 0;
    let all = 0;
    for (const c of this.open) {
      if (c === connection || !c.greeted || c.dropped) continue;
      const at = this.gate.placeOf(c.participant);
      if (at === null || at.seat !== null) continue;
      all++;
      if (c.from.address === connection.from.address) fromAddress++;
      if (at.tableId === place.tableId) atTable++;
    }
    if (atTable >= limits.watchersPerTable) {
      return `this table has as many watchers as it takes (${limits.watchersPerTable}): try again later`;
    }
    if (fromAddress >= limits.connectionsPerAddress) {
      return `too many connections from your address (${limits.connectionsPerAddress}): close some and try again`;
    }
    if (all >= limits.maxConnections)
      return 'the table server has as many watchers as it takes: try again later';
    return null;
  }

  /** A seat holds so many connections: a newer one drops the oldest (a device that went away, mostly). */
  makeRoomAtSeat(connection: Connection, place: TablePlace): void {
    const others = [...this.open].filter(
      (c) =>
        c !== connection && c.greeted && !c.dropped && samePlace(this.gate.placeOf(c.participant), place),
    );
    for (const old of others.slice(0, Math.max(0, others.length + 1 - this.limits.connectionsPerSeat))) {
      this.drop(old, CLOSE_AWAY, 'your seat was taken up on a newer connection');
    }
  }
}

/** A close frame's reason: at most 123 bytes of UTF-8. */
function closeReason(reason: string): string {
  let text = reason.slice(0, 120);
  while (Buffer.byteLength(text) > 123) text = text.slice(0, -1);
  return text;
}

function samePlace(a: TablePlace | null, b: TablePlace): boolean {
  return a !== null && a.tableId === b.tableId && a.seat === b.seat;
}
