// The file fuzz test: the three kinds of file the backend reads at start (the save of the game in progress,
// the settings, a finished game) written damaged in every way listed below and in random ways, then the backend
// started over them. It always starts, and each file is either read (its game resumed or listed, its settings
// used) or moved aside byte for byte with a notice saying where: never lost without a word. Settings read in
// part (a bad field reset, a bad rule set or an unknown field dropped) are copied aside byte for byte first, and
// the notice says what was dropped and where the copy is. YACHT_FILE_FUZZ_RUNS sets the random cases per kind
// (the suite's size by default).

import { mkdir, readdir, readFile, rm, stat, symlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { settingsSchema, type Notice } from '../../../src/shared/api/contract';
import { serialiseLog, type GameEvent } from '../../../src/shared/game';
import { BIG_BONUS, CLASSIC_EXTRA } from '../../support/custom-rules';
import { botLog, openTestBackend, tempDataDir } from '../backend/helpers';

const RUNS = Number(process.env['YACHT_FILE_FUZZ_RUNS'] ?? 100);

type Kind = 'save' | 'settings' | 'finished';
const FINISHED_ID = 'g-finished-1';

/** A damaged file: its bytes, or a folder, or a link to nowhere. */
type Content = string | Buffer | { readonly folder: true } | { readonly dangling: true };

const finishedLog: GameEvent[] = botLog('classic', 'file-fuzz/finished');
const liveLog: GameEvent[] = botLog('classic', 'file-fuzz/live').slice(0, 17);

function fileOf(kind: Kind): string {
  if (kind === 'save') return 'current-game.json';
  if (kind === 'settings') return 'settings.json';
  return path.join('games', `${FINISHED_ID}.json`);
}

/** What each kind of file holds when it is whole. */
function wholeFile(kind: Kind): Record<string, unknown> {
  if (kind === 'settings') return { theme: 'dark', botSpeed: 'fast', coach: true };
  if (kind === 'save') return { ...JSON.parse(serialiseLog(liveLog)), gameId: 'g-live-1' };
  return {
    ...JSON.parse(serialiseLog(finishedLog)),
    gameId: FINISHED_ID,
    finishedAt: '2026-01-01T10:00:00.000Z',
  };
}

const json = (value: unknown): string => JSON.stringify(value, null, 1);

/** The damage every kind of file is tried with. */
function namedCases(kind: Kind): [string, Content][] {
  const whole = wholeFile(kind);
  const text = json(whole);
  const events = (whole['events'] as unknown[] | undefined) ?? [];
  const cases: [string, Content][] = [
    ['empty', ''],
    ['white space', ' \n\t '],
    ['cut in half', text.slice(0, text.length >> 1)],
    ['random bytes', Buffer.from(Array.from({ length: 512 }, (_, i) => (i * 7919 + 13) % 256))],
    ['null', 'null'],
    ['an array', '[1,2,3]'],
    ['a number', '42'],
    ['a string', '"yacht"'],
    ['a byte-order mark', `\ufeff${text}`],
    ['UTF-16', Buffer.from(text, 'utf16le')],
    ['a NUL in the middle', `${text.slice(0, 20)}\u0000${text.slice(20)}`],
    ['deep nesting', `${'['.repeat(200_000)}${']'.repeat(200_000)}`],
    ['8 MB of junk', 'x'.repeat(8 * 1024 * 1024)],
    ['a "__proto__" key', text.replace('{', '{"__proto__":{"theme":"dark","over":true},')],
    ['a folder', { folder: true }],
    ['a link to nowhere', { dangling: true }],
  ];
  if (kind === 'settings') {
    cases.push(
      [
        'every field wrong',
        json({ theme: 'purple', botSpeed: 9, coach: 'yes', coachGuard: null, lastSetup: [] }),
      ],
      ['unknown fields', json({ ...whole, volume: 11, constructor: { x: 1 } })],
      [
        'a seat too many',
        json({ lastSetup: { variant: 'classic', seats: Array(7).fill({ kind: 'human', name: 'A' }) } }),
      ],
      [
        'a "__proto__" key in a rule set',
        json({ ...whole, customRules: [BIG_BONUS, CLASSIC_EXTRA] }).replace(
          '"boxes": {',
          '"boxes": {"__proto__": "sum",',
        ),
      ],
      [
        'a custom rule set of another base',
        json({
          ...whole,
          lastSetup: { variant: 'standard', custom: CLASSIC_EXTRA, seats: [{ kind: 'human', name: 'A' }] },
        }),
      ],
      [
        'a seat name on two lines',
        json({
          ...whole,
          lastSetup: { variant: 'classic', seats: [{ kind: 'human', name: 'first\nline' }] },
        }),
      ],
    );
    return cases;
  }
  cases.push(
    ['no format', json({ ...whole, format: undefined })],
    ['a future version', json({ ...whole, version: 99 })],
    ['no events', json({ ...whole, events: undefined })],
    ['events not a list', json({ ...whole, events: { 0: events[0] } })],
    ['no event at all', json({ ...whole, events: [] })],
    ['not starting with created', json({ ...whole, events: events.slice(1) })],
    [
      'an unknown event type',
      json({ ...whole, events: [...events.slice(0, 3), { type: 'teleported', seat: 0 }] }),
    ],
    [
      'an illegal event',
      json({
        ...whole,
        events: [events[0], { type: 'scored', seat: 0, box: 'chance', points: 5, extraYacht: 0 }],
      }),
    ],
    [
      'dice out of range',
      json({ ...whole, events: [events[0], { type: 'rolled', seat: 0, dice: [7, 1, 1, 1, 1], kept: [] }] }),
    ],
    [
      'an extra key in an event',
      json({ ...whole, events: [{ ...(events[0] as object), cheat: true }, ...events.slice(1)] }),
    ],
    ['a path for a game id', json({ ...whole, gameId: '../../etc/passwd' })],
    ['no game id', json({ ...whole, gameId: undefined })],
    ['100 000 events', json({ ...whole, events: [events[0], ...Array(100_000).fill(events[1])] })],
    ['900 kB under an unknown key', json({ padding: 'x'.repeat(900_000), ...whole })],
    [
      'a "__proto__" key in an event',
      json(whole).replace('"type": "rolled"', '"__proto__": {"over": true},\n"type": "rolled"'),
    ],
  );
  if (kind === 'finished') {
    cases.push(
      ['another game id', json({ ...whole, gameId: 'g-other' })],
      ['no finishedAt', json({ ...whole, finishedAt: undefined })],
      ['not finished', json({ ...whole, events: events.slice(0, 9) })],
    );
  } else {
    cases.push(['a finished game as the save', json({ ...wholeFile('finished'), gameId: 'g-live-1' })]);
  }
  return cases;
}

/** Random damage to a whole file: cut, bytes changed, text put in, a value swapped, a key dropped. */
function randomDamage(kind: Kind): fc.Arbitrary<Content> {
  const text = json(wholeFile(kind));
  const at = fc.integer({ min: 0, max: text.length - 1 });
  const swapped = (value: unknown, path: number, odd: unknown): string => {
    // The path-th value met (in a walk of the parsed file) becomes `odd`, or the key is dropped (undefined).
    let count = 0;
    const walk = (v: unknown): unknown => {
      if (count++ === path) return odd;
      if (Array.isArray(v)) return v.map(walk);
      if (v !== null && typeof v === 'object')
        return Object.fromEntries(Object.entries(v).map(([k, x]) => [k, walk(x)]));
      return v;
    };
    return json(walk(value));
  };
  return fc.oneof(
    at.map((n) => text.slice(0, n)),
    fc.tuple(at, fc.integer({ min: 0, max: 255 })).map(([n, byte]) => {
      const bytes = Buffer.from(text);
      bytes[n] = byte;
      return bytes;
    }),
    fc.tuple(at, fc.string({ maxLength: 8 })).map(([n, junk]) => text.slice(0, n) + junk + text.slice(n)),
    fc
      .tuple(fc.integer({ min: 1, max: 400 }), fc.jsonValue({ maxDepth: 2 }), fc.boolean())
      .map(([path, odd, drop]) => swapped(wholeFile(kind), path, drop ? undefined : odd)),
  );
}

async function write(dir: string, kind: Kind, content: Content): Promise<void> {
  const file = path.join(dir, fileOf(kind));
  await mkdir(path.dirname(file), { recursive: true });
  if (typeof content === 'string' || Buffer.isBuffer(content)) return writeFile(file, content);
  if ('folder' in content) return mkdir(file);
  return symlink(path.join(dir, 'nowhere'), file);
}

/** Starts the backend over the damaged file and checks that it was read, or moved aside with a notice. */
async function startOver(kind: Kind, content: Content): Promise<void> {
  const dir = await tempDataDir();
  await write(dir, kind, content);
  const backend = await openTestBackend(dir);
  try {
    // Finished games are read when first listed: a damaged one is noticed then.
    const listed = await backend.client.finishedGames();
    const notices: Notice[] = await backend.client.notices();
    const original = path.join(dir, fileOf(kind));
    const aside = notices.find((n) => n.file !== null && n.file.startsWith(`${original}.corrupt-`));
    if (aside) {
      // Moved or copied aside: the notice says where, and what is there is exactly what was written.
      expect(aside.level).toBe('warning');
      expect(aside.message).toContain(aside.file);
      const moved = aside.file!;
      if (typeof content === 'string' || Buffer.isBuffer(content)) {
        expect(Buffer.compare(await readFile(moved), Buffer.from(content))).toBe(0);
      } else {
        expect((await stat(moved)).isDirectory()).toBe(true);
      }
      expect(notices.filter((n) => n.file !== null)).toHaveLength(1);
      // Settings read in part: the notice names what was dropped, and the rest is in use.
      if (/were reset to their defaults|were dropped/.test(aside.message)) {
        expect(kind).toBe('settings');
        expect(aside.message).toMatch(/^(Some settings were not valid|Unknown settings were dropped)/);
        expect(settingsSchema.safeParse(await backend.client.getSettings()).success).toBe(true);
      }
      return;
    }
    // Read: what the file held is in use.
    if (typeof content === 'object' && 'dangling' in content) return; // a link to nothing is no file
    if (kind === 'settings') {
      const settings = await backend.client.getSettings();
      expect(['system', 'light', 'dark']).toContain(settings.theme);
      // Read as it was, or some fields reset, with a notice naming them.
      const parsed = JSON.parse(String(content)) as Record<string, unknown>;
      // Nothing was reset (that would have copied the file aside, above): what the file held is in use.
      expect(notices.filter((n) => /were reset to their defaults|were dropped/.test(n.message))).toEqual([]);
      for (const key of ['theme', 'coach'] as const)
        if (key in parsed) expect(settings[key]).toEqual(parsed[key]);
      return;
    }
    const parsed = JSON.parse(String(content)) as { gameId: string; events: GameEvent[] };
    if (kind === 'save') {
      const current = await backend.client.currentGame();
      if (current !== null) {
        expect(current.gameId).toBe(parsed.gameId);
        expect(current.events).toEqual(parsed.events);
      } else {
        // A finished game left as the save is filed.
        expect(listed.map((g) => g.gameId)).toContain(parsed.gameId);
      }
      return;
    }
    expect(listed.map((g) => g.gameId)).toEqual([FINISHED_ID]);
    expect((await backend.client.getGame(FINISHED_ID)).events).toEqual(parsed.events);
  } finally {
    await backend.close();
    await rm(dir, { recursive: true, force: true });
  }
}

describe.each(['save', 'settings', 'finished'] as const)('a damaged %s file', (kind) => {
  it.each(namedCases(kind))(
    '%s: the app starts, and the file is read or moved aside with a notice',
    async (_name, content) => {
      await startOver(kind, content);
    },
  );

  it(`${RUNS} randomly damaged: the same`, async () => {
    await fc.assert(
      fc.asyncProperty(randomDamage(kind), (content) => startOver(kind, content)),
      {
        numRuns: RUNS,
      },
    );
  }, 120_000);
});

describe('the whole files', () => {
  it.each(['save', 'settings', 'finished'] as const)('a whole %s file is read as it is', async (kind) => {
    const dir = await tempDataDir();
    await write(dir, kind, json(wholeFile(kind)));
    const backend = await openTestBackend(dir);
    expect(await backend.client.notices()).toEqual([]);
    if (kind === 'save') expect((await backend.client.currentGame())?.events).toEqual(liveLog);
    if (kind === 'finished')
      expect((await backend.client.finishedGames()).map((g) => g.gameId)).toEqual([FINISHED_ID]);
    if (kind === 'settings')
      expect(await backend.client.getSettings()).toMatchObject({ theme: 'dark', coach: true });
    expect(await readdir(dir)).not.toContain(expect.stringMatching(/corrupt/));
    await backend.close();
  });
});
