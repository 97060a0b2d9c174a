// Online play's protocol: what a joiner's app or browser and the hosting app say over the table's WebSocket
// (ONLINE_SOCKET_PATH on the host's table server), and the table as every participant sees it. The host is the
// referee: it rolls every die (or, at a real-dice table, takes the dice typed in) and runs every move through its
// engine; a client sends only who it is (the join code, and its seat's token once it has one) and the moves of
// its own seat, with dice only at a real-dice table whose host lets players type their own. Every message is
// JSON, validated on receipt (zod, strict objects: an unknown field such as `seat` is refused).

import * as z from 'zod';
import { apiFailureSchema } from './errors';
import {
  appendedSchema,
  gameEventSchema,
  gameIdSchema,
  playerNameSchemaOf,
  positionsSchema,
  rulesChoiceSchema,
  seatIndexSchema,
  typedDiceSchema,
} from './game-schemas';
import { boxIdSchema, coachReportSchema, explanationSchema, hintSchema } from './coach-schemas';
import { BOT_LEVELS, MAX_NAME_LENGTH, MAX_SEATS, MIN_SEATS, REAL_DICE_MODES } from '../game/types';

/** The table server's WebSocket path. */
export const ONLINE_SOCKET_PATH = '/online';
/** A join code: six letters and digits that cannot be misread for one another (no 0/O, 1/I/L). */
export const JOIN_CODE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
export const JOIN_CODE_LENGTH = 6;
/** A seat's secret: 32 hex digits (128 random bits). */
export const SEAT_TOKEN_PATTERN = /^[0-9a-f]{32}$/;
/** A hello's refusal when no table listens with the code: for a joiner who sat there, the host is away. */
export const NO_TABLE_WITH_CODE = 'no table is open with this code';
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

export const tableIdSchema = z.string().regex(/^[0-9a-f]{16}$/, 'a table id is 16 hexadecimal digits');

export const seatTokenSchema = z.string().regex(SEAT_TOKEN_PATTERN, 'not a seat token');

/** A player's name at a table (names.ts: the same check as a new game's seats). */
export const playerNameSchema = playerNameSchemaOf('choose a name');

/**
 * A move a client may send: its own seat's roll (with the dice it keeps), keep, or score; no seat. Dice only at
 * a real-dice table whose host lets players type their own (the table refuses them otherwise), and a retype.
 */
export const onlineActionSchema = z.discriminatedUnion('type', [
  z.strictObject({
    type: z.literal('roll'),
    keep: positionsSchema.optional(),
    dice: typedDiceSchema.optional(),
    final: z.boolean().optional(),
  }),
  z.strictObject({ type: z.literal('keep'), positions: positionsSchema }),
  z.strictObject({ type: z.literal('score'), box: boxIdSchema }),
  z.strictObject({ type: z.literal('retype') }),
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
  /** The coach, where the host allows it: the grades of the client's own decisions so far. */
  z.strictObject({ kind: z.literal('grades'), id: z.number().int().min(0) }),
  /** The coach: the ranked options of the client's own decision the game waits for. */
  z.strictObject({ kind: z.literal('hint'), id: z.number().int().min(0) }),
  /** The coach: why one of the client's own decisions (by log index) was graded as it was. */
  z.strictObject({ kind: z.literal('why'), id: z.number().int().min(0), index: z.number().int().min(0) }),
]);

/**
 * A table played with real dice (the game's mode: a score sheet or coached), and who types each roll: every
 * player on their own phone (`playersType`), or the host at the host's screen for every seat.
 */
export const tableRealDiceSchema = z.strictObject({
  mode: z.enum(REAL_DICE_MODES),
  playersType: z.boolean(),
});

/** Who sits at a seat: the host (at the hosting app), a joiner, a bot, or nobody yet. */
export const tableSeatSchema = z.strictObject({
  kind: z.enum(['host', 'remote', 'bot', 'open']),
  /** The player's or bot's name; empty for an open seat. */
  name: z.string().max(MAX_NAME_LENGTH),
  level: z.enum(BOT_LEVELS).nullable(),
  /** A joiner's seat: a device holds it and is connected now. The host's and bots' seats are always here, an
   * open seat never. */
  connected: z.boolean(),
  /** A bot plays this person's turns for now (they left, or were away too long). */
  standIn: z.enum(BOT_LEVELS).nullable(),
  /** An away joiner's seat: the host's away bot takes it in this many seconds (from when the view was sent). */
  botIn: z.number().int().min(0).nullable(),
});

