// Target practice's answers on the wire: how likely a game's target was at the start, playing for it.

import * as z from 'zod';

export const targetStartSchema = z.strictObject({
  target: z.number().int(),
  /** P(final total ≥ target) from the empty sheet under the win engine's reach play. */
  chance: z.number().min(0).max(1),
  /** Every turn solved exactly; else `turnsExact` turns and an approximation past them. */
  exact: z.boolean(),
  turnsExact: z.number().int().min(0),
});

export const targetStartViewSchema = z.strictObject({
  gameId: z.string(),
  /** Null: the game has no target, or the app has no win engine to ask. */
  start: targetStartSchema.nullable(),
});

export type TargetStartView = z.output<typeof targetStartViewSchema>;
