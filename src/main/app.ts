// The backend of the app, Electron-free: the services (backend/: games, coach, settings, solutions; online/:
// the tables this app hosts and the one it joined) wired together here, above both, behind the API contract. The
// browser-mode server, the Electron main process and `yacht host` each build one of these (with their own
// settings file and data directory) and carry it over their transport; tests build one over a temporary
// directory. What each API call asks of which service is app-api.ts.

import path from 'node:path';
import { backendApi } from './app-api';
import type { ApiBackend, ApiEvent } from '../shared/api/contract';
import { seatNeedsSolution } from '../shared/bots';
import { rulesOf } from '../shared/rules';
import { InProcessAnalyst, isCoachAnalyst, type CoachAnalyst } from './backend/coach-analyst';
import { CoachService } from './backend/coach-service';
import { EventHub } from './backend/events';
import { GameService, type RandomFactory } from './backend/game-service';
import type { WinBots } from './backend/bot-choice';
import { isWinAnalyst } from './backend/win-moves';
import { newGameId } from './backend/game-ids';
import type { AppendFile } from './storage/append-file';
import { GAMES_DIR, GameStore, TABLES_DIR, type WriteFile } from './backend/game-store';
import { NoticeBoard } from './backend/notices';
import { openConfFile, SettingsStore, type OpenStoreFile } from './backend/settings-store';
import { Solutions, type SolverSource } from './backend/solutions';
import { VariantStudies, type DistributionSource } from './backend/variant-studies';
import { tableCacheDir } from './solver/table-cache';
import { startTableServer } from './online/table-server';
import { TableService } from './online/table-service';
import type { OpenListener } from './online/table-ports';
import { JoinedTables } from './online/joined-table';
import type { OpenSocket, SocketLike } from '../shared/online/table-client';
import WebSocket from 'ws';
import { realTimers, type Timers } from './runtime/timers';
import { everyObserver } from './backend/game-observers';
import { removeLeftoverTemps } from './storage/atomic-file';
import { lockDataDir, type DataDirLock } from './storage/data-dir-lock';

export interface AppBackendOptions {
  /** The app's version (Electron: app.getVersion(); browser mode: package.json). */
  readonly version: string;
  readonly dataDir: string;
  /** The solver host (or a stand-in in tests). */
  readonly solver: SolverSource & DistributionSource;
  /**
   * Where the coach's analyses run. Default: the solver itself when it can (the solver host's analysis
   * worker), else on this thread (the tests' stand-in solver).
   */
  readonly analyst?: CoachAnalyst | undefined;
  /**
   * Perfect (to win)'s engine: where it runs (default: the solver itself when it can, the solver host's
   * analysis worker; else on this thread) and its work budget (tests: small).
   */
  readonly winBots?: WinBots | undefined;
  /** How the settings file is opened: conf (the default) or electron-store. */
  readonly openSettings?: OpenStoreFile | undefined;
  readonly clock?: (() => Date) | undefined;
  readonly random?: RandomFactory | undefined;
  readonly timers?: Timers | undefined;
  readonly newGameId?: (() => string) | undefined;
  /** Tests only: new games roll seeded dice (see docs/api.md). */
  readonly diceSeed?: string | undefined;
  readonly logError?: ((message: string) => void) | undefined;
  /** The built renderer, served to joiners' browsers by online tables (null or absent: not served). */
  readonly staticRoot?: string | null | undefined;
  /** Tests: how online tables listen (default: a table server on the address the host chose). */
  readonly openListener?: OpenListener | undefined;
  /** The table server is behind a reverse proxy on this computer (`yacht host --behind-proxy`; see table-server). */
  readonly behindProxy?: boolean | undefined;
  /**
   * The coach grades every game as it is played (default). A headless server (`yacht host`), whose games
   * nobody reviews there, turns it off: grades are still made on demand (a report, a replay).
   */
  readonly liveGrading?: boolean | undefined;
  /** How a joined table's socket is opened (default: `ws`). */
  readonly openSocket?: OpenSocket | undefined;
  /** Tests: how the games are written (default: atomically), e.g. failing as a full disk does. */
  readonly writeGameFile?: WriteFile | undefined;
  /** Tests: how the journals of games in progress are appended to (default: durably), as for writeGameFile. */
  readonly appendGameFile?: AppendFile | undefined;
  /** How long a finished online table stays open for its joiners (default 10 minutes; tests: short). */
  readonly finishedTableGraceMs?: number | undefined;
  /** Finished online tables kept open at once (default 20; `yacht host`: --tables). */
  readonly maxFinishedTables?: number | undefined;
}

export interface AppBackend extends ApiBackend {
  readonly games: GameService;
  readonly coach: CoachService;
  readonly settings: SettingsStore;
  readonly tables: TableService;
  /** Stops the bots and waits for the last save. */
  close(): Promise<void>;
}