export const tableStatusSchema = z.enum(['lobby', 'playing', 'finished', 'closed']);

/** The table as every participant sees it (no secrets: no tokens, no code). */
export const tableViewSchema = z.strictObject({
  tableId: tableIdSchema,
  status: tableStatusSchema,
  rules: rulesChoiceSchema,
  seats: z.array(tableSeatSchema).min(MIN_SEATS).max(MAX_SEATS),
  /** A joiner may use the coach at this table (the host's choice; off by default). */
  coachAllowed: z.boolean(),
  /** A bot plays for a joiner away this long (the host's choice; null: the table waits for them). */
  awayBot: z.strictObject({ level: z.enum(BOT_LEVELS), afterSeconds: z.number().int() }).nullable(),
  /** The table's dice: null, the host's app rolls them; else real dice, typed in. */
  realDice: tableRealDiceSchema.nullable(),
  /** A finished table closes by itself at this time (ISO): until then its players may save the game. */
  closesAt: z.iso.datetime().nullable(),
  /**
   * The game, once started. Its log is not here: it comes whole in the welcome, then as `events`, so that a
   * change of the table (a joiner coming or going) costs every connection a few hundred bytes, not the log.
   */
  game: z.strictObject({ gameId: gameIdSchema }).nullable(),
});

/** Table server → client. */
export const onlineServerMessageSchema = z.discriminatedUnion('kind', [
  /** The answer to a right hello: the table, the seat the token holds (null: none yet), the game's whole log. */
  z.strictObject({
    kind: z.literal('welcome'),
    table: tableViewSchema,
    seat: seatIndexSchema.nullable(),
    events: z.array(gameEventSchema),
  }),
  /** The client now holds this seat; keep the token to come back to it (it is shown to nobody else). */
  z.strictObject({ kind: z.literal('seated'), seat: seatIndexSchema, token: seatTokenSchema }),
  /** The table changed (who sits where, who is connected, started, finished). */
  z.strictObject({ kind: z.literal('table'), table: tableViewSchema }),
  /** Events appended to the game's log, as the app's `game-events`. */
  z.strictObject({ kind: z.literal('events'), ...appendedSchema.shape }),
  /** The move `id` was applied (its event arrives as `events`). */
  z.strictObject({ kind: z.literal('ack'), id: z.number().int() }),
  z.strictObject({ kind: z.literal('pong'), id: z.number().int() }),
  /** The coach's answers (to `grades`, `hint` and `why`). */
  z.strictObject({ kind: z.literal('grades'), id: z.number().int(), report: coachReportSchema }),
  z.strictObject({ kind: z.literal('hint'), id: z.number().int(), hint: hintSchema }),
  z.strictObject({ kind: z.literal('why'), id: z.number().int(), explanation: explanationSchema }),
  /** A message was refused (`id`: the move's, when it was one); nothing changed. */
  z.strictObject({ kind: z.literal('error'), id: z.number().int().nullable(), error: apiFailureSchema }),
]);

export type OnlineAction = z.output<typeof onlineActionSchema>;
export type OnlineClientMessage = z.output<typeof onlineClientMessageSchema>;
export type OnlineServerMessage = z.output<typeof onlineServerMessageSchema>;
export type TableView = z.output<typeof tableViewSchema>;
export type TableSeat = z.output<typeof tableSeatSchema>;
export type TableStatus = z.output<typeof tableStatusSchema>;
export type TableRealDice = z.output<typeof tableRealDiceSchema>;

// ---- The host's side (the app's API contract) ------------------------------------------------------------------

/** A seat of a table being opened: the host's own, one left open for a joiner, or a bot's. */
export const tableSeatSetupSchema = z.discriminatedUnion('kind', [
  z.strictObject({ kind: z.literal('host'), name: playerNameSchema }),
  z.strictObject({ kind: z.literal('open') }),
  z.strictObject({ kind: z.literal('bot'), name: playerNameSchema, level: z.enum(BOT_LEVELS) }),
]);

/**
 * Where the table listens: this computer only (127.0.0.1: the default, and what tests use), or one of this
 * computer's addresses on the local network (anyone on that network who has the code can join).
 */
export const listenChoiceSchema = z.discriminatedUnion('kind', [
  z.strictObject({ kind: z.literal('this-computer') }),
  z.strictObject({ kind: z.literal('network'), address: z.ipv4('an IPv4 address such as 192.168.1.20') }),
]);

export const MIN_AWAY_SECONDS = 10;
export const MAX_AWAY_SECONDS = 3600;

