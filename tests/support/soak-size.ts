// The online soak's sizes (online-soak.ts): how many of each kind of joiner, how long, the host's limits; the
// unit test's (CI_SOAK) and the benchmark's (BENCH_SOAK). And the bounds the soak states from them: what the
// host may hold for the attack, how soon the away bot takes a silent seat, how many lines the host's log takes.

import { ONLINE_LIMITS, type OnlineLimits } from '../../src/main/online/table-server';

export interface SoakSize {
  /** Tables where two honest joiners and a keep toggler play a whole game. */
  readonly playedTables: number;
  /** The keep toggler's own turns spent toggling (its later turns are played honestly). */
  readonly togglingTurns: number;
  /** Tables where an honest joiner plays with a seat that goes silent after `aliveTurns` of its turns. */
  readonly silentTables: number;
  readonly aliveTurns: number;
  /** Lobbies (never started) where `churnersPerLobby` (at most 6) sit and stand as fast as they may. */
  readonly lobbyTables: number;
  readonly churnersPerLobby: number;
  /** Never-reading watchers in all: three in four at the lobbies, the rest at tables in play. */
  readonly neverReaders: number;
  /** Watchers joining a table in play and leaving at once, in all. */
  readonly watcherCycles: number;
  /** Flooding connections at once (one in four sends frames too big), each coming back `floodComebacks` times. */
  readonly flooders: number;
  readonly floodComebacks: number;
  /** Addresses guessing codes, 12 guesses each. */
  readonly guessers: number;
  /**
   * The attack lasts at least this long, and goes on until every honest game is over and the host has dropped
   * half as many never-readers as watch the lobbies (what it holds for them is bounded only by dropping them)...
   */
  readonly minSeconds: number;
  /** ...or until this: every honest game must be over by then, or the soak fails. */
  readonly maxSeconds: number;
  /** The table server's limits, where not its own (short beats in the test). */
  readonly limits: Partial<OnlineLimits>;
  /** The away bot's wait (the tables ask for 10 s; shorter in the test). */
  readonly awayMs: number;
}

/**
 * The unit test's: about 20 s on a 2-core machine (27 s with a load average of 10). Short beats and away time;
 * the host allows 100 messages a second (5 times its own), so that a never-reader passes the system's buffers
 * (some 4 MB a connection on Linux's loopback) and the host's bound within the attack.
 */
export const CI_SOAK: SoakSize = {
  playedTables: 3,
  togglingTurns: 6,
  silentTables: 1,
  aliveTurns: 2,
  lobbyTables: 1,
  churnersPerLobby: 6,
  neverReaders: 24,
  watcherCycles: 150,
  flooders: 4,
  floodComebacks: 5,
  guessers: 3,
  minSeconds: 10,
  maxSeconds: 120,
  limits: { heartbeatMs: 500, silenceMs: 2_000, messagesPerSecond: 100, burst: 100 },
  awayMs: 1_000,
};

/** The benchmark's (`--hostile`): the table server's own limits and the away bot's real 10 s. */
export const BENCH_SOAK: SoakSize = {
  playedTables: 10,
  togglingTurns: 12,
  silentTables: 3,
  aliveTurns: 2,
  lobbyTables: 4,
  churnersPerLobby: 6,
  neverReaders: 176,
  watcherCycles: 2_000,
  flooders: 16,
  floodComebacks: 20,
  guessers: 9,
  minSeconds: 120,
  maxSeconds: 600,
  limits: {},
  awayMs: 10_000,
};

/** Never-readers from one address: two more than the host takes from one. */
export const neverReadersPerAddress = (size: SoakSize): number => limitsOf(size).connectionsPerAddress + 2;

export function limitsOf(size: SoakSize): OnlineLimits {
  return { ...ONLINE_LIMITS, ...size.limits };
}

/**
 * The bound on what the host may hold for the attack (MiB, over what it held before it): what may wait to be
 * sent to each watcher that can be there at once (the watcher caps: by address and by table), and 32 MiB for
 * everything else (the games, the connections' own state, the collector's slack).
 */
export function memoryBoundMb(size: SoakSize): number {
  const limits = limitsOf(size);
  const addresses = Math.ceil(size.neverReaders / neverReadersPerAddress(size));
  const watchers = Math.min(
    addresses * limits.connectionsPerAddress + size.lobbyTables * size.churnersPerLobby,
    limits.maxConnections,
  );
  return Math.ceil((watchers * limits.maxBufferedBytes) / (1024 * 1024)) + 32;
}

/**
 * The time the away bot may take to play for a seat gone silent: the host's silence, one beat more (the beat
 * that finds it), the away bot's wait, and 2 s for a busy host.
 */
export function awayBoundMs(size: SoakSize): number {
  const limits = limitsOf(size);
  return limits.silenceMs + limits.heartbeatMs + size.awayMs + 2_000;
}

/**
 * The host's log lines about refusals over `seconds` (and across the restart): the table server writes a few a
 * connection and at most `logLinesPerWindow` a window, then sums the rest up, one line for each of the ten
 * busiest connections and one for the others. (A connection dropped for its silence is one line more each.)
 */
export function logLinesBound(size: SoakSize, seconds: number): number {
  const limits = limitsOf(size);
  const windows = Math.ceil((seconds * 1000) / limits.logWindowMs) + 2;
  return windows * (limits.logLinesPerWindow + 11);
}
