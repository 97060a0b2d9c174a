// The solutions the bots, the coach and the screens need. A solution is the solver's product for a rule set:
// its value table (ValueTable; the solver's own code calls it a table, while above the solver "table" is the
// online table and the play area). Each is asked of the solver host with how urgent it is (a game in progress
// first; one asked for ahead of time last, and dropped if newer ones crowd it out), its progress pushed as
// `solver-progress` events (at most one per 1% and per 150 ms). The values themselves stay with the host (within
// its memory budget; a game in progress holds its own). Rule sets of one's own are kept track of at most
// MAX_CUSTOM_RULES at a time, whichever door they come in by: the least recently used one not in use is
// forgotten for a new one, and when all are in use a new one is refused. A solution that failed may be asked
// for again.

import type { RulesChoice, SolverStatus } from '../../shared/api/contract';
import { committedValuation, type BoxValuation } from '../../shared/bots';
import { MAX_CUSTOM_RULES, rulesFingerprint, rulesOf, type RuleSet } from '../../shared/rules';
import { SolveCancelled, type ValueTable } from '../../shared/solver';
import { PRIORITIES, type WorkPriority } from '../solver/work-queue';
import type { EmitEvent } from './events';

/** What a request for a solution may say: how urgent it is, and when its caller gives up. */
export interface SolveAsk {
  readonly onProgress?: (fraction: number) => void;
  readonly signal?: AbortSignal;
  readonly priority?: WorkPriority;
}

/** The part of the SolverHost used here. */
export interface SolverSource {
  getTable(rules: RuleSet, request: SolveAsk): Promise<{ readonly table: ValueTable }>;
  /** The table of these rules if it is in memory now. */
  keptTable(rules: RuleSet): ValueTable | undefined;
  /** Keeps these rules' table in memory (and on disk) until the returned function is called. */
  hold(rules: RuleSet): () => void;
  /** Hard's valuation of rules it has none committed for, derived from their table. */
  valuation(rules: RuleSet): Promise<BoxValuation>;
}

/** Too many rule sets of one's own at once: every one known is in use. */
export class TooManyRuleSets extends Error {
  override readonly name = 'TooManyRuleSets';
}

interface Entry {
  readonly rules: RuleSet;
  status: SolverStatus;
  /** Requests under way (a game's, a screen's): the entry is in use while any is. */
  asking: number;
  /** The request under way that later ones as urgent or less share (one request to the host, not one each). */
  shared: { readonly rank: number; readonly table: Promise<ValueTable> } | null;
  /** Games in progress playing by these rules. */
  holds: number;
  /** The request made ahead of time, if one is under way: aborted when the entry is forgotten. */
  early: AbortController | null;
  lastEmitted: number;
  /** performance.now() of the last progress event. */
  lastEmittedAt: number;
}

const EMIT_STEP = 0.01;
/**
 * At most about seven progress events a second: each one redraws the page, and on a two-core machine a page
 * redrawn at every percent took CPU time from the solve it was showing (bench/first-game.ts).
 */
const EMIT_MS = 150;

export class Solutions {
  /** By fingerprint, least recently used first. */
  private readonly entries = new Map<string, Entry>();
  private readonly valuations = new Map<string, BoxValuation>();

  constructor(
    private readonly source: SolverSource,
    private readonly emit: EmitEvent,
    private readonly maxCustom: number = MAX_CUSTOM_RULES,
  ) {}

  statuses(): SolverStatus[] {
    return [...this.entries.values()].map((e) => e.status);
  }

  /**
   * Starts making the table of these rules (unless it is made or being made); answers with its status. Asked
   * ahead of time ('prefetch', the default), it may be dropped for newer requests before it starts.
   */
  prepare(choice: RulesChoice | RuleSet, priority: WorkPriority = 'prefetch'): SolverStatus {
    const rules = 'boxes' in choice ? choice : rulesOf(choice);
    const entry = this.entry(rules);
    if (this.source.keptTable(rules)) {
      this.update(entry, { progress: 1, ready: true, error: null }, !entry.status.ready);
      return entry.status;
    }
    if (priority === 'prefetch') {
      // Already asked for (early, or by a game or a screen): nothing more to ask.
      if (entry.early === null && entry.shared === null) {
        const early = new AbortController();
        entry.early = early;
        this.ask(entry, { priority, signal: early.signal }, true)
          .catch(() => undefined)
          .finally(() => {
            if (entry.early === early) entry.early = null;
          });
      }
    } else this.share(entry, priority).catch(() => undefined);
    return entry.status;
  }

  /** The status of these rules' table, if it has been asked for. */
  status(rules: RuleSet): SolverStatus | undefined {
    return this.entries.get(rulesFingerprint(rules))?.status;
  }

  /** The table when it is in memory, else undefined (without starting anything). */
  ready(rules: RuleSet): ValueTable | undefined {
    return this.source.keptTable(rules);
  }

