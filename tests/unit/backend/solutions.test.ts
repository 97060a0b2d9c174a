// The solutions the backend asks of the solver host: progress events spaced in time as well as in progress (every
// percent would redraw the page a hundred times during a solve), how urgent each door's request is, and the cap
// on rule sets of one's own however they come in.

import { describe, expect, it } from 'vitest';
import type { ApiEvent, SolverStatus } from '../../../src/shared/api/contract';
import {
  customFrom,
  makeRules,
  rulesFingerprint,
  rulesFromCustom,
  type RuleSet,
} from '../../../src/shared/rules';
import { SolveCancelled, solveRules, type ValueTable } from '../../../src/shared/solver';
import {
  Solutions,
  TooManyRuleSets,
  type SolveAsk,
  type SolverSource,
} from '../../../src/main/backend/solutions';
import { solvedTable } from '../../support/solved-tables';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A source that reports the given fractions, waiting `gapMs` before each, then gives the rules' table. */
function source(fractions: readonly number[], gapMs: number): SolverSource {
  return {
    async getTable(rules, request) {
      for (const f of fractions) {
        if (gapMs > 0) await sleep(gapMs);
        request.onProgress?.(f);
      }
      return { table: solvedTable(rules) };
    },
    keptTable: () => undefined,
    hold: () => () => undefined,
    valuation: () => Promise.reject(new Error('not asked')),
  };
}

async function progressOf(tableSource: SolverSource): Promise<number[]> {
  const events: ApiEvent[] = [];
  const solutions = new Solutions(tableSource, (event) => events.push(event));
  await solutions.solved(makeRules('classic'));
  const statuses = events.flatMap((e) => (e.type === 'solver-progress' ? [e.status] : []));
  expect(statuses.at(-1)).toMatchObject({ ready: true, progress: 1 });
  return statuses.map((s) => s.progress);
}

describe('solver progress events', () => {
  it('a hundred steps at once make the start and the end only', async () => {
    const steps = Array.from({ length: 99 }, (_, i) => (i + 1) / 100);
    expect(await progressOf(source(steps, 0))).toEqual([0, 1]);
  });

  it('steps far enough apart are each told, in order', async () => {
    expect(await progressOf(source([0.3, 0.6], 200))).toEqual([0, 0.3, 0.6, 1]);
  });
});

/** A source whose requests the test answers by hand, recording each one's priority and signal. */
class HeldSource implements SolverSource {
  readonly asks: { rules: RuleSet; request: SolveAsk; answer: (table: ValueTable) => void }[] = [];
  readonly kept = new Map<string, ValueTable>();
  readonly holds = new Map<string, number>();

  getTable(rules: RuleSet, request: SolveAsk): Promise<{ table: ValueTable }> {
    return new Promise((resolve, reject) => {
      request.signal?.addEventListener('abort', () => reject(new SolveCancelled()), { once: true });
      this.asks.push({
        rules,
        request,
        answer: (table) => {
          this.kept.set(rulesFingerprint(rules), table);
          resolve({ table });
        },
      });
    });
  }

  keptTable(rules: RuleSet): ValueTable | undefined {
    return this.kept.get(rulesFingerprint(rules));
  }

  hold(rules: RuleSet): () => void {
    const key = rulesFingerprint(rules);
    this.holds.set(key, (this.holds.get(key) ?? 0) + 1);
    return () => this.holds.set(key, (this.holds.get(key) ?? 0) - 1);
  }

  valuation(): Promise<never> {
    return Promise.reject(new Error('not asked'));
  }
}

const own = (points: number): RuleSet =>
  rulesFromCustom({
    ...customFrom(makeRules('classic'), `Mine ${points}`),
    bonus: { threshold: 63, points },
  });

describe('Solutions: how urgent, and how many rule sets of one’s own', () => {
  it('asks early requests as such, a game’s as a game’s, a screen’s with its signal', async () => {
    const held = new HeldSource();
    const solutions = new Solutions(held, () => undefined);
    solutions.prepare(makeRules('classic'));
    void solutions.solved(makeRules('yatzy'));
    const screen = new AbortController();
    void solutions
      .solved(makeRules('standard'), { priority: 'screen', signal: screen.signal })
      .catch(() => undefined);
    expect(held.asks.map((a) => [a.rules.variant, a.request.priority])).toEqual([
      ['classic', 'prefetch'],
      ['yatzy', 'game'],
      ['standard', 'screen'],
    ]);
    expect(held.asks[2]!.request.signal).toBe(screen.signal);
    // Asked early again, nothing new is asked.
    solutions.prepare(makeRules('classic'));
    expect(held.asks).toHaveLength(3);
  });

  it('an early request dropped by the host is not a failure: its status goes back to waiting', async () => {
    const events: SolverStatus[] = [];
    const dropping: SolverSource = {
      ...source([], 0),
      getTable: async (_rules, request) => {
        request.onProgress?.(0.4);
        throw new SolveCancelled();
      },
    };
    const solutions = new Solutions(dropping, (e) => {
      if (e.type === 'solver-progress') events.push(e.status);
    });
    solutions.prepare(makeRules('classic'));
    await sleep(0);
    expect(solutions.status(makeRules('classic'))).toMatchObject({ ready: false, progress: 0, error: null });
    expect(events.at(-1)).toMatchObject({ progress: 0, error: null });
  });

  it('keeps at most its cap of rule sets of one’s own: the least recently used idle one is forgotten', async () => {
    const held = new HeldSource();
    const solutions = new Solutions(held, () => undefined, 3);
    solutions.prepare(makeRules('standard'));
    for (const points of [1, 2, 3]) solutions.prepare(own(points));
    // 1 used again: 2 is now the least recently used.
    solutions.prepare(own(1));
    solutions.prepare(own(4));
    const known = solutions.statuses().map((s) => s.fingerprint);
    expect(known).toEqual([makeRules('standard'), own(3), own(1), own(4)].map(rulesFingerprint));
    expect(solutions.status(own(2))).toBeUndefined();
    // Its early request was given up.
    const two = held.asks.find((a) => rulesFingerprint(a.rules) === rulesFingerprint(own(2)))!;
    expect(two.request.signal?.aborted).toBe(true);
    // Built-in rule sets are not counted.
    solutions.prepare(makeRules('yatzy'));
    expect(solutions.statuses()).toHaveLength(5);
  });

  it('refuses a new rule set of one’s own when every one known is in use, and never refuses a game', async () => {
    const held = new HeldSource();
    const solutions = new Solutions(held, () => undefined, 2);
    const releaseOne = solutions.hold(own(1));
    void solutions.solved(own(2));
    expect(() => solutions.prepare(own(3))).toThrow(TooManyRuleSets);
    expect(() => solutions.prepare(own(3))).toThrow(/already working for 2 rule sets of your own/);
    await expect(solutions.solved(own(3), { priority: 'screen' })).rejects.toBeInstanceOf(TooManyRuleSets);
    // A game that plays by a new one is counted, not refused.
    const releaseFour = solutions.hold(own(4));
    expect(held.holds.get(rulesFingerprint(own(4)))).toBe(1);
    // Once one is free again, a new one comes in in its place.
    held.asks.find((a) => rulesFingerprint(a.rules) === rulesFingerprint(own(2)))!.answer(solveRules(own(2)));
    await sleep(0);
    releaseOne();
    releaseFour();
    expect(held.holds.get(rulesFingerprint(own(1)))).toBe(0);
    solutions.prepare(own(3));
    expect(solutions.status(own(3))).toBeDefined();
    expect(solutions.statuses().filter((s) => s.name.startsWith('Mine'))).toHaveLength(2);
  });
});
