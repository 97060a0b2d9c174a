// The variants page's distributions: each rule set's exact score distribution under perfect play, asked of the
// solver host (which solves the table first, runs one job at a time and caches both on disk), its progress
// pushed as `variant-progress` events (at most one per 1%).

import type { RulesChoice } from '../../shared/api/contract';
import type { VariantDistribution } from '../../shared/api/variant-schemas';
import { makeRules, rulesFingerprint, type RuleSet } from '../../shared/rules';
import { distributionFacts, type ScoreDistribution } from '../../shared/solver';
import type { EmitEvent } from './events';

/** The part of the SolverHost used here. */
export interface DistributionSource {
  distribution(
    rules: RuleSet,
    request: { readonly onProgress?: (fraction: number) => void },
  ): Promise<{ readonly distribution: ScoreDistribution; readonly cached: boolean }>;
}

const EMIT_STEP = 0.01;

export class VariantStudies {
  constructor(
    private readonly source: DistributionSource,
    private readonly emit: EmitEvent,
  ) {}

  async distribution(choice: RulesChoice): Promise<VariantDistribution> {
    const start = performance.now();
    const rules = makeRules(choice.variant, choice.options);
    const fingerprint = rulesFingerprint(rules);
    let last = -1;
    const { distribution, cached } = await this.source.distribution(rules, {
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
