// Online play's protocol: what a joiner's app or browser and the hosting app say over the table's WebSocket
// (ONLINE_SOCKET_PATH on the host's table server), and the table as every participant sees it. The host is the
// referee: it rolls every die and runs every move through its engine; a client sends only who it is (the join
// code, and its seat's token once it has one) and the moves of its own seat, and never dice. Every message is
// JSON, validated on receipt (zod, strict objects: an unknown field such as `dice` or `seat` is refused).

import { z } from 'zod';
import { apiFailureSchema } from './errors';
import {
  appendedSchema,
  gameEventSchema,
  gameIdSchema,
  positionsSchema,
  rulesChoiceSchema,
  seatIndexSchema,
} from './game-schemas';
import { boxIdSchema } from './coach-schemas';
import { BOT_LEVELS, MAX_NAME_LENGTH, MAX_SEATS, MIN_SEATS } from '../game/types';

/** The table server's WebSocket path. */
export const ONLINE_SOCKET_PATH = '/online';
/** A join code: six letters and digits that cannot be misread for one another (no 0/O, 1/I/L). */
export const JOIN_CODE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
export const JOIN_CODE_LENGTH = 6;
/** A seat's secret: 32 hex digits (128 random bits). */
export const SEAT_TOKEN_PATTERN = /^[0-9a-f]{32}$/;
/** Largest message a table server accepts (a move is under 200 bytes). */
export const MAX_ONLINE_MESSAGE_BYTES = 4 * 1024;

export const joinCodeSchema = z
  .string()
  .trim()
  .transform((code) => code.toUpperCase().replace(/[\s-]/g, ''))
  .pipe(
    z
      .string()
      .length(JOIN_CODE_LENGTH, `a join code is ${JOIN_CODE_LENGTH} letters and digits`)
      .regex(new RegExp(`^[${JOIN_CODE_ALPHABET}]+$`), 'a join code has only letters and digits'),
  );

export const seatTokenSchema = z.string().regex(SEAT_TOKEN_PATTERN, 'not a seat token');

const playerNameSchema = z
  .string()
  .trim()
  .min(1, 'choose a name')
  .max(MAX_NAME_LENGTH, `a name is at most ${MAX_NAME_LENGTH} characters`);

/** A move a client may send: its own seat's roll (with the dice it keeps), keep, or score. No dice, no seat. */
export const onlineActionSchema = z.discriminatedUnion('type', [
  z.strictObject({ type: z.literal('roll'), keep: positionsSchema.optional() }),
  z.strictObject({ type: z.literal('keep'), positions: positionsSchema }),
  z.strictObject({ type: z.literal('score'), box: boxIdSchema }),
]);

/** Client → table server. */
export const onlineClientMessageSchema = z.discriminatedUnion('kind', [
  /** The first message, within a few seconds of connecting: the table's code, and the seat's token if it has one. */
  z.strictObject({ kind: z.literal('hello'), code: joinCodeSchema, token: seatTokenSchema.optional() }),
  /** Takes a free seat under a name (before the game starts). */
  z.strictObject({ kind: z.literal('sit'), seat: seatIndexSchema, name: playerNameSchema }),
  /** Gives the seat up (before the game starts). */
  z.strictObject({ kind: z.literal('stand') }),
  /** A move of the client's own seat, sent having seen `at` events of the game's log (a stale move is refused). */
  z.strictObject({
    kind: z.literal('act'),
    id: z.number().int().min(0),
    at: z.number().int().min(1),
    action: onlineActionSchema,
  }),
  z.strictObject({ kind: z.literal('ping'), id: z.number().int().min(0) }),
]);

/** Who sits at a seat: the host (at the hosting app), a joiner, a bot, or nobody yet. */
export const tableSeatSchema = z.strictObject({
  kind: z.enum(['host', 'remote', 'bot', 'open']),
  /** The player's or bot's name; empty for an open seat. */
  name: z.string().max(MAX_NAME_LENGTH),
  level: z.enum(BOT_LEVELS).nullable(),
  /** A joiner's seat: a device holds it and is connected now. The host's and bots' seats are always here. */
  connected: z.boolean(),
  /** A bot plays this person's turns for now (they left, or were away too long). */
  standIn: z.enum(BOT_LEVELS).nullable(),
});

export const tableStatusSchema = z.enum(['lobby', 'playing', 'finished', 'closed']);

/** The table as every participant sees it (no secrets: no tokens, no code). */
export const tableViewSchema = z.strictObject({
  tableId: z.string().min(1).max(64),
  status: tableStatusSchema,
  rules: rulesChoiceSchema,
  seats: z.array(tableSeatSchema).min(MIN_SEATS).max(MAX_SEATS),
  /** A joiner may use the coach at this table (the host's choice; off by default). */
  coachAllowed: z.boolean(),
  /** The game, once started: its log so far. */
  game: z.strictObject({ gameId: gameIdSchema, events: z.array(gameEventSchema).min(1) }).nullable(),
});

/** Table server → client. */
export const onlineServerMessageSchema = z.discriminatedUnion('kind', [
  /** The answer to a right hello: the table, and the seat the token holds (null: none yet). */
  z.strictObject({ kind: z.literal('welcome'), table: tableViewSchema, seat: seatIndexSchema.nullable() }),
  /** The client now holds this seat; keep the token to come back to it (it is shown to nobody else). */
  z.strictObject({ kind: z.literal('seated'), seat: seatIndexSchema, token: seatTokenSchema }),
  /** The table changed (who sits where, who is connected, started, finished). */
  z.strictObject({ kind: z.literal('table'), table: tableViewSchema }),
  /** Events appended to the game's log, as the app's `game-events`. */
  z.strictObject({ kind: z.literal('events'), ...appendedSchema.shape }),
  /** The move `id` was applied (its event arrives as `events`). */
  z.strictObject({ kind: z.literal('ack'), id: z.number().int() }),
  z.strictObject({ kind: z.literal('pong'), id: z.number().int() }),
  /** A message was refused (`id`: the move's, when it was one); nothing changed. */
  z.strictObject({ kind: z.literal('error'), id: z.number().int().nullable(), error: apiFailureSchema }),
]);

export type OnlineAction = z.output<typeof onlineActionSchema>;
export type OnlineClientMessage = z.output<typeof onlineClientMessageSchema>;
export type OnlineServerMessage = z.output<typeof onlineServerMessageSchema>;
export type TableView = z.output<typeof tableViewSchema>;
export type TableSeat = z.output<typeof tableSeatSchema>;
export type TableStatus = z.output<typeof tableStatusSchema>;