  /** The solution of these rules, worked out first if need be (for a game in progress unless said otherwise). */
  async solved(rules: RuleSet, request: Omit<SolveAsk, 'onProgress'> = {}): Promise<ValueTable> {
    const kept = this.source.keptTable(rules);
    if (kept) return kept;
    const entry = this.entry(rules);
    const priority = request.priority ?? 'game';
    // A caller who may give up asks on its own, so that giving up ends its own request only.
    return request.signal
      ? this.ask(entry, { priority, signal: request.signal }, false)
      : this.share(entry, priority);
  }

  /** The request under way for these rules if it is as urgent, else a new one that later ones share. */
  private share(entry: Entry, priority: WorkPriority): Promise<ValueTable> {
    const rank = PRIORITIES.indexOf(priority);
    if (entry.shared && entry.shared.rank <= rank) return entry.shared.table;
    const table = this.ask(entry, { priority }, false);
    const shared = { rank, table };
    entry.shared = shared;
    const forget = (): void => {
      if (entry.shared === shared) entry.shared = null;
    };
    table.then(forget, forget);
    return table;
  }

  /**
   * A game in progress plays by these rules until the returned function is called: their table stays in memory
   * once made, and they are not forgotten.
   */
  hold(rules: RuleSet): () => void {
    // A game is never refused for the cap: a rule set in use is counted, but not turned away.
    const entry = this.entry(rules, false);
    entry.holds++;
    const release = this.source.hold(rules);
    let released = false;
    return () => {
      if (released) return;
      released = true;
      entry.holds--;
      release();
    };
  }

  /** Hard's valuation of these rules when it is at hand (committed, or derived before), else undefined. */
  readyValuation(rules: RuleSet): BoxValuation | undefined {
    return committedValuation(rules) ?? this.valuations.get(rulesFingerprint(rules));
  }

  /** Hard's valuation of these rules, derived from their table first if need be. */
  async valuation(rules: RuleSet): Promise<BoxValuation> {
    const ready = this.readyValuation(rules);
    if (ready) return ready;
    await this.solved(rules);
    const valuation = await this.source.valuation(rules);
    // Kept for the rule sets known here only (a forgotten one's goes with it).
    if (this.entries.has(rulesFingerprint(rules))) this.valuations.set(rulesFingerprint(rules), valuation);
    return valuation;
  }

  /** Asks the source for the table, the entry's status following it. */
  private async ask(entry: Entry, request: SolveAsk, early: boolean): Promise<ValueTable> {
    if (!entry.status.ready) this.update(entry, { error: null }, entry.status.error !== null);
    if (!early) entry.asking++;
    try {
      const { table } = await this.source.getTable(entry.rules, {
        ...request,
        onProgress: (fraction) => {
          if (!entry.status.ready && fraction < 1) this.update(entry, { progress: fraction });
        },
      });
      if (!entry.status.ready) this.update(entry, { progress: 1, ready: true, error: null }, true);
      return table;
    } catch (error) {
      if (error instanceof SolveCancelled) {
        // Dropped or given up: not a failure; the status says how far it had come.
        if (!entry.status.ready) this.update(entry, { progress: 0 }, true);
      } else {
        const message = error instanceof Error ? error.message : String(error);
        this.update(entry, { error: message }, true);
      }
      throw error;
    } finally {
      if (!early) entry.asking--;
    }
  }

  private entry(rules: RuleSet, capped = true): Entry {
    const fingerprint = rulesFingerprint(rules);
    let entry = this.entries.get(fingerprint);
    if (entry) {
      // Most recently used last.
      this.entries.delete(fingerprint);
      this.entries.set(fingerprint, entry);
      return entry;
    }
    if (rules.custom && capped) this.makeRoomForCustom();
    entry = {
      rules,
      status: {
        fingerprint,
        variant: rules.variant,
        options: { ...rules.options },
        name: rules.name,
        progress: 0,
        ready: false,
        error: null,
      },
      asking: 0,
      shared: null,
      holds: 0,
      early: null,
      lastEmitted: -1,
      lastEmittedAt: -Infinity,
    };
    this.entries.set(fingerprint, entry);
    return entry;
  }

  /** Forgets the least recently used rule set of one's own not in use, when there are as many as allowed. */
  private makeRoomForCustom(): void {
    const custom = [...this.entries.entries()].filter(([, e]) => e.rules.custom);
    const idle = custom.filter(([, e]) => e.asking === 0 && e.holds === 0);
    const excess = custom.length - this.maxCustom + 1;
    if (excess > idle.length) {
      throw new TooManyRuleSets(
        `the solver is already working for ${this.maxCustom} rule sets of your own: ask again once one of them is done`,
      );
    }
    for (const [fingerprint, entry] of idle.slice(0, Math.max(0, excess))) {
      entry.early?.abort();
      this.entries.delete(fingerprint);
      this.valuations.delete(fingerprint);
    }
  }

  private update(entry: Entry, change: Partial<SolverStatus>, always = false): void {
    entry.status = { ...entry.status, ...change };
    const now = performance.now();
    if (!always && entry.status.progress - entry.lastEmitted < EMIT_STEP) return;
    if (!always && entry.lastEmitted >= 0 && now - entry.lastEmittedAt < EMIT_MS) return;
    entry.lastEmitted = entry.status.progress;
    entry.lastEmittedAt = now;
    this.emit({ type: 'solver-progress', status: entry.status });
  }
}
