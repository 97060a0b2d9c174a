// The seats of the online soak (online-soak.ts), each a TableClient (the joiner's side every page and app uses)
// from an address of its own: honest players, who play their turns as a person would (roll, re-roll once keeping
// the most common face, score the box that pays most) and come back to their seat by its token after a drop; the
// keep toggler, a seated joiner who holds and releases a die as fast as the host allows on its turns, now and
// then repeating a keep that changes nothing, until the host says no more this roll; and the silent peer, who
// plays a few turns and then stops reading and answering (its socket paused) without a word.

import type { Socket } from 'node:net';
import WebSocket from 'ws';
import type { OnlineAction } from '../../src/shared/api/online';
import { pad, replay, type GameState } from '../../src/shared/game';
import {
  TableClient,
  TableError,
  type Heartbeat,
  type OpenSocket,
  type SocketLike,
  type TableClientState,
} from '../../src/shared/online/table-client';

/** A joiner at its seat. */
export interface Seated {
  readonly name: string;
  readonly client: TableClient;
  readonly seat: number;
  readonly token: string;
  /** The socket of its latest connection (the silent peer pauses it). */
  readonly socket: () => WebSocket | null;
}

/** What a seat did over the soak. */
export interface SeatStats {
  readonly name: string;
  moves: number;
  /** Times it found itself dropped and came back by its token. */
  reconnects: number;
  /** Each move's time from sending to its acknowledgement, ms. */
  readonly latencies: number[];
  /** The host's refusals of its moves, by their words. */
  readonly refusals: Map<string, number>;
  /** Why it stopped before its table's game was over (null: it did not). */
  problem: string | null;
}

export interface PlayOptions {
  /** Date.now() by which the table's game must be over. */
  readonly deadline: number;
  /** At least this long between two moves (a person, and within the host's rate). */
  readonly paceMs: number;
  /** Stop playing once this holds (the table whose game is left in progress). */
  readonly until?: (state: TableClientState) => boolean;
  /** Run before each move (the honest joiner who drops and comes back by token). */
  readonly between?: (seated: Seated, stats: SeatStats) => Promise<void>;
}

/** A move left unanswered this long is given up: the connection is dropped and joined again. */
const ACT_TIMEOUT_MS = 10_000;
/** Times a seat comes back by its token before the soak calls it lost. */
const MAX_RECONNECTS = 50;

const sleep = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));

/** Sockets from `address` (the host counts connections by X-Forwarded-For), remembering the latest. */
export function socketsFrom(address: string): { open: OpenSocket; latest: () => WebSocket | null } {
  let latest: WebSocket | null = null;
  return {
    open: (url) => {
      latest = new WebSocket(url, { headers: { 'X-Forwarded-For': address } });
      return latest as unknown as SocketLike;
    },
    latest: () => latest,
  };
}

/** Joins the table and takes `seat`. */
export async function seatAt(
  url: string,
  code: string,
  seat: number,
  name: string,
  address: string,
  heartbeat: Heartbeat | null,
): Promise<Seated> {
  const sockets = socketsFrom(address);
  const client = new TableClient(sockets.open, url, code, undefined, { heartbeat });
  await client.connect();
  const token = await client.sit(seat, name);
  return { name, client, seat, token, socket: sockets.latest };
}

/** A person's plain play: roll, re-roll once keeping the most common face, score the box that pays most. */
export function honestMove(state: GameState): OnlineAction {
  const dice = state.turn.dice;
  if (dice === null) return { type: 'roll' };
  if (state.turn.rollsUsed === 1) {
    const counts = [0, 0, 0, 0, 0, 0, 0];
    for (const face of dice) counts[face] = (counts[face] ?? 0) + 1;
    const most = counts.indexOf(Math.max(...counts));
    return { type: 'roll', keep: dice.flatMap((face, position) => (face === most ? [position] : [])) };
  }
  return bestScore(state);
}

function bestScore(state: GameState): OnlineAction {
  const entries = pad(state)?.entries.filter((e) => e.legal) ?? [];
  const best = entries.reduce<(typeof entries)[number] | undefined>(
    (a, b) => (a === undefined || (b.points ?? 0) > (a.points ?? 0) ? b : a),
    undefined,
  );
  if (best === undefined) throw new Error('no legal box');
  return { type: 'score', box: best.box };
}

/** A seat's next move given its state, told how it was answered (null: applied). */
export interface Strategy {
  next(state: GameState): OnlineAction;
  answered(state: GameState, action: OnlineAction, refusal: string | null): void;
}

export const honest: Strategy = { next: honestMove, answered: () => {} };

/** What the keep toggler did. */
export interface TogglerStats {
  /** Keeps applied that changed the held dice, and keeps that changed nothing (taken as no move). */
  changes: number;
  noChanges: number;
  /** Keeps refused for the roll's keep changes being used up. */
  capped: number;
}

