// The variants page's data as it crosses the API: a rule set's exact score distribution under perfect play
// (distribution-summary.ts's facts) and how far it has got.

import * as z from 'zod';
import { ruleOptionsSchema } from '../rules/options-schema';
import { VARIANTS } from '../rules/types';

const chance = z.number().min(0).max(1);

export const distributionFactsSchema = z.strictObject({
  expected: z.number(),
  sd: z.number().min(0),
  median: z.number(),
  /** "1", "5", ... "99": the lowest score s with P(score <= s) >= q / 100. */
  percentiles: z.record(z.string(), z.number()),
  min: z.number(),
  max: z.number(),
  bonusRate: chance,
  yachtRate: chance,
  multiYachtRate: chance.nullable(),
  perBox: z.record(z.string(), z.number()),
  bonusPoints: z.number(),
  extraYachtPoints: z.number(),
  /** [score, chance] for every score with a chance. */
  distribution: z.array(z.tuple([z.number(), chance])),
});

export const variantDistributionSchema = z.strictObject({
  fingerprint: z.string().min(1),
  variant: z.enum(VARIANTS),
  options: ruleOptionsSchema,
  facts: distributionFactsSchema,
  /** Loaded (memory or disk) rather than computed for this call. */
  cached: z.boolean(),
  /** Wall time of the call. */
  seconds: z.number().min(0),
});

export const variantProgressEventSchema = z.strictObject({
  type: z.literal('variant-progress'),
  fingerprint: z.string().min(1),
  /** Fraction done, 0..1 (the table's solve, then the distribution). */
  progress: chance,
});

export type VariantDistribution = z.output<typeof variantDistributionSchema>;
export type DistributionFactsView = z.output<typeof distributionFactsSchema>;

const keepSchema = z.array(z.number().int().min(1).max(6)).max(5);
const worthSchema = z.strictObject({ keepA: z.number(), keepB: z.number() });

export const keepDifferencesSchema = z.strictObject({
  /** First-turn decisions looked at (252 rolls, two and one rolls left). */
  decisions: z.number().int().min(0),
  /** The ones whose best keep differs, most probable first. */
  differences: z.array(
    z.strictObject({
      dice: z.array(z.number().int().min(1).max(6)).length(5),
      rollsLeft: z.union([z.literal(1), z.literal(2)]),
      probability: z.number().min(0).max(1),
      keepA: keepSchema,
      keepB: keepSchema,
      underA: worthSchema,
      underB: worthSchema,
    }),
  ),
});

export type KeepDifferencesView = z.output<typeof keepDifferencesSchema>;
