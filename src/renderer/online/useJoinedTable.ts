// A joiner's connection to the table, for the page a host's table server serves to browsers: connects with
// the code (and the seat token this browser kept for the code, so a reopened page gets its seat back), follows
// the table, and reconnects after a drop (waiting longer each time, up to ten seconds).

import { useCallback, useEffect, useMemo, useState } from 'react';
import { ONLINE_SOCKET_PATH, type OnlineAction } from '../../shared/api/online';
import {
  TableClient,
  TableError,
  type OpenSocket,
  type SocketLike,
  type TableClientState,
} from '../../shared/online/table-client';
import type { CoachSource } from '../api/coach-source';

export type JoinPhase =
  /** Saying hello. */
  | 'joining'
  /** At the table (lobby, game or its end). */
  | 'joined'
  /** The connection dropped: trying again. */
  | 'reconnecting'
  /** The table said no (a wrong code, say): `problem` says why. */
  | 'refused';

export interface JoinedTable {
  readonly phase: JoinPhase;
  readonly problem: string | null;
  readonly state: TableClientState;
  sit(seat: number, name: string): Promise<void>;
  stand(): void;
  act(action: OnlineAction): Promise<void>;
  /** The host's coach for this seat (refused where the host does not allow it). */
  readonly coach: CoachSource;
}

const tokenKey = (code: string): string => `yacht.seat.${code}`;

/** The coach of a joined table, asked of its host (the game's id is the table's own). */
export function tableCoachSource(
  code: string,
  host: Pick<TableClient, 'grades' | 'hint' | 'why'>,
): CoachSource {
  return {
    key: `table:${code}`,
    pushes: false,
    coachReport: () => host.grades(),
    hint: () => host.hint(),
    explainDecision: (_gameId, index) => host.why(index),
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
  const [phase, setPhase] = useState<JoinPhase>('joining');
  const [problem, setProblem] = useState<string | null>(null);

  useEffect(() => {
    let stopped = false;
    /** An attempt is waiting or on its way (a drop seen meanwhile needs no other). */
    let trying = false;
    let delay = 500;
    let retry: ReturnType<typeof setTimeout> | undefined;
    const attempt = (): void => {
      trying = true;
      client.connect().then(
        () => {
          trying = false;
          if (stopped) return;
          delay = 500;
          setPhase('joined');
          setProblem(null);
        },
        (error: unknown) => {
          if (stopped) return;
          if (error instanceof TableError && error.kind === 'forbidden') {
            if (client.seatToken() !== undefined && /token/.test(error.message)) {
              // The seat this browser held is not at this table any more: join afresh next time.
              window.localStorage.removeItem(tokenKey(code));
            }
            // Stays "trying": a refusal is not retried.
            setPhase('refused');
            setProblem(error.message);
            return;
          }
          again();
        },
      );
    };
    const again = (): void => {
      trying = true;
      setPhase('reconnecting');
      retry = setTimeout(attempt, delay);
      delay = Math.min(delay * 2, 10_000);
    };
    const stop = client.subscribe((next) => {
      setState(next);
      if (!stopped && !trying && !next.connected) again();
    });
    attempt();
    return () => {
      stopped = true;
      stop();
      clearTimeout(retry);
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
  return { phase, problem, state, sit, stand, act, coach };
}
