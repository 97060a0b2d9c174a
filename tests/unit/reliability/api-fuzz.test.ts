// The API fuzz test: calls built from the contract's own methods, valid ones mutated every way a hostile or
// broken caller could (wrong types, missing and extra keys, "__proto__" / "constructor" keys, huge and deep
// values, NaN, negative numbers, unknown ids, bodies that are not JSON) and valid-shaped moves the rules forbid,
// sent over HTTP to the browser-mode server (in process, over a real backend). Every answer is a 200 or a 4xx
// with a one-line message (no 5xx, no stack, no path), the server stays up, and a refused call changes nothing:
// neither the services' state nor a byte on disk. YACHT_FUZZ_CALLS sets the count (the suite's size by default).

import { readdir, stat } from 'node:fs/promises';
import { Agent, request } from 'node:http';
import path from 'node:path';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_METHODS, apiContract, type ApiMethod } from '../../../src/shared/api/contract';
import { HTTP_STATUS } from '../../../src/shared/api/errors';
import { pad, replay } from '../../../src/shared/game';
import { startServer, type RunningServer } from '../../../src/main/server/server';
import { ONE_LINE_NAME } from '../../../src/shared/names';
import { customBaseProblem } from '../../../src/shared/rules';
import { BIG_BONUS, CLASSIC_EXTRA } from '../../support/custom-rules';
import { openTestBackend, tempDataDir, type TestBackend } from '../backend/helpers';

const CALLS = Number(process.env['YACHT_FUZZ_CALLS'] ?? 10_000);

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

interface Reply {
  readonly status: number;
  readonly body: string;
}

const agent = new Agent({ keepAlive: true, maxSockets: 1 });

