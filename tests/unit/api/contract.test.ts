// The contract at the receiving side: every method refuses bad arguments with a message that says where and
// what, before the implementation is called; good arguments get their defaults; events are checked too.

import { describe, expect, it } from 'vitest';
import {
  API_EVENT_TYPES,
  API_METHODS,
  apiContract,
  apiEventSchema,
  settingsSchema,
  type ApiMethod,
  type YachtApi,
} from '../../../src/shared/api/contract';
import { dispatch } from '../../../src/shared/api/dispatch';
import { ApiRequestError } from '../../../src/shared/api/errors';
import { customBaseProblem } from '../../../src/shared/rules';
import { ONE_LINE_NAME } from '../../../src/shared/names';
import { BIG_BONUS, CLASSIC_EXTRA } from '../../support/custom-rules';

/** An implementation that must never be reached. */
const unreachable = new Proxy({} as YachtApi, {
  get: (_target, method) => () => Promise.reject(new Error(`${String(method)} should not have been called`)),
});

const humanSeat = { kind: 'human', name: 'Ann' };
/** A good position for analyzePosition, spoiled one field at a time below. */
const position = { variant: 'standard', sheet: { fours: 12 }, dice: [1, 2, 2, 5, 6], rollsLeft: 2 };

const hostSeat = { kind: 'host', name: 'Ann' };
/** A good table to open, spoiled one field at a time below. */
const table = { rules: { variant: 'standard' }, seats: [hostSeat, { kind: 'open' }] };
const TABLE_ID = '0123456789abcdef';

/** A standard-based rule set offered as a classic game: every door that takes rules refuses it, in one message. */
const otherBase = { variant: 'classic', custom: BIG_BONUS };
const OTHER_BASE = customBaseProblem('classic', BIG_BONUS)!;
/** A name on two lines, refused wherever a name comes in. */
const TWO_LINES = 'first\nline';
const oneLine = (where: string): string => `${where}: ${ONE_LINE_NAME}`;

