// The online soak: a host with several tables on 127.0.0.1 (soak-host.ts: the app's own backend and table
// server) while hostile joiners come all at once (soak-hostiles.ts) — a seated keep toggler at every table in
// play, never-reading watchers, lobby churn, watchers joining and leaving, floods, code guessers, a seat that
// goes silent — and honest seats (soak-players.ts) play whole games. Then the host restarts on the same data
// directory. The report holds what the checks (soak-checks.ts) need: every game's log as the host has it and as
// each of its joiners does, what the keep togglers and the hostile joiners did and were told, the process's
// memory (after a full collection) before, during and after, the time the away bot took to take the silent seat,
// the host's log, and what the restarted host read back: the finished games in its history, and the game left in
// progress, resumed and played to its end. Sizes in soak-size.ts: the unit test's
// (tests/unit/reliability/online-soak.test.ts) and `npm run bench:online -- --hostile`'s. Every loop is bounded
// in count, the attack by `maxSeconds`.

import type { GameEvent } from '../../src/shared/game';
import type { HostedTable, OpenTableInput } from '../../src/shared/api/online';
import type { Heartbeat } from '../../src/shared/online/table-client';
import { openSoakHost, type SoakHost } from './soak-host';
import {
  codeGuesser,
  flooder,
  hostileStats,
  lobbyChurner,
  neverReader,
  watcherChurn,
  type HostileStats,
  type HostileTarget,
} from './soak-hostiles';
import { peakRssMb, sampleMemory, type MemorySample } from './soak-memory';
import {
  honest,
  keepToggler,
  playSeat,
  rawSocketOf,
  seatAt,
  type PlayOptions,
  type Seated,
  type SeatStats,
  type TogglerStats,
} from './soak-players';
import { limitsOf, neverReadersPerAddress, type SoakSize } from './soak-size';

export * from './soak-size';

/** One table's game as the host has it, and as each of its joiners does. */
export interface SoakGame {
  readonly table: string;
  readonly gameId: string;
  readonly host: readonly GameEvent[];
  readonly joiners: readonly { readonly name: string; readonly events: readonly GameEvent[] }[];
  /** From the attack's start (the restart, for the resumed game) to the game's end. */
  readonly seconds: number;
}

export interface SoakReport {
  readonly size: SoakSize;
  readonly wallSeconds: number;
  /** How long the attack lasted. */
  readonly attackSeconds: number;
  /** The process's CPU time (user + system) over the whole run (host and clients share it). */
  readonly cpuSeconds: number;
  /** Games of the tables in play and the silent tables, once every one was over. */
  readonly games: readonly SoakGame[];
  /** Why a seat stopped before its game was over (none: every game was played to its end). */
  readonly problems: readonly string[];
  /** The honest seats (and the silent one), the keep togglers. */
  readonly seats: readonly SeatStats[];
  readonly togglers: readonly SeatStats[];
  readonly toggler: TogglerStats;
  /** MiB: held (heap + external) after a collection before the attack, at its highest sample, after it. */
  readonly memory: {
    readonly before: MemorySample;
    readonly peak: MemorySample;
    readonly after: MemorySample;
    readonly peakRssMb: number;
    readonly samples: number;
  };
  /** Each silent seat: ms from going silent to the away bot taking it (null: it never did). */
  readonly away: readonly (number | null)[];
  readonly hostile: Hostiles;
  /** The honest joiner who shares a guesser's address (held back), dropped and back by its token. */
  readonly lockedOut: { readonly heldBack: boolean; readonly back: boolean; readonly why: string | null };
  /** Never-readers watching a lobby (the host must drop half as many, at least, for being behind). */
  readonly lobbyNeverReaders: number;
  /** The host's log: its lines (the table server's refusals, summed up beyond a few). */
  readonly hostLog: readonly string[];
  readonly restart: {
    /** The time the restarted backend took to open (reading every save). */
    readonly openMs: number;
    /** The finished games in the restarted host's history, and each one's log as it reads it. */
    readonly history: ReadonlyMap<string, readonly GameEvent[]>;
    /** The game left in progress: its log before the restart, what each joiner was welcomed with after, its end. */
    readonly resumed: {
      readonly before: readonly GameEvent[];
      readonly welcomed: readonly (readonly GameEvent[])[];
      readonly game: SoakGame;
    };
  };
}