export const openTableSchema = z
  .strictObject({
    rules: rulesChoiceSchema,
    seats: z
      .array(tableSeatSetupSchema)
      .min(2, 'an online table needs 2 to 6 seats')
      .max(MAX_SEATS, `an online table needs 2 to ${MAX_SEATS} seats`),
    listen: listenChoiceSchema.default({ kind: 'this-computer' }),
    /** A joiner may use the coach (grades, hints) at this table. */
    coachAllowed: z.boolean().default(false),
    /** A bot plays the turns of a joiner away longer than this (null: wait for them). */
    awayBot: z
      .strictObject({
        level: z.enum(BOT_LEVELS),
        afterSeconds: z
          .number()
          .int()
          .min(MIN_AWAY_SECONDS, `wait at least ${MIN_AWAY_SECONDS} seconds`)
          .max(MAX_AWAY_SECONDS, `wait at most ${MAX_AWAY_SECONDS / 60} minutes`),
      })
      .nullable()
      .default(null),
    /** Real dice at this table (null: the app rolls); joiners type their own unless the host says otherwise. */
    realDice: z
      .strictObject({ mode: z.enum(REAL_DICE_MODES), playersType: z.boolean().default(true) })
      .nullable()
      .default(null),
    /** The game starts by itself once every seat is taken (a table with nobody at the host's keyboard). */
    autoStart: z.boolean().default(false),
    /** A fixed port (0: any free one): `yacht host --port`, and tests. */
    port: z.number().int().min(0).max(65535).default(0),
  })
  .refine((table) => table.seats.some((seat) => seat.kind === 'open'), {
    message: 'leave at least one seat open for a joiner',
    path: ['seats'],
  });

/** A table as its host sees it: what everyone sees, plus how to join it. */
export const hostedTableSchema = z.strictObject({
  ...tableViewSchema.shape,
  /** The join code (also in the link). */
  code: joinCodeSchema,
  /** Where the table listens, while it does (null: closed, e.g. after the app restarted). */
  listening: z.strictObject({ host: z.string(), port: z.number().int() }).nullable(),
  /** The join link to share (null while not listening). */
  link: z.string().nullable(),
  /** The host's own seats. */
  hostSeats: z.array(seatIndexSchema),
  listen: listenChoiceSchema,
});

/** A network address the host may open a table on. */
export const networkAddressSchema = z.strictObject({ name: z.string(), address: z.string() });

export type TableSeatSetup = z.output<typeof tableSeatSetupSchema>;
export type ListenChoice = z.output<typeof listenChoiceSchema>;
export type OpenTable = z.output<typeof openTableSchema>;
export type OpenTableInput = z.input<typeof openTableSchema>;
export type HostedTable = z.output<typeof hostedTableSchema>;
export type NetworkAddress = z.output<typeof networkAddressSchema>;

// ---- A joiner's side in the app (its backend holds the connection) ---------------------------------------------

/** 'host-away': the host closed the table for now (or restarted): trying again until it opens. */
export const JOIN_PHASES = ['joining', 'joined', 'reconnecting', 'host-away', 'refused'] as const;

/**
 * Where to join: a join link (http://host:port/#/join/CODE), as the host shared it, or the host's address
 * (host:port) and the code typed apart.
 */
export const joinTargetSchema = z.union(
  [
    z.strictObject({
      link: z.string().trim().min(1, 'paste the join link').max(500, 'a join link is at most 500 characters'),
    }),
    z.strictObject({
      address: z
        .string()
        .trim()
        .min(1, "type the host's address, such as 192.168.1.20:8750")
        .max(300, 'an address is at most 300 characters'),
      code: joinCodeSchema,
    }),
  ],
  { error: "give the join link, or the host's address and the join code" },
);

/** The table this app has joined, as its backend follows it. */
export const joinedTableViewSchema = z.strictObject({
  /** host:port of the table server. */
  address: z.string(),
  code: joinCodeSchema,
  phase: z.enum(JOIN_PHASES),
  /** Why the table refused, or why the connection is down. */
  problem: z.string().nullable(),
  table: tableViewSchema.nullable(),
  seat: seatIndexSchema.nullable(),
  events: z.array(gameEventSchema),
});

export type JoinTarget = z.output<typeof joinTargetSchema>;
export type JoinTargetInput = z.input<typeof joinTargetSchema>;
export type JoinedTableView = z.output<typeof joinedTableViewSchema>;
export type JoinPhase = (typeof JOIN_PHASES)[number];
