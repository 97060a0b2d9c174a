// The building blocks of a game on the wire, shared by the app's API contract (contract.ts) and online play's
// protocol (online.ts): game ids, seats and rules of a new game, the engine's actions and events, a game's view.

import * as z from 'zod';
import { ruleOptionsSchema } from '../rules/options-schema';
import { EVENT_SCHEMAS } from '../game/schema';
import { GAME_ID_PATTERN } from '../game/game-file';
import { targetProblem, targetSeatsProblem } from '../game/target';
import { BOT_LEVELS, MAX_NAME_LENGTH, MAX_SEATS, MIN_SEATS, REAL_DICE_MODES } from '../game/types';
import type { GameEvent } from '../game/types';
import { VARIANTS } from '../rules/types';
import { DEFAULT_OPTIONS } from '../rules/variants';
import { customRulesSchema, refineCustomBase } from '../rules/custom-schema';
import { MAX_NAME_CHARACTERS, nameProblem, normalName } from '../names';
import { boxIdSchema } from './coach-schemas';

/** Game ids are also file names: letters, digits, '-' and '_' only. */
export const gameIdSchema = z
  .string()
  .regex(GAME_ID_PATTERN, 'a game id is 1 to 64 letters, digits, "-" or "_"');

/**
 * A player's name, at every door that takes one (a new game's seats, an online table's, a joiner's `sit`): read
 * in its usual form and refused with the reason where it could not be shown as typed (names.ts). `empty`: what
 * a blank one is told.
 */
export function playerNameSchemaOf(empty: string) {
  return (
    z
      .string()
      // Long before the check counts characters: a megabyte of accents is not segmented to be refused.
      .max(MAX_NAME_LENGTH * 4, `a name is at most ${MAX_NAME_CHARACTERS} characters`)
      .transform(normalName)
      .superRefine((name, ctx) => {
        const problem = name === '' ? empty : nameProblem(name);
        if (problem !== null) ctx.addIssue({ code: 'custom', message: problem });
      })
  );
}

const seatNameSchema = playerNameSchemaOf('a seat needs a name');

export const seatSetupSchema = z.discriminatedUnion('kind', [
  z.strictObject({ kind: z.literal('human'), name: seatNameSchema }),
  z.strictObject({ kind: z.literal('bot'), name: seatNameSchema, level: z.enum(BOT_LEVELS) }),
]);

export { ruleOptionsSchema };

/** The rules a table is played by (options only change `standard`; see makeRules). */
export const rulesChoiceSchema = z
  .strictObject({
    variant: z.enum(VARIANTS),
    options: ruleOptionsSchema.default({ ...DEFAULT_OPTIONS }),
    /** A player's own rule set (its base is `variant`). */
    custom: customRulesSchema.optional(),
  })
  .superRefine(refineCustomBase);

/** A target total to play for (target.ts), refused in words. */
export const targetSchema = z.number().superRefine((value, ctx) => {
  const problem = targetProblem(value);
  if (problem !== null) ctx.addIssue({ code: 'custom', message: problem });
});

/** A new game: the rules and the seats, in the order they sit (seat 0 plays first). */
export const newGameSchema = z
  .strictObject({
    variant: z.enum(VARIANTS),
    options: ruleOptionsSchema.default({ ...DEFAULT_OPTIONS }),
    /** A player's own rule set (its base is `variant`). */
    custom: customRulesSchema.optional(),
    /** Every seat rolls from one pre-drawn dice grid (dice-grid.ts): the same dice for all, and a shadow. */
    sameDice: z.boolean().default(false),
    seats: z
      .array(seatSetupSchema)
      .min(MIN_SEATS, `a game needs ${MIN_SEATS} to ${MAX_SEATS} seats`)
      .max(MAX_SEATS, `a game needs ${MIN_SEATS} to ${MAX_SEATS} seats`)
      .readonly(),
    /** Target practice: the total a game of one seat plays for. */
    target: targetSchema.optional(),
    /** Played with real dice, typed in (real-dice.ts): 'sheet' types each turn's final dice, 'coached' every roll. */
    realDice: z.strictObject({ mode: z.enum(REAL_DICE_MODES) }).optional(),
  })
  .superRefine(refineCustomBase)
  .superRefine((setup, ctx) => {
    if (setup.realDice && setup.sameDice) {
      ctx.addIssue({
        code: 'custom',
        path: ['sameDice'],
        message: 'a game played with real dice has no dice grid: its dice are typed in',
      });
    }
  })
  .superRefine((setup, ctx) => {
    const problem = setup.target === undefined ? null : targetSeatsProblem(setup.seats);
    if (problem !== null) ctx.addIssue({ code: 'custom', path: ['target'], message: problem });
  });

/**
 * Faces typed for a roll: whole numbers, a few more than a roll has, so that the engine says in words what is
 * wrong with a 7 or a sixth die rather than the schema.
 */
export const typedDiceSchema = z.array(z.number().int().min(0).max(99)).max(10).readonly();

export const positionsSchema = z.array(z.number().int().min(0).max(4)).max(5).readonly();
export const seatIndexSchema = z
  .number()
  .int()
  .min(0)
  .max(MAX_SEATS - 1);

/** The engine's Action (src/shared/game/types.ts). */
export const actionSchema = z.discriminatedUnion('type', [
  z.strictObject({
    type: z.literal('roll'),
    seat: seatIndexSchema.optional(),
    keep: positionsSchema.optional(),
    /** Real dice: the rolled dice's faces (the engine refuses a wrong count or face in words). */
    dice: typedDiceSchema.optional(),
    /** Real dice on a score sheet: the turn's final five dice. */
    final: z.boolean().optional(),
  }),
  z.strictObject({ type: z.literal('keep'), seat: seatIndexSchema.optional(), positions: positionsSchema }),
  z.strictObject({ type: z.literal('score'), seat: seatIndexSchema.optional(), box: boxIdSchema }),
  /** Real dice: takes back the last roll, typed wrong, so it can be typed again. */
  z.strictObject({ type: z.literal('retype'), seat: seatIndexSchema.optional() }),
]);

/** One event of a game's log, as the engine writes it (src/shared/game/schema.ts), typed as the engine's. */
export const gameEventSchema: z.ZodType<GameEvent> = z.discriminatedUnion('type', [
  EVENT_SCHEMAS.created,
  EVENT_SCHEMAS.rolled,
  EVENT_SCHEMAS.kept,
  EVENT_SCHEMAS.scored,
  EVENT_SCHEMAS.undone,
]);

export const gameStatusSchema = z.enum(['playing', 'finished']);

/** A game as the renderer gets it: fold `events` with replay() for its state. */
export const gameViewSchema = z.strictObject({
  gameId: gameIdSchema,
  status: gameStatusSchema,
  events: z.array(gameEventSchema).min(1),
  /** rulesFingerprint of the game's rules: the key of its solver status. */
  fingerprint: z.string().min(1),
});

/** Events appended to a game's log: `from` is the index of the first of them in the log. */
export const appendedSchema = z.strictObject({
  gameId: gameIdSchema,
  from: z.number().int().min(0),
  events: z.array(gameEventSchema),
});

/**
 * A move's answer (act, undo, skipBots): which events it appended, by log index, from `from` up to `length`
 * (the log's length once they are in; none when the two are equal). The events themselves come as the
 * `game-events` pushed to every window, the caller's too: the one way a game's log reaches a page.
 */
export const moveAckSchema = z
  .strictObject({
    gameId: gameIdSchema,
    from: z.number().int().min(0),
    length: z.number().int().min(1),
  })
  .refine((ack) => ack.from <= ack.length, 'a move appends from an index up to the log length');