interface Hostiles {
  readonly neverReaders: HostileStats;
  readonly churners: HostileStats;
  readonly watchers: HostileStats;
  readonly flooders: HostileStats;
  readonly guessers: HostileStats;
}

const RULES = { variant: 'classic' } as const;
/** The game left in progress stops at this many events, and is over this soon after the restart. */
const PAUSE_AT_EVENTS = 25;
const RESUMED_GAME_MS = 30_000;
/** The honest joiner at a guesser's address drops once its log is this long (and the guesses are in). */
const REJOIN_AT_EVENTS = 40;
const GUESSES_EACH = 12;
/** Who comes from where (X-Forwarded-For): honest seats from 192.0.2.0/24, hostile joiners from the others. */
const ADDRESSES = {
  ann: (i: number) => `192.0.2.${1 + i}`,
  ben: (i: number) => `192.0.2.${50 + i}`,
  toggler: (i: number) => `192.0.2.${100 + i}`,
  cal: (i: number) => `192.0.2.${150 + i}`,
  silent: (i: number) => `192.0.2.${200 + i}`,
  paused: (i: number) => `192.0.2.${240 + i}`,
  neverReader: (i: number) => `198.51.100.${1 + i}`,
  churner: (i: number) => `203.0.113.${1 + i}`,
  watcher: (i: number) => `203.0.113.${50 + i}`,
  flooder: (i: number) => `203.0.113.${100 + i}`,
  guesser: (i: number) => `203.0.113.${200 + i}`,
};

const sleep = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));

function table(seats: number, extra: Partial<OpenTableInput> = {}): OpenTableInput {
  return {
    rules: RULES,
    seats: Array.from({ length: seats }, () => ({ kind: 'open' as const })),
    autoStart: true,
    ...extra,
  };
}

interface Tables {
  readonly played: HostedTable[];
  readonly silent: HostedTable[];
  readonly paused: HostedTable;
  readonly lobbies: HostedTable[];
}

async function openTables(host: SoakHost, size: SoakSize): Promise<Tables> {
  const played: HostedTable[] = [];
  for (let i = 0; i < size.playedTables; i++) played.push(await host.open(table(3)));
  const silent: HostedTable[] = [];
  for (let i = 0; i < size.silentTables; i++) {
    silent.push(await host.open(table(2, { awayBot: { level: 'easy', afterSeconds: 10 } })));
  }
  const paused = await host.open(table(2));
  const lobbies: HostedTable[] = [];
  // Started by nobody (as the app's own tables, which the host's click starts): all six seats can churn.
  for (let i = 0; i < size.lobbyTables; i++) lobbies.push(await host.open(table(6, { autoStart: false })));
  return { played, silent, paused, lobbies };
}

interface Seats {
  readonly played: { readonly honest: readonly [Seated, Seated]; readonly toggler: Seated }[];
  readonly silent: { readonly honest: Seated; readonly peer: Seated }[];
  readonly paused: Seated[];
  readonly all: Seated[];
}

/** Every seat taken (the games start by themselves once their tables are full). */
async function takeSeats(url: string, tables: Tables, heartbeat: Heartbeat): Promise<Seats> {
  const all: Seated[] = [];
  const seat = async (
    code: string,
    n: number,
    name: string,
    address: string,
    beat: Heartbeat | null = heartbeat,
  ): Promise<Seated> => {
    const seated = await seatAt(url, code, n, name, address, beat);
    all.push(seated);
    return seated;
  };
  const played: Seats['played'][number][] = [];
  for (const [i, t] of tables.played.entries()) {
    const ann = await seat(t.code, 0, `Ann ${i + 1}`, ADDRESSES.ann(i));
    // The first Ben shares an address with a code guesser: held back for its guesses, never from his seat.
    const ben = await seat(t.code, 1, `Ben ${i + 1}`, i === 0 ? ADDRESSES.guesser(0) : ADDRESSES.ben(i));
    const toggler = await seat(t.code, 2, `Tess ${i + 1}`, ADDRESSES.toggler(i));
    played.push({ honest: [ann, ben], toggler });
  }
  const silent: Seats['silent'][number][] = [];
  for (const [i, t] of tables.silent.entries()) {
    const cal = await seat(t.code, 0, `Cal ${i + 1}`, ADDRESSES.cal(i));
    // Heard only by its answers to the host's pings (as a page's socket is): paused, it answers nothing.
    const dee = await seat(t.code, 1, `Dee ${i + 1}`, ADDRESSES.silent(i), null);
    silent.push({ honest: cal, peer: dee });
  }
  const paused = [
    await seat(tables.paused.code, 0, 'Eve', ADDRESSES.paused(0)),
    await seat(tables.paused.code, 1, 'Fay', ADDRESSES.paused(1)),
  ];
  return { played, silent, paused, all };
}

