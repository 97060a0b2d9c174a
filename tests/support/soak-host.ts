// The host of the online soak (online-soak.ts): the app's own backend (game service, table service, saves with
// their journals) and table server, in this process as `yacht host` builds them, on 127.0.0.1. It counts each
// connection by its X-Forwarded-For (as `yacht host --behind-proxy`), so that the soak's clients come from many
// addresses as they would on a network; its dice are seeded (joiners never get the seed: joiner-log.ts); its
// solver is worked out in this thread (the soak plays classic with Easy bots, which need no table). The away
// bot's wait (10 s at least, as a table says) is scaled to `awayMs` by the timers, where that is shorter.

import { decodeValuation, deriveValuation } from '../../src/shared/bots';
import {
  MIN_AWAY_SECONDS,
  ONLINE_SOCKET_PATH,
  openTableSchema,
  type HostedTable,
  type OpenTableInput,
} from '../../src/shared/api/online';
import { rulesFingerprint, type RuleSet } from '../../src/shared/rules';
import {
  scoreDistribution,
  solveRules,
  type ScoreDistribution,
  type ValueTable,
} from '../../src/shared/solver';
import { openAppBackend, type AppBackend } from '../../src/main/app';
import type { SolveAsk } from '../../src/main/backend/solutions';
import type { Timers } from '../../src/main/runtime/timers';
import { startTableServer, type OnlineLimits } from '../../src/main/online/table-server';

export interface SoakHostOptions {
  readonly dataDir: string;
  readonly limits: Partial<OnlineLimits>;
  /** How long the away bot waits for a seat nobody is connected to (the tables ask for MIN_AWAY_SECONDS). */
  readonly awayMs: number;
  /** The dice's seed (tests only: --dice-seed). */
  readonly diceSeed: string;
}

export interface SoakHost {
  readonly backend: AppBackend;
  /** What the table server and the backend wrote to the host's log. */
  readonly log: string[];
  open(setup: OpenTableInput): Promise<HostedTable>;
  /** ws://127.0.0.1:port/online, once a table listens. */
  socketUrl(): string;
  close(): Promise<void>;
}

/** A stand-in for the solver host, worked out in this thread and kept (small rules only: classic). */
class ThreadSolver {
  private readonly tables = new Map<string, ValueTable>();
  private readonly distributions = new Map<string, ScoreDistribution>();

  async getTable(rules: RuleSet, request: SolveAsk): Promise<{ table: ValueTable }> {
    const key = rulesFingerprint(rules);
    const table = this.tables.get(key) ?? solveRules(rules);
    this.tables.set(key, table);
    request.onProgress?.(1);
    return { table };
  }

  keptTable(rules: RuleSet): ValueTable | undefined {
    return this.tables.get(rulesFingerprint(rules));
  }

  hold(): () => void {
    return () => {};
  }

  async valuation(rules: RuleSet) {
    const { table } = await this.getTable(rules, {});
    return decodeValuation(deriveValuation(table, 100, 'soak'));
  }

  async distribution(rules: RuleSet, request: SolveAsk) {
    const key = rulesFingerprint(rules);
    const kept = this.distributions.get(key);
    if (kept) return { distribution: kept, cached: true };
    const { table } = await this.getTable(rules, {});
    const distribution = scoreDistribution(table);
    this.distributions.set(key, distribution);
    request.onProgress?.(1);
    return { distribution, cached: false };
  }
}

export async function openSoakHost(options: SoakHostOptions): Promise<SoakHost> {
  const log: string[] = [];
  const awayTableMs = MIN_AWAY_SECONDS * 1000;
  const timers: Timers = {
    setTimeout: (callback, ms) => setTimeout(callback, ms === awayTableMs ? options.awayMs : ms),
    clearTimeout: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
  };
  let port = 0;
  const backend = await openAppBackend({
    version: 'soak',
    dataDir: options.dataDir,
    solver: new ThreadSolver(),
    diceSeed: options.diceSeed,
    timers,
    // As `yacht host`: nobody looks at grades there.
    liveGrading: false,
    logError: (message) => log.push(message),
    // Finished tables stay until the soak ends (it checks their joiners' logs).
    finishedTableGraceMs: 10 * 60 * 1000,
    maxFinishedTables: 50,
    openListener: async (_choice, wanted, gate) => {
      const listener = await startTableServer({
        host: '127.0.0.1',
        port: wanted,
        gate,
        staticRoot: null,
        limits: options.limits,
        behindProxy: true,
        log: (message) => log.push(message),
      });
      port = listener.port;
      return listener;
    },
  });
  // The bots (the away bot) play at once, as the tests' do.
  backend.settings.update({ botSpeed: 'instant' });
  return {
    backend,
    log,
    open: (setup) => backend.tables.open(openTableSchema.parse(setup)),
    socketUrl: () => {
      if (port === 0) throw new Error('no table listens yet');
      return `ws://127.0.0.1:${port}${ONLINE_SOCKET_PATH}`;
    },
    close: () => backend.close(),
  };
}
