// Online play in tests: a backend whose tables listen on 127.0.0.1 (any free port), joiners as TableClients over
// `ws`, and a player who makes legal moves for whichever seat it holds.

import WebSocket from 'ws';
import type { HostedTable, OpenTableInput } from '../../../src/shared/api/online';
import { ONLINE_SOCKET_PATH } from '../../../src/shared/api/online';
import { replay, type GameState } from '../../../src/shared/game';
import { TableClient, type SocketLike } from '../../../src/shared/online/table-client';
import { startTableServer, type OnlineLimits } from '../../../src/main/online/table-server';
import type { Timers } from '../../../src/main/runtime/timers';
import { openTestBackend, tempDataDir, type TestBackend } from '../backend/helpers';

export interface OnlineHost {
  readonly backend: TestBackend;
  readonly dataDir: string;
  /** What the table server reported (refused messages and failures). */
  readonly log: string[];
}

export interface HostOptions {
  readonly limits?: Partial<OnlineLimits>;
  /** The table server counts a connection by its X-Forwarded-For (as `yacht host --behind-proxy`). */
  readonly behindProxy?: boolean;
  readonly dataDir?: string;
  readonly timers?: Timers;
  /** How long a finished table stays open, and how many at once (the backend's defaults otherwise). */
  readonly finishedTableGraceMs?: number;
  readonly maxFinishedTables?: number;
}

export async function openHost(options: HostOptions = {}): Promise<OnlineHost> {
  const log: string[] = [];
  const limits = options.limits ?? {};
  const dataDir = options.dataDir ?? (await tempDataDir());
  const backend = await openTestBackend(dataDir, {
    ...(options.timers ? { timers: options.timers } : {}),
    finishedTableGraceMs: options.finishedTableGraceMs,
    maxFinishedTables: options.maxFinishedTables,
    openListener: (choice, port, gate) =>
      startTableServer({
        host: choice.kind === 'network' ? choice.address : '127.0.0.1',
        port,
        gate,
        staticRoot: null,
        limits,
        behindProxy: options.behindProxy ?? false,
        log: (message) => log.push(message),
      }),
  });
  return { backend, dataDir, log };
}

export function socketUrl(table: HostedTable): string {
  if (table.listening === null) throw new Error('the table is not listening');
  return `ws://${table.listening.host}:${table.listening.port}${ONLINE_SOCKET_PATH}`;
}

export const openWs = (url: string): SocketLike => new WebSocket(url) as unknown as SocketLike;

export async function join(table: HostedTable, token?: string): Promise<TableClient> {
  const client = new TableClient(openWs, socketUrl(table), table.code, token);
  await client.connect();
  return client;
}

/** A table with the host in seat 0 and `open` seats for joiners, then `bots`. */
export function tableSetup(open: number, bots: readonly ('easy' | 'medium')[] = []): OpenTableInput {
  return {
    rules: { variant: 'classic' },
    seats: [
      { kind: 'host', name: 'Host' },
      ...Array.from({ length: open }, () => ({ kind: 'open' as const })),
      ...bots.map((level, i) => ({ kind: 'bot' as const, name: `Bot ${i + 1}`, level })),
    ],
  };
}

/** Resolves once `check` holds for the client's state (polling; bounded). */
export async function until(check: () => boolean, what: string, ms = 10_000): Promise<void> {
  const deadline = Date.now() + ms;
  while (!check()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}

export function stateOfEvents(events: Parameters<typeof replay>[0]): GameState {
  return replay(events);
}
