// The solved tables the bots and the coach need, made in the background: each rules fingerprint is
// asked of the solver host once, and its progress is pushed as `solver-progress` events (at most one per 1%
// and per 150 ms).
// A table that failed may be asked for again.

import type { RulesChoice, SolverStatus } from '../../shared/api/contract';
import { committedValuation, type BoxValuation } from '../../shared/bots';
import { rulesFingerprint, rulesOf, type RuleSet } from '../../shared/rules';
import type { ValueTable } from '../../shared/solver';
import type { EmitEvent } from './events';

/** The part of the SolverHost used here. */
export interface TableSource {
  getTable(
    rules: RuleSet,
    request: { readonly onProgress?: (fraction: number) => void },
  ): Promise<{ readonly table: ValueTable }>;
  /** Hard's valuation of rules it has none committed for, derived from their table. */
  valuation(rules: RuleSet): Promise<BoxValuation>;
}

interface Entry {
  status: SolverStatus;
  table: ValueTable | null;
  promise: Promise<ValueTable> | null;
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

export class SolverTables {
  private readonly entries = new Map<string, Entry>();
  private readonly valuations = new Map<string, BoxValuation>();

  constructor(
    private readonly source: TableSource,
    private readonly emit: EmitEvent,
  ) {}

  statuses(): SolverStatus[] {
    return [...this.entries.values()].map((e) => e.status);
  }

  /** Starts making the table of these rules (unless it is made or being made); answers with its status. */
  prepare(choice: RulesChoice | RuleSet): SolverStatus {
    const rules = 'boxes' in choice ? choice : rulesOf(choice);
    const entry = this.entry(rules);
    void this.load(rules, entry).catch(() => undefined);
    return entry.status;
  }

  /** The status of these rules' table, if it has been asked for. */
  status(rules: RuleSet): SolverStatus | undefined {
    return this.entries.get(rulesFingerprint(rules))?.status;
  }

  /** The table when it is ready, else undefined (without starting anything). */
  ready(rules: RuleSet): ValueTable | undefined {
    return this.entries.get(rulesFingerprint(rules))?.table ?? undefined;
  }

  /** The table of these rules, made first if need be. */
  table(rules: RuleSet): Promise<ValueTable> {
    return this.load(rules, this.entry(rules));
  }

  /** Hard's valuation of these rules when it is at hand (committed, or derived before), else undefined. */
  readyValuation(rules: RuleSet): BoxValuation | undefined {
    return committedValuation(rules) ?? this.valuations.get(rulesFingerprint(rules));
  }

  /** Hard's valuation of these rules, derived from their table first if need be. */
  async valuation(rules: RuleSet): Promise<BoxValuation> {
    const ready = this.readyValuation(rules);
    if (ready) return ready;
    await this.table(rules);
    const valuation = await this.source.valuation(rules);
    this.valuations.set(rulesFingerprint(rules), valuation);
    return valuation;
  }

  private entry(rules: RuleSet): Entry {
    const fingerprint = rulesFingerprint(rules);
    let entry = this.entries.get(fingerprint);
    if (!entry) {
      entry = {
        status: {
          fingerprint,
          variant: rules.variant,
          options: { ...rules.options },
          name: rules.name,
          progress: 0,
          ready: false,
          error: null,
        },
        table: null,
        promise: null,
        lastEmitted: -1,
        lastEmittedAt: -Infinity,
      };
      this.entries.set(fingerprint, entry);
    }
    return entry;
  }

  private load(rules: RuleSet, entry: Entry): Promise<ValueTable> {
    if (entry.table) return Promise.resolve(entry.table);
    if (entry.promise) return entry.promise;
    this.update(entry, { progress: 0, error: null });
    const promise = this.source
      .getTable(rules, {
        onProgress: (fraction) => {
          if (entry.table === null && fraction < 1) this.update(entry, { progress: fraction });
        },
      })
      .then(
        ({ table }) => {
          entry.table = table;
          entry.promise = null;
          this.update(entry, { progress: 1, ready: true, error: null }, true);
          return table;
        },
        (error: unknown) => {
          entry.promise = null;
          const message = error instanceof Error ? error.message : String(error);
          this.update(entry, { error: message }, true);
          throw error instanceof Error ? error : new Error(message);
        },
      );
    entry.promise = promise;
    return promise;
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