function post(server: RunningServer, route: string, body: string): Promise<Reply> {
  return new Promise((resolve, reject) => {
    const req = request(
      {
        agent,
        host: server.host,
        port: server.port,
        path: route,
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'Content-Length': Buffer.byteLength(body) },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString() }));
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

/** Stand-ins for the game in progress and a finished game, filled in as each call is sent. */
const LIVE = '@live';
const FINISHED = '@finished';

const ACTIONS: Json[] = [
  { type: 'roll' },
  { type: 'roll', keep: [0, 1] },
  { type: 'roll', keep: [4, 4] },
  { type: 'keep', positions: [2] },
  { type: 'keep', positions: [0, 1, 2, 3, 4] },
  { type: 'score', box: 'chance' },
  { type: 'score', box: 'yacht' },
  { type: 'score', box: 'ones' },
  { type: 'score', box: 'nope' },
  { type: 'roll', seat: 1 },
  { type: 'score', seat: 5, box: 'choice' },
];

/** Classic rules with a standard-based rule set: refused wherever rules come in (dropping `custom` leaves classic). */
const OTHER_BASE: { [key: string]: Json } = {
  variant: 'classic',
  custom: JSON.parse(JSON.stringify(BIG_BONUS)) as Json,
};

/** No such table: the fuzzed table calls are refused, except openTable (a lobby on 127.0.0.1, no files). */
const TABLE_ID = '0123456789abcdef';

/** Valid-shaped arguments for every method: the seeds the mutations start from (and illegal moves as they are). */
function validArgs(): fc.Arbitrary<[ApiMethod, Json[]]> {
  const gameId = fc.constantFrom(LIVE, LIVE, LIVE, FINISHED, 'no-such-game', 'g_1');
  const variant = fc.constantFrom('standard', 'classic', 'yatzy');
  const position = fc.record({
    variant,
    sheet: fc.constantFrom<Json>({}, { ones: 3 }, { chance: 0 }, { yacht: 50, sixes: 30 }, { choice: 5 }),
    dice: fc.array(fc.integer({ min: 1, max: 6 }), { minLength: 5, maxLength: 5 }),
    rollsLeft: fc.constantFrom(0, 1, 2),
  });
  const byMethod: { [M in ApiMethod]: fc.Arbitrary<Json[]> } = {
    version: fc.constant([]),
    getSettings: fc.constant([]),
    setSettings: fc.constantFrom<Json[]>(
      [{ theme: 'dark' }],
      [{ coachGuard: 'mistake' }],
      [{ botSpeed: 'slow' }],
    ),
    createGame: fc.constantFrom<Json[]>(
      [{ variant: 'classic', seats: [{ kind: 'human', name: 'Ann' }] }],
      // Refused as they are: a rule set of another base, a name on two lines.
      [{ ...OTHER_BASE, seats: [{ kind: 'human', name: 'Ann' }] }],
      [{ variant: 'classic', seats: [{ kind: 'human', name: 'first\nline' }] }],
      [
        {
          variant: 'standard',
          seats: [
            { kind: 'human', name: 'Ann' },
            { kind: 'human', name: 'Bo' },
          ],
        },
      ],
    ),
    currentGame: fc.constant([]),
    getGame: gameId.map((id) => [id]),
    act: fc.tuple(gameId, fc.constantFrom(...ACTIONS)).map(([id, action]) => [id, action]),
    skipBots: gameId.map((id) => [id]),
    playAgain: gameId.map((id) => [id]),
    abandonGame: gameId.map((id) => [id]),
    finishedGames: fc.constant([]),
    solverStatus: fc.constant([]),
    prepareSolver: fc.constantFrom<Json[]>(
      [{ variant: 'classic' }],
      [{ variant: 'classic', options: {} }],
      [OTHER_BASE],
    ),
    notices: fc.constant([]),
    // Classic only: its table and distribution are made in well under a second (the others take seconds).
    variantDistribution: fc.constantFrom<Json[]>(
      [{ variant: 'classic' }],
      [{ variant: 'classic', options: {} }],
    ),
    variantKeepDifferences: fc.constantFrom<Json[]>(
      [{ variant: 'classic' }, { variant: 'classic' }],
      [{ variant: 'classic', options: {} }, { variant: 'classic' }],
      [{ variant: 'classic' }, OTHER_BASE],
    ),
    undo: gameId.map((id) => [id]),
    coachGrades: gameId.map((id) => [id]),
    coachHint: gameId.map((id) => [id]),
    analyzePosition: position.map((p) => [p as Json]),
    coachWhy: fc.tuple(gameId, fc.integer({ min: -3, max: 300 })).map(([id, index]) => [id, index]),
    replayGame: gameId.map((id) => [id]),
    replayWin: gameId.map((id) => [id]),
    targetStart: gameId.map((id) => [id]),
    exportGame: gameId.map((id) => [id]),
    importGame: fc.constantFrom<Json[]>(
      ['{"format":"yacht-game","version":1,"events":[]}'],
      ['not a game'],
      ['{"format":"yacht-game","version":1,"events":[{"type":"created"}]}'],
    ),
    deleteGame: fc.constantFrom<Json[]>(['no-such-game'], ['g_1']),
    openTable: fc.constantFrom<Json[]>(
      [{ rules: { variant: 'classic' }, seats: [{ kind: 'host', name: 'Ann' }, { kind: 'open' }] }],
      [{ rules: OTHER_BASE, seats: [{ kind: 'host', name: 'Ann' }, { kind: 'open' }] }],
    ),
    hostedTables: fc.constant([]),
    setTableSeat: fc.constantFrom<Json[]>([TABLE_ID, 1, { kind: 'open' }]),
    startTable: fc.constantFrom<Json[]>([TABLE_ID]),
    reopenTable: fc.constantFrom<Json[]>([TABLE_ID]),
    closeTable: fc.constantFrom<Json[]>([TABLE_ID]),
    tableStandIn: fc.constantFrom<Json[]>([TABLE_ID, 1, 'easy'], [TABLE_ID, 1, null]),
    networkAddresses: fc.constant([]),
    // No table answers here (port 9 on 127.0.0.1): joining is refused, the rest find no joined table.
    joinTable: fc.constantFrom<Json[]>(
      [{ link: 'http://127.0.0.1:9/#/join/ABC234' }],
      [{ link: 'not a link' }],
      [{ address: '127.0.0.1:9', code: 'ABC234' }],
      [{ address: 'no port here', code: 'ABC234' }],
    ),
    joinedTable: fc.constant([]),
    sitAtTable: fc.constantFrom<Json[]>([1, 'Ann'], [1, 'Ann\r\nBo']),
    standAtTable: fc.constant([]),
    actAtTable: fc.constantFrom<Json[]>([{ type: 'roll' }], [{ type: 'score', box: 'chance' }]),
    coachGradesAtTable: fc.constant([]),
    coachHintAtTable: fc.constant([]),
    coachWhyAtTable: fc.constantFrom<Json[]>([0], [12]),
    leaveTable: fc.constant([]),
  };
  return fc.constantFrom(...API_METHODS).chain((method) => byMethod[method].map((args) => [method, args]));
}

/** A value that does not belong: wrong types, extremes, huge and deep. */
const oddValue: fc.Arbitrary<Json> = fc.oneof(
  fc.jsonValue({ maxDepth: 3 }) as fc.Arbitrary<Json>,
  fc.constantFrom<Json>(null, true, -1, -0.5, 1e308, -1e308, 2 ** 53, '', 'NaN', [], {}),
  fc.integer({ min: 1_000, max: 200_000 }).map((n) => 'x'.repeat(n)),
  fc.integer({ min: 10, max: 1_000 }).map((depth) => {
    let value: Json = 1;
    for (let i = 0; i < depth; i++) value = [value];
    return value;
  }),
);

/** Every path into a value, as keys. */
function pathsOf(
  value: Json,
  here: (string | number)[] = [],
  out: (string | number)[][] = [],
): (string | number)[][] {
  out.push(here);
  if (out.length > 200) return out;
  if (Array.isArray(value)) value.forEach((item, i) => pathsOf(item, [...here, i], out));
  else if (value !== null && typeof value === 'object')
    for (const [key, item] of Object.entries(value)) pathsOf(item, [...here, key], out);
  return out;
}

/** Every path below the top (the top itself when there is nothing below: a call without arguments). */
function innerPaths(value: Json): (string | number)[][] {
  const inner = pathsOf(value).slice(1);
  return inner.length > 0 ? inner : [[]];
}

/** A deep copy with `edit` applied to the container at `at` (a key of it replaced, removed or added). */
function edited(
  value: Json,
  at: (string | number)[],
  edit: (parent: Json[] | { [key: string]: Json }) => void,
): Json {
  const copy = structuredClone(value);
  let parent: Json = copy;
  for (const key of at) parent = (parent as Record<string | number, Json>)[key] ?? null;
  if (parent !== null && typeof parent === 'object') edit(parent);
  return copy;
}

type Mutation = (args: Json[]) => fc.Arbitrary<string>;

const asBody = (args: Json): string => JSON.stringify({ args });

const MUTATIONS: Mutation[] = [
  // As they are: illegal moves, unknown ids, calls on finished games.
  (args) => fc.constant(asBody(args)),
  // A value replaced by one of another kind.
  (args) =>
    fc.tuple(fc.constantFrom(...innerPaths(args)), oddValue).map(([at, odd]) => {
      if (at.length === 0) return asBody(args);
      const key = at[at.length - 1]!;
      return asBody(
        edited(args, at.slice(0, -1), (parent) => ((parent as Record<string | number, Json>)[key] = odd)),
      );
    }),
  // A key or an argument left out.
  (args) =>
    fc.constantFrom(...innerPaths(args)).map((at) => {
      if (at.length === 0) return asBody(args);
      const key = at[at.length - 1]!;
      return asBody(
        edited(args, at.slice(0, -1), (parent) => {
          if (Array.isArray(parent)) parent.splice(Number(key), 1);
          else delete parent[key];
        }),
      );
    }),
  // An extra key where objects are, hostile names included; an extra argument.
  (args) =>
    fc
      .tuple(
        fc.constantFrom(...pathsOf(args)),
        fc.constantFrom('__proto__', 'constructor', 'prototype', 'toString', 'extra', 'seat', 'args'),
        oddValue,
      )
      .map(([at, key, odd]) =>
        asBody(
          edited(args, at, (parent) => {
            if (Array.isArray(parent)) parent.push(odd);
            // defineProperty: a "__proto__" that JSON.stringify writes as a key, as a hostile caller would.
            else
              Object.defineProperty(parent, key, {
                value: odd,
                enumerable: true,
                writable: true,
                configurable: true,
              });
          }),
        ),
      ),
  // Texts that are not JSON, or not the body's shape.
  (args) =>
    fc.oneof(
      fc.constantFrom(
        'NaN',
        '{"args":[NaN]}',
        '{"args":[Infinity]}',
        '{"args":',
        '[]',
        'null',
        '42',
        '"x"',
        '{"args":null}',
      ),
      fc.string({ maxLength: 200 }),
      fc.integer({ min: 1, max: asBody(args).length }).map((n) => asBody(args).slice(0, n)),
      fc
        .integer({ min: 100, max: 100_000 })
        .map((depth) => `{"args":[${'['.repeat(depth)}${']'.repeat(depth)}]}`),
      fc.constant(`{"args":["${'y'.repeat(1_100_000)}"]}`),
    ),
];

describe('the API under fuzzed calls', () => {
  let backend: TestBackend;
  let server: RunningServer;
  let dataDir: string;
  let finished = '';
  const errors: string[] = [];

  /** A game in progress between people (nothing moves between calls), started when there is none. */
  async function liveGame(): Promise<string> {
    const current = backend.games.current();
    if (current !== null) return current.gameId;
    const view = await backend.client.createGame({
      variant: 'standard',
      seats: [
        { kind: 'human', name: 'Ann' },
        { kind: 'human', name: 'Bo' },
      ],
    });
    await backend.client.act(view.gameId, { type: 'roll' });
    return view.gameId;
  }

  beforeAll(async () => {
    dataDir = await tempDataDir();
    backend = await openTestBackend(dataDir);
    server = await startServer({ staticRoot: dataDir, api: backend.api, logError: (m) => errors.push(m) });
    // A finished game: Ann alone, scoring the first open box each turn.
    const solo = await backend.client.createGame({
      variant: 'classic',
      seats: [{ kind: 'human', name: 'Ann' }],
    });
    for (let turn = 0; turn < 12; turn++) {
      await backend.client.act(solo.gameId, { type: 'roll' });
      const state = replay((await backend.client.getGame(solo.gameId)).events);
      await backend.client.act(solo.gameId, {
        type: 'score',
        box: pad(state)!.entries.find((e) => e.legal)!.box,
      });
    }
    finished = solo.gameId;
  });

  afterAll(async () => {
    agent.destroy();
    await server.close();
    await backend.close();
  });

  /** The services' state, and every file of the data directory: name, size and modification time (ns). */
  async function snapshot(): Promise<string> {
    await backend.games.settled();
    const files: string[] = [];
    for (const dir of [dataDir, path.join(dataDir, 'games')]) {
      for (const name of (await readdir(dir)).sort()) {
        const info = await stat(path.join(dir, name), { bigint: true });
        files.push(`${name} ${info.size} ${info.mtimeNs}`);
      }
    }
    const current = backend.games.current();
    return JSON.stringify([current?.gameId, current?.events.length, backend.settings.get(), files]);
  }

  it(`answers ${CALLS} fuzzed calls with a 200 or a one-line 4xx, and a refused call changes nothing`, async () => {
    const statuses = new Map<number, number>();
    let before = '';
    let lastLive = '';
    await fc.assert(
      fc.asyncProperty(
        validArgs().chain(([method, args]) =>
          fc
            .constantFrom(...MUTATIONS)
            .chain((mutate) => mutate(args).map((body) => [method, body] as const)),
        ),
        fc.constantFrom(...API_METHODS.map((m) => apiContract[m].path), '/api/nope', '/api/'),
        fc.integer({ min: 0, max: 9 }),
        async ([method, made], otherRoute, pick) => {
          const live = await liveGame();
          // After an accepted call (or a new game) the store may have changed: that is the new baseline.
          if (before === '' || live !== lastLive) before = await snapshot();
          lastLive = live;
          const body = made
            .replaceAll(JSON.stringify(LIVE), JSON.stringify(live))
            .replaceAll(JSON.stringify(FINISHED), JSON.stringify(finished));
          // Now and then the body goes to another method than the one it was made for.
          const route = pick === 0 ? otherRoute : apiContract[method].path;
          const reply = await post(server, route, body);
          statuses.set(reply.status, (statuses.get(reply.status) ?? 0) + 1);
          expect(
            reply.status === 200 || (reply.status >= 400 && reply.status < 500),
            `${route} ${body.slice(0, 200)}: ${reply.status}`,
          ).toBe(true);
          const answer = JSON.parse(reply.body) as { ok: boolean; error?: { kind: string; message: string } };
          if (reply.status === 200) {
            // An accepted call (a legal move, say) may change the store.
            expect(answer.ok).toBe(true);
            before = '';
            return;
          }
          const message = answer.error?.message ?? '';
          expect(answer.ok).toBe(false);
          // The kind a program acts on agrees with the status.
          const kind = answer.error?.kind;
          expect(
            kind !== undefined && kind in HTTP_STATUS && HTTP_STATUS[kind as keyof typeof HTTP_STATUS],
          ).toBe(reply.status);
          expect(message.length).toBeGreaterThan(0);
          expect(message, 'one line').not.toMatch(/\n/);
          expect(message.length, message.slice(0, 300)).toBeLessThanOrEqual(400);
          expect(message, 'no stack').not.toMatch(/\bat .*\.(ts|js):\d+/);
          expect(message, 'no path').not.toContain(dataDir);
          expect(await snapshot(), `${route} ${body.slice(0, 200)} changed the store`).toBe(before);
        },
      ),
      { numRuns: CALLS, seed: Number(process.env['YACHT_FUZZ_SEED'] ?? Date.now() % 2 ** 31) },
    );
    if (process.env['YACHT_FUZZ_TRACE']) console.log('statuses', [...statuses].sort());
    expect(errors, 'faults of ours (500s) logged').toEqual([]);
    // The fuzz reached both kinds of answer, and every kind of refusal.
    expect(statuses.get(200) ?? 0).toBeGreaterThan(0);
    for (const status of [400, 404, 409])
      expect(statuses.get(status) ?? 0, String(status)).toBeGreaterThan(0);
  }, 600_000);
});

describe('the doors that take rules or names', () => {
  it('refuse at every door a rule set of another base, and a name on two lines, each in one message', async () => {
    const base = customBaseProblem('classic', BIG_BONUS)!;
    const ann = { kind: 'human', name: 'Ann' };
    const twoLines = 'first\nline';
    const doors: [ApiMethod, Json[], string][] = [
      ['createGame', [{ ...OTHER_BASE, seats: [ann] }], `args[0].custom.base: ${base}`],
      [
        'setSettings',
        [{ lastSetup: { ...OTHER_BASE, seats: [ann] } }],
        `args[0].lastSetup.custom.base: ${base}`,
      ],
      ['prepareSolver', [OTHER_BASE], `args[0].custom.base: ${base}`],
      ['variantDistribution', [OTHER_BASE], `args[0].custom.base: ${base}`],
      ['variantKeepDifferences', [{ variant: 'yatzy' }, OTHER_BASE], `args[1].custom.base: ${base}`],
      [
        'analyzePosition',
        [{ ...OTHER_BASE, sheet: {}, dice: [1, 2, 3, 4, 5], rollsLeft: 2 }],
        `args[0].custom.base: ${base}`,
      ],
      [
        'openTable',
        [{ rules: OTHER_BASE, seats: [{ kind: 'host', name: 'Ann' }, { kind: 'open' }] }],
        `args[0].rules.custom.base: ${base}`,
      ],
      [
        'createGame',
        [{ variant: 'classic', seats: [{ ...ann, name: twoLines }] }],
        `args[0].seats[0].name: ${ONE_LINE_NAME}`,
      ],
      [
        'setSettings',
        [{ customRules: [{ ...(JSON.parse(JSON.stringify(CLASSIC_EXTRA)) as object), name: twoLines }] }],
        `args[0].customRules[0].name: ${ONE_LINE_NAME}`,
      ],
      [
        'openTable',
        [{ rules: { variant: 'classic' }, seats: [{ kind: 'host', name: twoLines }, { kind: 'open' }] }],
        `args[0].seats[0].name: ${ONE_LINE_NAME}`,
      ],
      [
        'setTableSeat',
        [TABLE_ID, 1, { kind: 'bot', name: twoLines, level: 'easy' }],
        `args[2].name: ${ONE_LINE_NAME}`,
      ],
      ['sitAtTable', [1, twoLines], `args[1]: ${ONE_LINE_NAME}`],
    ];
    const dataDir = await tempDataDir();
    const backend = await openTestBackend(dataDir);
    const server = await startServer({ staticRoot: dataDir, api: backend.api });
    const before = JSON.stringify([backend.settings.get(), await readdir(dataDir)]);
    for (const [method, args, message] of doors) {
      const reply = await post(server, apiContract[method].path, asBody(args));
      expect(reply.status, method).toBe(400);
      expect(JSON.parse(reply.body)).toEqual({
        ok: false,
        error: { kind: 'bad-input', message: `Invalid arguments for ${method}: ${message}` },
      });
    }
    expect(JSON.stringify([backend.settings.get(), await readdir(dataDir)])).toBe(before);
    expect(backend.games.current()).toBeNull();
    await server.close();
    await backend.close();
  });
});