async function gameIdOf(host: SoakHost, tableId: string, deadline: number): Promise<string> {
  for (;;) {
    const gameId = host.backend.tables.list().find((t) => t.tableId === tableId)?.game?.gameId;
    if (gameId !== undefined) return gameId;
    if (Date.now() > deadline) throw new Error(`table ${tableId} did not start`);
    await sleep(10);
  }
}

/** The hostile joiners, all at once, until `target` says stop. */
function launchHostiles(
  target: HostileTarget,
  tables: Tables,
  size: SoakSize,
  paceMs: number,
): { stats: Hostiles; all: Promise<void>[]; guessing: Promise<unknown>; atLobbies: number } {
  const limits = limitsOf(size);
  const stats: Hostiles = {
    neverReaders: hostileStats(),
    churners: hostileStats(),
    watchers: hostileStats(),
    flooders: hostileStats(),
    guessers: hostileStats(),
  };
  const all: Promise<void>[] = [];
  const inPlay = tables.played.map((t) => t.code);
  const anyInPlay = (i: number): string => inPlay[i % inPlay.length] ?? tables.paused.code;
  const perAddress = neverReadersPerAddress(size);
  let atLobbies = 0;
  for (let i = 0; i < size.neverReaders; i++) {
    // Three in four at a lobby, where every sit and stand is a message to everyone there.
    const lobby = i % 4 !== 3 || inPlay.length === 0 ? tables.lobbies[i % tables.lobbies.length] : undefined;
    if (lobby !== undefined) atLobbies++;
    const options = { pingMs: limits.heartbeatMs, backMs: 200, comebacks: 20 };
    const address = ADDRESSES.neverReader(Math.floor(i / perAddress));
    all.push(neverReader(target, lobby?.code ?? anyInPlay(i), address, options, stats.neverReaders));
  }
  for (const [l, lobby] of tables.lobbies.entries()) {
    for (let c = 0; c < Math.min(6, size.churnersPerLobby); c++) {
      // As long as a name may be (40 UTF-16 units, 77 bytes): the most each message to the table costs.
      const name = `${c + 1}${'\u{1d416}'.repeat(19)}`;
      const options = { paceMs, comebacks: 20 };
      all.push(lobbyChurner(target, lobby.code, ADDRESSES.churner(l), c, name, options, stats.churners));
    }
  }
  const churners = Math.min(8, size.watcherCycles);
  for (let c = 0; c < churners; c++) {
    const cycles = Math.floor(size.watcherCycles / churners);
    all.push(watcherChurn(target, anyInPlay(c), ADDRESSES.watcher(c), cycles, stats.watchers));
  }
  for (let f = 0; f < size.flooders; f++) {
    const options = { perConnection: 2_000, comebacks: size.floodComebacks, oversize: f % 4 === 3 };
    all.push(flooder(target, anyInPlay(f), ADDRESSES.flooder(f), options, stats.flooders));
  }
  const guessing = Promise.all(
    Array.from({ length: size.guessers }, (_, g) =>
      codeGuesser(target, anyInPlay(0), ADDRESSES.guesser(g), GUESSES_EACH, stats.guessers),
    ),
  );
  all.push(guessing.then(() => undefined));
  return { stats, all, guessing, atLobbies };
}

/** Samples the process's memory every second, keeping the highest. */
function memorySampler(): { before: MemorySample; stop: () => { peak: MemorySample; samples: number } } {
  const before = sampleMemory();
  let peak = before;
  let samples = 1;
  const timer = setInterval(() => {
    const sample = sampleMemory();
    samples++;
    if (sample.heldMb > peak.heldMb) peak = sample;
  }, 1_000);
  return {
    before,
    stop: () => {
      clearInterval(timer);
      return { peak, samples };
    },
  };
}