export async function openAppBackend(options: AppBackendOptions): Promise<AppBackend> {
  // This process alone writes the games and settings from here on (DataDirBusyError if another holds them).
  const lock = await lockDataDir(options.dataDir);
  try {
    return await openLocked(options, lock);
  } catch (error) {
    await lock.release();
    throw error;
  }
}

async function openLocked(options: AppBackendOptions, lock: DataDirLock): Promise<AppBackend> {
  const clock = options.clock ?? (() => new Date());
  const logError = options.logError ?? (() => {});
  await removeCrashLeftovers(options.dataDir, logError);
  const hub = new EventHub(logError);
  const notices = new NoticeBoard(hub.emit, clock);
  const settings = await SettingsStore.open({
    dataDir: options.dataDir,
    open: options.openSettings ?? openConfFile,
    clock,
    notify: notices.add,
  });
  const store = new GameStore({
    dataDir: options.dataDir,
    clock,
    notify: notices.add,
    write: options.writeGameFile,
    append: options.appendGameFile,
  });
  const solutions = new Solutions(options.solver, hub.emit);
  const variants = new VariantStudies(options.solver, solutions, hub.emit);
  const analyst =
    options.analyst ?? (isCoachAnalyst(options.solver) ? options.solver : new InProcessAnalyst());
  // The coach hears of the games' events, and reads games from the service (made just below).
  const coach: CoachService = new CoachService({
    solutions,
    analyst,
    emit: hub.emit,
    playing: (gameId) => games.playing(gameId),
    readGame: (gameId) => games.get(gameId),
    logError,
  });
  let tablesHearing: TableService | null = null;
  const games = new GameService({
    store,
    solutions,
    emit: hub.emit,
    notify: notices.add,
    botSpeed: () => settings.get().botSpeed,
    clock,
    random: options.random,
    timers: options.timers,
    newGameId: options.newGameId ?? (() => newGameId(clock())),
    diceSeed: options.diceSeed,
    logError,
    winBots: {
      analyst: isWinAnalyst(options.solver) ? options.solver : undefined,
      ...options.winBots,
    },
    // The online tables hear of their games here (made just below), not through the events of the whole app.
    observer: everyObserver(
      [
        {
          opened: () => {},
          appended: (gameId, events) => tablesHearing?.gameAppended(gameId, events),
          ended: (gameId, status) => tablesHearing?.gameEnded(gameId, status),
        },
        ...(options.liveGrading === false ? [] : [coach]),
      ],
      logError,
    ),
  });
  await games.init();
  const online = new TableService({
    games,
    coach,
    dataDir: options.dataDir,
    emit: hub.emit,
    openListener:
      options.openListener ??
      ((choice, port, gate) =>
        startTableServer({
          host: choice.kind === 'network' ? choice.address : '127.0.0.1',
          port,
          gate,
          staticRoot: options.staticRoot ?? null,
          behindProxy: options.behindProxy ?? false,
          log: logError,
        })),
    timers: options.timers ?? realTimers,
    clock,
    warn: (message, file) => notices.add({ level: 'warning', message, file }),
    logError,
    finishedGraceMs: options.finishedTableGraceMs,
    maxFinished: options.maxFinishedTables,
  });
  tablesHearing = online;
  await online.restore();
  const joined = new JoinedTables({
    openSocket: options.openSocket ?? ((url) => new WebSocket(url) as unknown as SocketLike),
    emit: hub.emit,
    keepFinished: (gameId, events) => games.keepFinished(gameId, events),
    timers: options.timers ?? realTimers,
    logError,
  });

  // The solution the last setup needs is worked out now, so it is likely ready when the game starts.
  const last = settings.get().lastSetup;
  const lastRules = rulesOf(last);
  if (last.seats.some((seat) => seatNeedsSolution(seat, lastRules))) solutions.prepare(lastRules);

  const api = backendApi({
    version: options.version,
    emit: hub.emit,
    logError,
    settings,
    notices,
    solutions,
    variants,
    games,
    coach,
    online,
    joined,
  });

  return {
    api,
    games,
    coach,
    settings,
    tables: online,
    subscribe: (listener: (event: ApiEvent) => void) => hub.subscribe(listener),
    close: async () => {
      joined.dispose();
      await online.dispose();
      await games.close();
      await lock.release();
    },
  };
}

/** Temporary files of writes a crash cut short: none of them is being written now (the lock says so). */
async function removeCrashLeftovers(dataDir: string, logError: (message: string) => void): Promise<void> {
  const removed = [
    ...(await removeLeftoverTemps(dataDir, { owned: true })),
    ...(await removeLeftoverTemps(path.join(dataDir, GAMES_DIR), { owned: true })),
    ...(await removeLeftoverTemps(path.join(dataDir, TABLES_DIR), { owned: true })),
    // Shared with command-line runs: only the files whose writer is gone.
    ...(await removeLeftoverTemps(tableCacheDir(dataDir))),
  ];
  if (removed.length > 0) logError(`removed ${removed.length} temporary file(s) left by an earlier crash`);
}
