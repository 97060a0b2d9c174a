// A joiner's connection to the table, for the page a host's table server serves to browsers: connects with
// the code (and the seat token this browser kept for the code, so a reopened page gets its seat back), follows
// the table, and reconnects after a drop (waiting longer each time, up to ten seconds) and while the host is
// away (up to 30 s; Rejoiner), at once when asked or when the device is back online.

import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { ONLINE_SOCKET_PATH, type OnlineAction } from '../../shared/api/online';
import { Rejoiner, type RejoinPhase, type RejoinStatus } from '../../shared/online/rejoin';
import {
  TableClient,
  type OpenSocket,
  type SocketLike,
  type TableClientState,
} from '../../shared/online/table-client';
import type { CoachSource } from '../api/coach-source';

export type JoinPhase = RejoinPhase;

export interface JoinedTable {
  readonly phase: JoinPhase;
  readonly problem: string | null;
  readonly state: TableClientState;
  sit(seat: number, name: string): Promise<void>;
  stand(): void;
  act(action: OnlineAction): Promise<void>;
  /** The host's coach for this seat (refused where the host does not allow it). */
  readonly coach: CoachSource;
  /** The wait before the next try while one waits (its `attempt` tells one wait from the next). */
  readonly retry: { readonly waitMs: number; readonly attempt: number } | null;
  /** Tries again at once (null where the page cannot ask: another app's backend holds the connection). */
  readonly tryNow: (() => void) | null;
}

const tokenKey = (code: string): string => `yacht.seat.${code}`;

const STARTING: RejoinStatus = { phase: 'joining', problem: null, waitMs: null, failures: 0 };

/** The coach of a joined table, asked of its host (the game's id is the table's own). */
export function tableCoachSource(
  code: string,
  host: Pick<TableClient, 'grades' | 'hint' | 'why'>,
): CoachSource {
  return {
    key: `table:${code}`,
    pushes: false,
    coachGrades: () => host.grades(),
    coachHint: () => host.hint(),
    coachWhy: (_gameId, index) => host.why(index),
  };
}

export function tableSocketUrl(location: Pick<Location, 'protocol' | 'host'>): string {
  return `${location.protocol === 'https:' ? 'wss' : 'ws'}://${location.host}${ONLINE_SOCKET_PATH}`;
}

const browserSocket: OpenSocket = (url) => new WebSocket(url) as unknown as SocketLike;

export function useJoinedTable(code: string, openSocket: OpenSocket = browserSocket): JoinedTable {
  const client = useMemo(() => {
    const kept = window.localStorage.getItem(tokenKey(code)) ?? undefined;
    return new TableClient(openSocket, tableSocketUrl(window.location), code, kept);
  }, [code, openSocket]);
  const [state, setState] = useState<TableClientState>(() => client.state());
  const [status, setStatus] = useState<RejoinStatus>(STARTING);
  const rejoiner = useRef<Rejoiner | null>(null);

  useEffect(() => {
    const stop = client.subscribe(setState);
    const rejoin = new Rejoiner(client, {
      onStatus: setStatus,
      // The seat this browser held is not at this table any more: join afresh next time.
      onSeatGone: () => window.localStorage.removeItem(tokenKey(code)),
    });
    rejoiner.current = rejoin;
    const online = (): void => rejoin.tryNow();
    window.addEventListener('online', online);
    rejoin.start();
    return () => {
      window.removeEventListener('online', online);
      rejoin.stop();
      rejoiner.current = null;
      stop();
      client.disconnect();
    };
  }, [client, code]);

  const sit = useCallback(
    async (seat: number, name: string) => {
      const token = await client.sit(seat, name);
      window.localStorage.setItem(tokenKey(code), token);
    },
    [client, code],
  );
  const stand = useCallback(() => {
    client.stand();
    window.localStorage.removeItem(tokenKey(code));
  }, [client, code]);
  const act = useCallback((action: OnlineAction) => client.act(action), [client]);
  const coach = useMemo(() => tableCoachSource(code, client), [code, client]);
  const tryNow = useCallback(() => rejoiner.current?.tryNow(), []);
  return {
    phase: status.phase,
    problem: status.problem,
    state,
    sit,
    stand,
    act,
    coach,
    retry: status.waitMs === null ? null : { waitMs: status.waitMs, attempt: status.failures },
    tryNow,
  };
}