/** For every method: bad argument lists, and the message each must give. */
const BAD: Record<ApiMethod, readonly [args: unknown, message: string | RegExp][]> = {
  version: [[[1], 'Invalid arguments for version: it takes 0 arguments, got 1']],
  getSettings: [[['x'], 'Invalid arguments for getSettings: it takes 0 arguments, got 1']],
  setSettings: [
    [[], 'Invalid arguments for setSettings: it takes 1 argument, got 0'],
    [[{ botSpeed: 'warp' }], /^Invalid arguments for setSettings: args\[0\]\.botSpeed: Invalid option/],
    [[{ theme: 'dark', colour: 'red' }], /args\[0\]: Unrecognized key: "colour"/],
    [
      [{ lastSetup: { variant: 'standard', seats: [] } }],
      /args\[0\]\.lastSetup\.seats: a game needs 1 to 6 seats/,
    ],
    [[{ lastSetup: { ...otherBase, seats: [humanSeat] } }], `args[0].lastSetup.custom.base: ${OTHER_BASE}`],
    [[{ customRules: [{ ...CLASSIC_EXTRA, name: TWO_LINES }] }], oneLine('args[0].customRules[0].name')],
    [[{ customRules: [{ ...CLASSIC_EXTRA, name: 'tab\there' }] }], oneLine('args[0].customRules[0].name')],
  ],
  createGame: [
    [
      [{ variant: 'poker', seats: [humanSeat] }],
      /args\[0\]\.variant: Invalid option: expected one of "standard"\|"classic"\|"yatzy"/,
    ],
    [
      [{ variant: 'standard', seats: Array(7).fill(humanSeat) }],
      /args\[0\]\.seats: a game needs 1 to 6 seats/,
    ],
    [
      [{ variant: 'standard', seats: [{ kind: 'human', name: '  ' }] }],
      /args\[0\]\.seats\[0\]\.name: a seat needs a name/,
    ],
    [
      [{ variant: 'standard', seats: [{ kind: 'bot', name: 'B', level: 'godlike' }] }],
      /args\[0\]\.seats\[0\]\.level: Invalid option/,
    ],
    [
      [{ variant: 'standard', seats: [{ kind: 'robot', name: 'B' }] }],
      /args\[0\]\.seats\[0\]\.kind: Invalid discriminator value. Expected 'human' \| 'bot'/,
    ],
    [
      [{ variant: 'standard', options: { secondYacht: 'yes', joker: 'forced' }, seats: [humanSeat] }],
      /options\.secondYacht: Invalid input: expected boolean/,
    ],
    [[{ ...otherBase, seats: [humanSeat] }], `args[0].custom.base: ${OTHER_BASE}`],
    [
      [{ variant: 'standard', seats: [{ kind: 'human', name: TWO_LINES }] }],
      oneLine('args[0].seats[0].name'),
    ],
    [
      [{ variant: 'standard', seats: [{ kind: 'bot', name: 'Bot\u2028two', level: 'easy' }] }],
      oneLine('args[0].seats[0].name'),
    ],
    [
      [{ variant: 'standard', seats: [{ kind: 'human', name: 'bell\u0007' }] }],
      oneLine('args[0].seats[0].name'),
    ],
    [
      [{ variant: 'classic', custom: { ...CLASSIC_EXTRA, name: 'two\r\nlines' }, seats: [humanSeat] }],
      oneLine('args[0].custom.name'),
    ],
  ],
  currentGame: [[[null], 'Invalid arguments for currentGame: it takes 0 arguments, got 1']],
  getGame: [
    [[], 'Invalid arguments for getGame: it takes 1 argument, got 0'],
    [['../../etc/passwd'], /args\[0\]: a game id is 1 to 64 letters, digits, "-" or "_"/],
  ],
  act: [
    [['g-1'], 'Invalid arguments for act: it takes 2 arguments, got 1'],
    [
      ['g-1', { type: 'jump' }],
      /args\[1\]\.type: Invalid discriminator value. Expected 'roll' \| 'keep' \| 'score'/,
    ],
    [['g-1', { type: 'roll', keep: [0, 5] }], /args\[1\]\.keep\[1\]: Too big: expected number to be <=4/],
    [['g-1', { type: 'keep' }], /args\[1\]\.positions: Invalid input: expected array/],
    [['g-1', { type: 'score', box: '' }], /args\[1\]\.box: Too small/],
    [['g-1', { type: 'score', box: 'chance', points: 50 }], /args\[1\]: Unrecognized key: "points"/],
    [['g/1', { type: 'roll' }], /args\[0\]: a game id is/],
  ],
  skipBots: [[[42], /^Invalid arguments for skipBots: args\[0\]: Invalid input: expected string/]],
  playAgain: [[[''], /^Invalid arguments for playAgain: args\[0\]: a game id is/]],
  abandonGame: [[['a b'], /^Invalid arguments for abandonGame: args\[0\]: a game id is/]],
  finishedGames: [[[0], 'Invalid arguments for finishedGames: it takes 0 arguments, got 1']],
  solverStatus: [[['standard'], 'Invalid arguments for solverStatus: it takes 0 arguments, got 1']],
  prepareSolver: [
    [[], 'Invalid arguments for prepareSolver: it takes 1 argument, got 0'],
    [[{ variant: 'farkle' }], /args\[0\]\.variant: Invalid option/],
    [[otherBase], `Invalid arguments for prepareSolver: args[0].custom.base: ${OTHER_BASE}`],
  ],
  variantDistribution: [
    [[], 'Invalid arguments for variantDistribution: it takes 1 argument, got 0'],
    [[{ variant: 'farkle' }], /args\[0\]\.variant: Invalid option/],
    [
      [{ variant: 'standard', options: { secondYacht: true, joker: 'sometimes' } }],
      /args\[0\]\.options\.joker: Invalid option/,
    ],
    [[otherBase], `Invalid arguments for variantDistribution: args[0].custom.base: ${OTHER_BASE}`],
  ],
  variantKeepDifferences: [
    [[{ variant: 'yatzy' }], 'Invalid arguments for variantKeepDifferences: it takes 2 arguments, got 1'],
    [[{ variant: 'yatzy' }, { variant: 'farkle' }], /args\[1\]\.variant: Invalid option/],
    [[{ variant: 'yatzy' }, otherBase], `args[1].custom.base: ${OTHER_BASE}`],
  ],
  notices: [
    [{ args: [] }, 'Invalid arguments for notices: send a list'],
    [[{}], 'Invalid arguments for notices: it takes 0 arguments, got 1'],
  ],
  undo: [
    [[], 'Invalid arguments for undo: it takes 1 argument, got 0'],
    [['g 1'], /^Invalid arguments for undo: args\[0\]: a game id is/],
  ],
  coachGrades: [
    [[7], /^Invalid arguments for coachGrades: args\[0\]: Invalid input: expected string/],
    [['g-1', 0], 'Invalid arguments for coachGrades: it takes 1 argument, got 2'],
  ],
  coachHint: [
    [[], 'Invalid arguments for coachHint: it takes 1 argument, got 0'],
    [['../g'], /^Invalid arguments for coachHint: args\[0\]: a game id is/],
  ],
  replayGame: [
    [[], 'Invalid arguments for replayGame: it takes 1 argument, got 0'],
    [['a/b'], /^Invalid arguments for replayGame: args\[0\]: a game id is/],
  ],
  replayWin: [
    [[], 'Invalid arguments for replayWin: it takes 1 argument, got 0'],
    [['a/b'], /^Invalid arguments for replayWin: args\[0\]: a game id is/],
  ],
  targetStart: [
    [[], 'Invalid arguments for targetStart: it takes 1 argument, got 0'],
    [['a/b'], /^Invalid arguments for targetStart: args\[0\]: a game id is/],
  ],
  exportGame: [[[42], /^Invalid arguments for exportGame: args\[0\]: Invalid input: expected string/]],
  importGame: [
    [[''], 'Invalid arguments for importGame: args[0]: the file is empty'],
    [
      ['x'.repeat(2 * 1024 * 1024 + 1)],
      'Invalid arguments for importGame: args[0]: the file is 2,097,153 bytes: a game file is at most 2 MB (2,097,152 bytes)',
    ],
    // Bytes of UTF-8, not characters: a million two-byte letters are over the limit.
    [
      ['é'.repeat(1024 * 1024 + 1)],
      'Invalid arguments for importGame: args[0]: the file is 2,097,154 bytes: a game file is at most 2 MB (2,097,152 bytes)',
    ],
    [[{ events: [] }], /^Invalid arguments for importGame: args\[0\]: Invalid input: expected string/],
  ],
  deleteGame: [[['g', 'h'], 'Invalid arguments for deleteGame: it takes 1 argument, got 2']],
  coachWhy: [
    [['g'], 'Invalid arguments for coachWhy: it takes 2 arguments, got 1'],
    [['../g', 3], /^Invalid arguments for coachWhy: args\[0\]: a game id is/],
    [['g', -1], /args\[1\]: a log index is a whole number from 0/],
    [['g', 2.5], /args\[1\]: Invalid input: expected int/],
    [['g', '3'], /args\[1\]: Invalid input: expected number/],
  ],
  openTable: [
    [[], 'Invalid arguments for openTable: it takes 1 argument, got 0'],
    [
      [{ ...table, seats: [hostSeat, { kind: 'bot', name: 'B', level: 'easy' }] }],
      /leave at least one seat open/,
    ],
    [[{ ...table, seats: [{ kind: 'open' }] }], /args\[0\]\.seats: an online table needs 2 to 6 seats/],
    [[{ ...table, listen: { kind: 'network', address: 'my-pc' } }], /args\[0\]\.listen\.address: an IPv4/],
    [[{ ...table, awayBot: { level: 'easy', afterSeconds: 1 } }], /afterSeconds: wait at least 10 seconds/],
    [[{ ...table, seats: [hostSeat, { kind: 'open', token: 'x' }] }], /Unrecognized key: "token"/],
    [[{ ...table, rules: otherBase }], `args[0].rules.custom.base: ${OTHER_BASE}`],
    [
      [{ ...table, seats: [{ kind: 'host', name: TWO_LINES }, { kind: 'open' }] }],
      oneLine('args[0].seats[0].name'),
    ],
  ],
  hostedTables: [[[1], 'Invalid arguments for hostedTables: it takes 0 arguments, got 1']],
  setTableSeat: [
    [['abc', 0, { kind: 'open' }], /args\[0\]: a table id is 16 hexadecimal digits/],
    [[TABLE_ID, 6, { kind: 'open' }], /args\[1\]: Too big/],
    [[TABLE_ID, 0, { kind: 'remote', name: 'Ann' }], /args\[2\]\.kind: Invalid discriminator value/],
    [[TABLE_ID, 1, { kind: 'bot', name: TWO_LINES, level: 'easy' }], oneLine('args[2].name')],
  ],
  startTable: [[[], 'Invalid arguments for startTable: it takes 1 argument, got 0']],
  reopenTable: [[['../x'], /args\[0\]: a table id is 16 hexadecimal digits/]],
  closeTable: [[[TABLE_ID, 1], 'Invalid arguments for closeTable: it takes 1 argument, got 2']],
  tableStandIn: [
    [[TABLE_ID, 1, 'godlike'], /args\[2\]: Invalid option/],
    [[TABLE_ID, -1, null], /args\[1\]: Too small/],
  ],
  networkAddresses: [[[1], 'Invalid arguments for networkAddresses: it takes 0 arguments, got 1']],
  joinTable: [
    [[{}], /args\[0\]: give the join link, or the host's address and the join code/],
    [[{ address: '10.0.0.2:8750' }], /give the join link, or the host's address and the join code/],
    [[{ address: '10.0.0.2:8750', code: 'AB' }], /args\[0\]\.code: a join code is 6 letters and digits/],
    [[{ link: ' ' }], /args\[0\]\.link: paste the join link/],
    [[{ link: 'x'.repeat(501) }], /a join link is at most 500 characters/],
  ],
  joinedTable: [[[1], 'Invalid arguments for joinedTable: it takes 0 arguments, got 1']],
  sitAtTable: [
    [[1], 'Invalid arguments for sitAtTable: it takes 2 arguments, got 1'],
    [[1, ' '], /args\[1\]: choose a name/],
    [[1, TWO_LINES], oneLine('args[1]')],
    [[1, 'nel\u0085here'], oneLine('args[1]')],
    [[9, 'Ann'], /args\[0\]: Too big/],
  ],
  standAtTable: [[[1], 'Invalid arguments for standAtTable: it takes 0 arguments, got 1']],
  actAtTable: [
    [[{ type: 'roll', seat: 1 }], /args\[0\]: Unrecognized key: "seat"/],
    [[{ type: 'score', box: 'yacht', seat: 0 }], /args\[0\]: Unrecognized key: "seat"/],
    [[{ type: 'undo' }], /args\[0\]\.type: Invalid discriminator value/],
  ],
  coachGradesAtTable: [[[1], 'Invalid arguments for coachGradesAtTable: it takes 0 arguments, got 1']],
  coachHintAtTable: [[['x'], 'Invalid arguments for coachHintAtTable: it takes 0 arguments, got 1']],
  coachWhyAtTable: [
    [[], 'Invalid arguments for coachWhyAtTable: it takes 1 argument, got 0'],
    [[-1], /args\[0\]: a log index is a whole number from 0/],
    [[1.5], /args\[0\]: Invalid input: expected int/],
  ],
  leaveTable: [[[1], 'Invalid arguments for leaveTable: it takes 0 arguments, got 1']],
  analyzePosition: [
    [[], 'Invalid arguments for analyzePosition: it takes 1 argument, got 0'],
    [[{ ...position, variant: 'farkle' }], /args\[0\]\.variant: Invalid option/],
    [[{ ...position, dice: [1, 2, 3, 4] }], /args\[0\]\.dice: five dice, each 1 to 6/],
    [[{ ...position, dice: [1, 2, 3, 4, 7] }], /args\[0\]\.dice\[4\]: Too big: expected number to be <=6/],
    [[{ ...position, rollsLeft: 3 }], /args\[0\]\.rollsLeft: Invalid input/],
    [[{ ...position, sheet: { yacht: 'fifty' } }], /args\[0\]\.sheet\.yacht: Invalid input: expected number/],
    [[{ ...position, sheet: { chance: 20.5 } }], /args\[0\]\.sheet\.chance: Invalid input: expected int/],
    [[{ ...position, extraYachts: -1 }], /args\[0\]\.extraYachts: Too small: expected number to be >=0/],
    [[{ ...position, seat: 0 }], /args\[0\]: Unrecognized key: "seat"/],
    [[{ ...position, ...otherBase }], `args[0].custom.base: ${OTHER_BASE}`],
  ],
};

describe('the contract', () => {
  it('has a route and schemas for every method, each route its own', () => {
    for (const method of API_METHODS) expect(apiContract[method].path).toMatch(/^\/api\/[a-z/-]+$/);
    const channels = API_METHODS.map((m) => apiContract[m].channel);
    const paths = API_METHODS.map((m) => apiContract[m].path);
    expect(new Set(channels).size).toBe(channels.length);
    expect(new Set(paths).size).toBe(paths.length);
    expect(Object.keys(BAD).sort()).toEqual([...API_METHODS].sort());
  });

  for (const method of API_METHODS) {
    it.each(BAD[method].map(([args, message]) => ({ args, message })))(
      `${method} refuses $args`,
      async ({ args, message }) => {
        const call = dispatch(unreachable, method, args);
        await expect(call).rejects.toBeInstanceOf(ApiRequestError);
        await expect(call).rejects.toThrow(message);
      },
    );
  }

  it('fills in defaults and passes good arguments on', async () => {
    const seen: unknown[] = [];
    const api = {
      ...unreachable,
      createGame: async (setup: unknown) => {
        seen.push(setup);
        return {
          gameId: 'g-1',
          status: 'playing',
          events: [
            {
              type: 'created',
              variant: 'classic',
              options: { secondYacht: false, joker: 'forced' },
              seats: [humanSeat],
              firstSeat: 0,
              seed: null,
              createdAt: 'now',
            },
          ],
          fingerprint: 'classic-x',
        };
      },
    } as YachtApi;
    await dispatch(api, 'createGame', [{ variant: 'classic', seats: [{ kind: 'human', name: ' Ann ' }] }]);
    expect(seen).toEqual([
      {
        variant: 'classic',
        options: { secondYacht: true, joker: 'forced' },
        sameDice: false,
        seats: [{ kind: 'human', name: 'Ann' }],
      },
    ]);
  });

  it('checks results too: an implementation that answers wrongly is a fault, not a reply', async () => {
    const api = { ...unreachable, version: async () => '' } as YachtApi;
    const call = dispatch(api, 'version', []);
    await expect(call).rejects.not.toBeInstanceOf(ApiRequestError);
  });

  it('has settings defaults for everything', () => {
    expect(settingsSchema.parse({})).toMatchObject({
      botSpeed: 'normal',
      theme: 'system',
      coach: true,
      coachGuard: 'blunder',
      coachGradeBy: 'points',
    });
  });

  it('describes every pushed event type, and refuses malformed events', () => {
    expect(apiEventSchema.options.map((o) => o.shape.type.value).sort()).toEqual([...API_EVENT_TYPES].sort());
    expect(apiEventSchema.safeParse({ type: 'game-events', gameId: 'g', from: 1, events: [] }).success).toBe(
      true,
    );
    expect(apiEventSchema.safeParse({ type: 'game-events', gameId: 'g', from: -1, events: [] }).success).toBe(
      false,
    );
    expect(
      apiEventSchema.safeParse({
        type: 'game-events',
        gameId: 'g',
        from: 1,
        events: [{ type: 'rolled', seat: 0, dice: [1, 2, 3, 4, 7], kept: [] }],
      }).success,
    ).toBe(false);
    expect(apiEventSchema.safeParse({ type: 'gossip' }).success).toBe(false);
  });
});
