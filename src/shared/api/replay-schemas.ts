// A replay's data on the wire: zod schemas matching the shared replay types (src/shared/replay), checked
// against them at compile time at the bottom of this file; and a game file as it is exported.

import * as z from 'zod';
import type { CoursePoint, GameCourse, ReplayAnalysis, ReplayWin, SeatSplit, Shadow } from '../replay';
import { decisionPlaceShape, gradeSchema } from './coach-schemas';
import type { Assert, Same } from './wire-check';

const finite = z.number().finite();

export const coursePointSchema = z.strictObject({
  index: z.number().int().min(0),
  kind: z.enum(['start', 'roll', 'decision', 'end']),
  seat: z.number().int().min(-1),
  expected: z.array(finite).readonly(),
  change: finite,
  /** A score sheet's typed final dice (real dice). */
  final: z.literal(true).optional(),
});

export const seatSplitSchema = z.strictObject({
  seat: z.number().int().min(0),
  start: finite,
  luck: finite,
  typed: finite,
  typedTurns: z.number().int().min(0),
  loss: finite,
  cutShort: finite,
  total: finite,
  decisions: z.number().int().min(0),
});

export const gameCourseSchema = z.strictObject({
  points: z.array(coursePointSchema).readonly(),
  grades: z.array(gradeSchema).readonly(),
  takenBack: z.array(gradeSchema).readonly(),
  seats: z.array(seatSplitSchema).readonly(),
});

export const shadowSchema = z.discriminatedUnion('kind', [
  z.strictObject({
    kind: z.literal('shadow'),
    shared: z.boolean(),
    seats: z
      .array(
        z.strictObject({
          seat: z.number().int().min(0),
          turns: z.array(z.number().int()).readonly(),
          total: z.number().int(),
        }),
      )
      .readonly(),
  }),
  z.strictObject({ kind: z.literal('none'), reason: z.string().min(1) }),
]);

/** A game's replay: its course under perfect play and Perfect's shadow on its dice. */
export const replayViewSchema = z.strictObject({
  gameId: z.string(),
  course: gameCourseSchema,
  shadow: shadowSchema,
  /** Decisions taken back not listed in course.takenBack (a replay lists those that lost most). */
  takenBackLeftOut: z.number().int().min(0),
});

/** A chance, up to rounding (a sum of products may land a hair outside 0..1). */
const chance = z
  .number()
  .min(-1e-9)
  .max(1 + 1e-9);

/** A game of two or more seats in win chance (shared/replay/win-*.ts); null for a game alone. */
export const replayWinSchema = z.strictObject({
  course: z
    .array(
      z.strictObject({
        index: z.number().int().min(0),
        seat: z.number().int().min(-1),
        turn: z.number().int().min(0),
        chances: z.array(chance).readonly(),
      }),
    )
    .readonly(),
  decisions: z
    .array(
      z.strictObject({
        ...decisionPlaceShape,
        turn: z.number().int().min(1),
        choice: z.string(),
        best: z.string(),
        chance,
        bestChance: chance,
        loss: chance,
        exact: z.boolean(),
      }),
    )
    .readonly(),
  exact: z.boolean(),
  budget: z.number().positive(),
});

export const replayWinViewSchema = z.strictObject({ gameId: z.string(), win: replayWinSchema.nullable() });

/** A game as a file to save: its suggested name and its text (the versioned log, readable by a person). */
export const gameFileSchema = z.strictObject({
  fileName: z.string().min(1),
  text: z.string().min(1),
});

export type ReplayView = z.output<typeof replayViewSchema>;
export type GameFileExport = z.output<typeof gameFileSchema>;
export type ReplayWinView = z.output<typeof replayWinViewSchema>;
/** The win chances' wire shape and the shared type agree both ways. */
export type _ReplayWinWire = Assert<Same<z.output<typeof replayWinSchema>, ReplayWin>>;

// The wire schemas and the replay's types must agree both ways.
export type _ReplayWire = Assert<
  Same<z.output<typeof coursePointSchema>, CoursePoint> extends true
    ? Same<z.output<typeof seatSplitSchema>, SeatSplit> extends true
      ? z.output<typeof gameCourseSchema> extends GameCourse
        ? z.output<typeof shadowSchema> extends Shadow
          ? Omit<ReplayView, 'gameId'> extends ReplayAnalysis
            ? true
            : false
          : false
        : false
      : false
    : false
>;
