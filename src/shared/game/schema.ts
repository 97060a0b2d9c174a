// The shape of a saved game, as zod schemas: version 1 of the 'yacht-game' format.

import * as z from 'zod';
import { ruleOptionsSchema } from '../rules/options-schema';
import { VARIANTS } from '../rules';
import { customRulesShape } from '../rules/custom-schema';
import { MAX_TARGET, MIN_TARGET } from './target';
import { BOT_LEVELS, MAX_SEATS, REAL_DICE_MODES } from './types';

export const LOG_FORMAT = 'yacht-game';
export const LOG_VERSION = 1;

const face = z.literal([1, 2, 3, 4, 5, 6]);
const seatIndex = z
  .number()
  .int()
  .min(0)
  .max(MAX_SEATS - 1);
const positions = z.array(z.number().int().min(0).max(4)).max(5);

const seat = z.discriminatedUnion('kind', [
  z.strictObject({ kind: z.literal('human'), name: z.string() }),
  z.strictObject({ kind: z.literal('bot'), name: z.string(), level: z.enum(BOT_LEVELS) }),
]);

export const createdSchema = z.strictObject({
  type: z.literal('created'),
  variant: z.enum(VARIANTS),
  options: ruleOptionsSchema,
  custom: customRulesShape.optional(),
  seats: z.array(seat).min(1).max(MAX_SEATS),
  firstSeat: seatIndex,
  seed: z.string().nullable(),
  grid: z.strictObject({ seed: z.string().min(1).max(200), shared: z.boolean() }).optional(),
  target: z.number().int().min(MIN_TARGET).max(MAX_TARGET).optional(),
  realDice: z.strictObject({ mode: z.enum(REAL_DICE_MODES) }).optional(),
  createdAt: z.string().min(1),
});

export const rolledSchema = z.strictObject({
  type: z.literal('rolled'),
  seat: seatIndex,
  dice: z.array(face).length(5),
  kept: positions,
  final: z.literal(true).optional(),
});

export const keptSchema = z.strictObject({
  type: z.literal('kept'),
  seat: seatIndex,
  positions,
});

export const scoredSchema = z.strictObject({
  type: z.literal('scored'),
  seat: seatIndex,
  box: z.string().min(1),
  points: z.number().int().min(0),
  extraYacht: z.number().int().min(0),
});

export const undoneSchema = z.strictObject({
  type: z.literal('undone'),
  seat: seatIndex,
  to: z.number().int().min(0),
  retype: z.literal(true).optional(),
});

/** One schema per event type. */
export const EVENT_SCHEMAS = {
  created: createdSchema,
  rolled: rolledSchema,
  kept: keptSchema,
  scored: scoredSchema,
  undone: undoneSchema,
} as const;