/** The game as the host has it and as its joiners do (each has played until its table said it is over). */
async function gameOf(
  host: SoakHost,
  table: string,
  gameId: string,
  joiners: readonly Seated[],
  seconds: number,
): Promise<SoakGame> {
  await host.backend.games.settled();
  const view = await host.backend.games.get(gameId);
  const logs = joiners.map((s) => ({ name: s.name, events: s.client.state().events }));
  return { table, gameId, host: view.events, joiners: logs, seconds };
}

export async function runSoak(size: SoakSize, dataDir: string): Promise<SoakReport> {
  const started = performance.now();
  const cpu = process.cpuUsage();
  const limits = limitsOf(size);
  const heartbeat: Heartbeat = { everyMs: limits.heartbeatMs, silenceMs: limits.silenceMs };
  // A person's pace, and the toggler's: within the host's rate (a refusal for the rate names no move).
  const honestPace = 1000 / (limits.messagesPerSecond * 0.4);
  const togglerPace = 1000 / (limits.messagesPerSecond * 0.8);
  const hostOptions = { dataDir, limits: size.limits, awayMs: size.awayMs, diceSeed: 'soak' };
  let host = await openSoakHost(hostOptions);
  const hostLog: string[][] = [host.log];
  let stopped = false;
  let seats: Seats | null = null;
  try {
    const tables = await openTables(host, size);
    seats = await takeSeats(host.socketUrl(), tables, heartbeat);
    const startBy = Date.now() + 10_000;
    const playedIds = await Promise.all(tables.played.map((t) => gameIdOf(host, t.tableId, startBy)));
    const silentIds = await Promise.all(tables.silent.map((t) => gameIdOf(host, t.tableId, startBy)));
    const pausedId = await gameIdOf(host, tables.paused.tableId, startBy);

    // ---- The attack, while the honest seats play ----
    const memory = memorySampler();
    const attackStart = Date.now();
    const deadline = attackStart + size.maxSeconds * 1000;
    const ended = new Map<string, number>();
    const away: (number | null)[] = tables.silent.map(() => null);
    const silentAt: (number | null)[] = tables.silent.map(() => null);
    const unsubscribe = host.backend.subscribe((event) => {
      if (event.type === 'game-ended') ended.set(event.gameId, Date.now());
      if (event.type !== 'table-changed') return;
      const i = tables.silent.findIndex((t) => t.tableId === event.table.tableId);
      const since = silentAt[i];
      if (since != null && away[i] === null && event.table.seats[1]?.standIn != null) {
        away[i] = Date.now() - since;
      }
    });
    const target: HostileTarget = { url: host.socketUrl(), stopped: () => stopped };
    const hostiles = launchHostiles(target, tables, size, togglerPace);

    // The first Ben (at a guesser's address) drops once the guesses are in, and comes back by his seat's token.
    let lockedOut: SoakReport['lockedOut'] = { heldBack: false, back: false, why: 'not tried' };
    const rejoin = async (seated: Seated): Promise<void> => {
      if (lockedOut.why !== 'not tried' || seated.client.state().events.length < REJOIN_AT_EVENTS) return;
      lockedOut = { ...lockedOut, why: 'trying' };
      await hostiles.guessing;
      const refusals = [...hostiles.stats.guessers.refused.keys()];
      const heldBack = refusals.some((words) => words.startsWith('too many wrong join codes'));
      seated.client.disconnect();
      try {
        const state = await seated.client.connect();
        lockedOut = { heldBack, back: state.seat === seated.seat, why: null };
      } catch (error) {
        lockedOut = { heldBack, back: false, why: (error as Error).message };
      }
    };

    const options: PlayOptions = { deadline, paceMs: honestPace };
    const toggler: TogglerStats = { changes: 0, noChanges: 0, capped: 0 };
    const playing: Promise<SeatStats>[] = [];
    const toggling: Promise<SeatStats>[] = [];
    for (const [
      i,
      {
        honest: [ann, ben],
        toggler: tess,
      },
    ] of seats.played.entries()) {
      playing.push(playSeat(ann, honest, options));
      playing.push(playSeat(ben, honest, i === 0 ? { ...options, between: rejoin } : options));
      const strategy = keepToggler(size.togglingTurns, toggler);
      toggling.push(playSeat(tess, strategy, { deadline, paceMs: togglerPace }));
    }
    for (const [i, { honest: cal, peer }] of seats.silent.entries()) {
      playing.push(playSeat(cal, honest, options));
      const alive = (s: { events: readonly GameEvent[] }): boolean =>
        s.events.filter((e) => e.type === 'scored' && e.seat === peer.seat).length >= size.aliveTurns;
      playing.push(
        playSeat(peer, honest, { ...options, until: alive }).then((stats) => {
          // Silent from here on: nothing read, no ping answered, nothing sent.
          const ws = peer.socket();
          if (ws !== null) rawSocketOf(ws).pause();
          silentAt[i] = Date.now();
          return stats;
        }),
      );
    }
    // Left in progress for the restart.
    const pauseAt = (s: { events: readonly GameEvent[] }): boolean => s.events.length >= PAUSE_AT_EVENTS;
    for (const seated of seats.paused) playing.push(playSeat(seated, honest, { ...options, until: pauseAt }));

    const seatStats = await Promise.all(playing);
    const togglerStats = await Promise.all(toggling);
    const minimum = attackStart + size.minSeconds * 1000;
    const drops = Math.ceil(hostiles.atLobbies / 2);
    while (Date.now() < deadline && (Date.now() < minimum || hostiles.stats.neverReaders.dropped < drops)) {
      await sleep(100);
    }
    stopped = true;
    const attackSeconds = (Date.now() - attackStart) / 1000;
    await Promise.all(hostiles.all);
    const { peak, samples } = memory.stop();
    unsubscribe();
    await sleep(200);
    const after = sampleMemory();

    const since = (gameId: string): number => ((ended.get(gameId) ?? Date.now()) - attackStart) / 1000;
    const games: SoakGame[] = [];
    for (const [i, gameId] of playedIds.entries()) {
      const { honest: pair, toggler: tess } = seats.played[i]!;
      games.push(await gameOf(host, `in play ${i + 1}`, gameId, [...pair, tess], since(gameId)));
    }
    for (const [i, gameId] of silentIds.entries()) {
      games.push(await gameOf(host, `silent ${i + 1}`, gameId, [seats.silent[i]!.honest], since(gameId)));
    }
    const pausedBefore = (await host.backend.games.get(pausedId)).events;

    // ---- The restart, on the same data directory ----
    await host.close();
    const opening = performance.now();
    host = await openSoakHost(hostOptions);
    hostLog.push(host.log);
    const openMs = performance.now() - opening;
    const history = new Map<string, readonly GameEvent[]>();
    for (const summary of await host.backend.api.finishedGames()) {
      history.set(summary.gameId, (await host.backend.api.getGame(summary.gameId)).events);
    }
    await host.backend.tables.reopen(tables.paused.tableId);
    const welcomed: GameEvent[][] = [];
    for (const seated of seats.paused) {
      seated.client.disconnect();
      welcomed.push([...(await seated.client.connect()).events]);
    }
    const resumedAt = Date.now();
    const resuming = { ...options, deadline: resumedAt + RESUMED_GAME_MS };
    const resumedStats = await Promise.all(seats.paused.map((seated) => playSeat(seated, honest, resuming)));
    const resumed = await gameOf(host, 'resumed', pausedId, seats.paused, (Date.now() - resumedAt) / 1000);

    const used = process.cpuUsage(cpu);
    return {
      size,
      wallSeconds: (performance.now() - started) / 1000,
      attackSeconds,
      cpuSeconds: (used.user + used.system) / 1e6,
      games,
      problems: [...seatStats, ...togglerStats, ...resumedStats].flatMap((s) => s.problem ?? []),
      seats: seatStats,
      togglers: togglerStats,
      toggler,
      memory: { before: memory.before, peak, after, peakRssMb: peakRssMb(), samples },
      away,
      hostile: hostiles.stats,
      lockedOut,
      lobbyNeverReaders: hostiles.atLobbies,
      hostLog: hostLog.flat(),
      restart: { openMs, history, resumed: { before: pausedBefore, welcomed, game: resumed } },
    };
  } finally {
    stopped = true;
    for (const seated of seats?.all ?? []) seated.client.disconnect();
    await host.close().catch(() => undefined);
  }
}
