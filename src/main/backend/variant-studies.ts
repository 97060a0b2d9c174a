// The variants page's numbers: each rule set's exact score distribution under perfect play, asked of the
// solver host (which solves the table first, runs one job at a time and caches both on disk), its progress
// pushed as `variant-progress` events (at most one per 1%); and where two rule sets keep different dice on
// the first turn. A screen waits for them: they go after what games in progress wait for, and stop when the
// screen's caller gives up (its signal).

import type { RulesChoice } from '../../shared/api/contract';
import type { VariantDistribution } from '../../shared/api/variant-schemas';
import { rulesFingerprint, rulesOf, type RuleSet } from '../../shared/rules';
import type { KeepDifferencesView } from '../../shared/api/variant-schemas';
import { distributionFacts, keepDifferences, ROLLS, type ScoreDistribution } from '../../shared/solver';
import type { EmitEvent } from './events';
import type { Solutions, SolveAsk } from './solutions';

/** The part of the SolverHost used here. */
export interface DistributionSource {
  distribution(
    rules: RuleSet,
    request: SolveAsk,
  ): Promise<{ readonly distribution: ScoreDistribution; readonly cached: boolean }>;
}

const EMIT_STEP = 0.01;

export class VariantStudies {
  constructor(
    private readonly source: DistributionSource,
    private readonly solutions: Solutions,
    private readonly emit: EmitEvent,
  ) {}

  /** Where rule sets a and b keep different dice on the first turn (their tables solved first). */
  async keepDifferences(a: RulesChoice, b: RulesChoice, signal?: AbortSignal): Promise<KeepDifferencesView> {
    const [tableA, tableB] = await Promise.all(
      [a, b].map((c) =>
        this.solutions.solved(rulesOf(c), { priority: 'screen', ...(signal ? { signal } : {}) }),
      ),
    );
    const differences = keepDifferences(tableA!, tableB!).map((d) => ({
      ...d,
      dice: [...d.dice],
      keepA: [...d.keepA],
      keepB: [...d.keepB],
    }));
    return { decisions: ROLLS * 2, differences };
  }

  async distribution(choice: RulesChoice, signal?: AbortSignal): Promise<VariantDistribution> {
    const start = performance.now();
    const rules = rulesOf(choice);
    const fingerprint = rulesFingerprint(rules);
    let last = -1;
    const { distribution, cached } = await this.source.distribution(rules, {
      priority: 'screen',
      ...(signal ? { signal } : {}),
      onProgress: (fraction) => {
        if (fraction < 1 && fraction - last < EMIT_STEP) return;
        last = fraction;
        this.emit({ type: 'variant-progress', fingerprint, progress: Math.min(1, Math.max(0, fraction)) });
      },
    });
    const facts = distributionFacts(distribution);
    return {
      fingerprint,
      variant: rules.variant,
      options: { ...rules.options },
      facts: {
        ...facts,
        percentiles: { ...facts.percentiles },
        distribution: facts.distribution.map(([score, p]): [number, number] => [score, p]),
      },
      cached,
      seconds: (performance.now() - start) / 1000,
    };
  }
}
