// The coach's data on the wire: zod schemas matching the shared coach types (src/shared/coach/types.ts),
// checked against them at compile time at the bottom of this file.

import * as z from 'zod';
import { ruleOptionsSchema } from '../rules/options-schema';
import { GRADE_CLASSES } from '../coach/types';
import type { Choice, Fact, Grade, PositionOptions, RankedOption, SeatAccuracy } from '../coach/types';
import { MAX_BOX_ID_LENGTH, VARIANTS } from '../rules/types';
import { DEFAULT_OPTIONS } from '../rules/variants';
import { customRulesSchema, refineCustomBase } from '../rules/custom-schema';
import type { Assert, Same } from './wire-check';

const faceSchema = z.number().int().min(1).max(6);
/** A box id as it comes in (which boxes exist depends on the rules: checked there, by name). */
export const boxIdSchema = z
  .string()
  .min(1)
  .max(MAX_BOX_ID_LENGTH, `a box id is at most ${MAX_BOX_ID_LENGTH} characters`);
const evSchema = z.number().finite();
const rollsLeftSchema = z.union([z.literal(0), z.literal(1), z.literal(2)]);

export const gradeClassSchema = z.enum(GRADE_CLASSES);

export const choiceSchema = z.discriminatedUnion('type', [
  z.strictObject({ type: z.literal('keep'), keep: z.array(faceSchema).max(5).readonly() }),
  z.strictObject({ type: z.literal('score'), box: boxIdSchema }),
]);

export const choiceValueSchema = z.strictObject({ choice: choiceSchema, words: z.string(), ev: evSchema });

const chanceSchema = z.number().min(0).max(1);

/** A decision graded by win chance (a person's decision at a table of 2+ seats). */
export const gradeWinSchema = z.strictObject({
  chosen: chanceSchema,
  best: z.strictObject({ choice: choiceSchema, words: z.string(), chance: chanceSchema }),
  loss: chanceSchema,
  grade: gradeClassSchema,
  exact: z.boolean(),
  turnsExact: z.number().int().min(0),
});

export const optionWinSchema = z.strictObject({
  chance: chanceSchema,
  loss: chanceSchema,
  grade: gradeClassSchema,
});

export const positionWinSchema = z.strictObject({
  exact: z.boolean(),
  turnsExact: z.number().int().min(0),
});

/** Where a decision was made (DecisionPlace): the fields of every decision on the wire. */
export const decisionPlaceShape = {
  index: z.number().int().min(0),
  seat: z.number().int().min(0),
  round: z.number().int().min(1),
  rollsLeft: rollsLeftSchema,
  dice: z.array(faceSchema).length(5).readonly(),
};

export const gradeSchema = z.strictObject({
  ...decisionPlaceShape,
  chosen: choiceValueSchema,
  best: choiceValueSchema,
  loss: z.number().min(0),
  grade: gradeClassSchema,
  win: gradeWinSchema.optional(),
});

export const factSchema = z.strictObject({ text: z.string().min(1), chance: z.number().min(0).max(1) });

export const rankedOptionSchema = z.strictObject({
  choice: choiceSchema,
  words: z.string(),
  points: z.number().int().optional(),
  ev: evSchema,
  loss: z.number().min(0),
  grade: gradeClassSchema,
  facts: z.array(factSchema).readonly(),
  win: optionWinSchema.optional(),
});

export const positionOptionsSchema = z.strictObject({
  rollsLeft: rollsLeftSchema,
  dice: z.array(faceSchema).length(5).readonly(),
  current: z.number(),
  options: z.array(rankedOptionSchema).readonly(),
  win: positionWinSchema.optional(),
});

export const seatAccuracySchema = z.strictObject({
  seat: z.number().int().min(0),
  decisions: z.number().int().min(0),
  lost: z.number().min(0),
  meanLoss: z.number().min(0),
  accuracy: z.number().min(0).max(100),
  counts: z.strictObject({
    best: z.number().int().min(0),
    inaccuracy: z.number().int().min(0),
    mistake: z.number().int().min(0),
    blunder: z.number().int().min(0),
  }),
});

/** A game's grades so far: keyed by log index (a renderer shows those of live events: see liveEvents). */
export const coachReportSchema = z.strictObject({
  gameId: z.string(),
  grades: z.array(gradeSchema),
  /** Decisions waiting for the solved table (graded and pushed when it is ready). */
  pending: z.number().int().min(0),
});

/** The ranked options of the decision a game is waiting for (hint), with the action that plays each. */
export const hintSchema = z.strictObject({
  gameId: z.string(),
  /** The log length the hint was made for: a hint for an older position is stale. */
  at: z.number().int().min(1),
  seat: z.number().int().min(0),
  ...positionOptionsSchema.shape,
  /** For each option (same order): positions to hold for a roll, or the box to score. */
  actions: z
    .array(
      z.discriminatedUnion('type', [
        z.strictObject({ type: z.literal('roll'), keep: z.array(z.number().int().min(0).max(4)).max(5) }),
        z.strictObject({ type: z.literal('score'), box: boxIdSchema }),
      ]),
    )
    .readonly(),
});

/** Why a graded decision lost what it lost: the choice made and the best one, each with the solver's facts. */
export const explanationSchema = z.strictObject({
  gameId: z.string(),
  /** The decision's log index (as in its grade). */
  index: z.number().int().min(0),
  chosen: rankedOptionSchema,
  best: rankedOptionSchema,
});

/** A position set up by hand (the analyzer page): the same inputs as `yacht analyze`. */
export const positionRequestSchema = z
  .strictObject({
    variant: z.enum(VARIANTS),
    options: ruleOptionsSchema.default({ ...DEFAULT_OPTIONS }),
    /** A player's own rule set (its base is `variant`). */
    custom: customRulesSchema.optional(),
    /** Filled boxes: points by box id (checked against the rules; a bad sheet is refused with the reason). */
    sheet: z.record(boxIdSchema, z.number().int()),
    extraYachts: z.number().int().min(0).max(12).default(0),
    dice: z.array(faceSchema).length(5, 'five dice, each 1 to 6'),
    rollsLeft: rollsLeftSchema,
  })
  .superRefine(refineCustomBase);

export type CoachReport = z.output<typeof coachReportSchema>;
export type Hint = z.output<typeof hintSchema>;
export type Explanation = z.output<typeof explanationSchema>;
export type HintAction = Hint['actions'][number];
export type PositionRequest = z.output<typeof positionRequestSchema>;
export type PositionRequestInput = z.input<typeof positionRequestSchema>;

// The wire schemas and the coach's types must agree both ways.
export type _CoachWire = Assert<
  Same<z.output<typeof choiceSchema>, Choice> extends true
    ? Same<z.output<typeof factSchema>, Fact> extends true
      ? z.output<typeof gradeSchema> extends Grade
        ? z.output<typeof rankedOptionSchema> extends RankedOption
          ? z.output<typeof positionOptionsSchema> extends PositionOptions
            ? z.output<typeof seatAccuracySchema> extends SeatAccuracy
              ? true
              : false
            : false
          : false
        : false
      : false
    : false
>;