/** Keeps the toggler sends before one roll at most (past the host's cap: a toggler bounded, as every loop here). */
const TOGGLER_KEEPS_PER_ROLL = 45;

/**
 * A seated joiner who, on its first `turns` turns, holds and releases die 1 before each roll until the host
 * refuses another keep change this roll, every fifth keep repeating what is held (a keep that changes nothing);
 * then rolls keeping what is held, and after the last roll scores. Its later turns are played honestly.
 */
export function keepToggler(turns: number, stats: TogglerStats): Strategy {
  /** The roll (turnsPlayed/rollsUsed) the keeps are sent before, how many so far, and whether refused more. */
  let roll = { at: '', keeps: 0, capped: false };
  const at = (state: GameState): string => `${state.turnsPlayed}/${state.turn.rollsUsed}`;
  return {
    next: (state) => {
      const dice = state.turn.dice;
      // turnsPlayed counts every seat's turns.
      const own = Math.floor(state.turnsPlayed / state.seats.length);
      if (own >= turns || dice === null) return honestMove(state);
      if (state.turn.rollsUsed >= 3) return bestScore(state);
      if (roll.at !== at(state)) roll = { at: at(state), keeps: 0, capped: false };
      if (roll.capped || roll.keeps >= TOGGLER_KEEPS_PER_ROLL) return { type: 'roll' };
      const held = state.turn.kept;
      if (++roll.keeps % 5 === 0) return { type: 'keep', positions: [...held] };
      const positions = held.includes(0) ? held.filter((p) => p !== 0) : [0, ...held].sort((a, b) => a - b);
      return { type: 'keep', positions };
    },
    answered: (state, action, refusal) => {
      if (action.type !== 'keep') return;
      if (refusal === null) {
        const same =
          action.positions.length === state.turn.kept.length &&
          action.positions.every((p, i) => p === state.turn.kept[i]);
        if (same) stats.noChanges++;
        else stats.changes++;
      } else if (refusal.startsWith('too many keep changes')) {
        stats.capped++;
        roll.capped = true;
      }
    },
  };
}

/** Waits for the client's state to change, or `ms`. */
function changed(client: TableClient, ms: number): Promise<void> {
  return new Promise((resolve) => {
    const done = (): void => {
      clearTimeout(timer);
      off();
      resolve();
    };
    const timer = setTimeout(done, ms);
    const off = client.subscribe(done);
  });
}

/** A move, answered: null when applied, else the refusal's words (a timeout drops the connection). */
async function send(client: TableClient, action: OnlineAction): Promise<string | null> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<'timeout'>(
    (resolve) => (timer = setTimeout(() => resolve('timeout'), ACT_TIMEOUT_MS)),
  );
  try {
    const answer = await Promise.race([client.act(action).then(() => null), timeout]);
    if (answer === 'timeout') {
      client.disconnect();
      return 'no answer';
    }
    return answer;
  } catch (error) {
    return error instanceof TableError ? error.message : String(error);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * Plays the seat until its table's game is over (or `until`): each move on its turn once it has the whole log,
 * at most one each `paceMs`; a dropped connection comes back by the seat's token. Not over by the deadline (or
 * dropped too often): said in `problem`.
 */
export async function playSeat(seated: Seated, strategy: Strategy, options: PlayOptions): Promise<SeatStats> {
  const { client } = seated;
  const stats: SeatStats = {
    name: seated.name,
    moves: 0,
    reconnects: 0,
    latencies: [],
    refusals: new Map(),
    problem: null,
  };
  let last = 0;
  for (;;) {
    if (Date.now() > options.deadline) {
      stats.problem = `${seated.name}: the game was not over in time (${client.state().events.length} events)`;
      return stats;
    }
    const s = client.state();
    if (s.table?.status === 'finished' || options.until?.(s)) return stats;
    if (!s.connected) {
      if (++stats.reconnects > MAX_RECONNECTS) {
        stats.problem = `${seated.name}: dropped too often (${s.ended})`;
        return stats;
      }
      await client.connect().catch(() => sleep(200));
      continue;
    }
    const state = s.events.length > 0 ? replay(s.events) : null;
    if (state === null || state.over || state.turn.seat !== seated.seat) {
      await changed(client, 250);
      continue;
    }
    await options.between?.(seated, stats);
    if (!client.state().connected) continue;
    await sleep(Math.max(0, last + options.paceMs - performance.now()));
    const action = strategy.next(state);
    const sent = performance.now();
    last = sent;
    const refusal = await send(client, action);
    strategy.answered(state, action, refusal);
    if (refusal === null) {
      stats.moves++;
      stats.latencies.push(performance.now() - sent);
    } else stats.refusals.set(refusal, (stats.refusals.get(refusal) ?? 0) + 1);
  }
}

/** The socket under a `ws` connection (to pause it: nothing more is read, no ping answered). */
export function rawSocketOf(ws: WebSocket): Socket {
  return (ws as unknown as { _socket: Socket })._socket;
}
