// The journal fuzz test (run in four files, so that its cases spread over the test workers): a whole save of a game in progress (its snapshot) with the journal of moves beside it
// damaged in every way listed below and in random ways, then the backend started over them. It always starts;
// the game resumed is the snapshot's continued by some of the journal's moves, in order (never fewer than the
// snapshot's); a journal not read to its end is moved aside byte for byte with a notice saying where, unless all
// it lost was a last line without its line break (an append a crash cut short); and the game plays on and is
// read back whole after another start. YACHT_FILE_FUZZ_RUNS sets the random cases (the suite's size by default).

import { mkdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import fc from 'fast-check';
import { expect, it } from 'vitest';
import type { Notice } from '../../../src/shared/api/contract';
import { gameFileText, type GameEvent } from '../../../src/shared/game';
import { journalHead, journalLine } from '../../../src/main/backend/game-journal';
import { largestPlayedLog, longestMove } from '../../support/largest-log';
import { openTestBackend, stateOf, tempDataDir } from '../backend/helpers';

// Two starts a case: a quarter of the file fuzz's count.
export const RUNS = Math.ceil(Number(process.env['YACHT_FILE_FUZZ_RUNS'] ?? 100) / 4);
const GAME_ID = 'g-live-1';
const FULL: readonly GameEvent[] = largestPlayedLog().events.slice(0, 40);
const IN_SNAPSHOT = 25;
const SNAPSHOT = gameFileText(FULL.slice(0, IN_SNAPSHOT), { gameId: GAME_ID });
const JOURNAL =
  journalHead(GAME_ID) +
  FULL.slice(IN_SNAPSHOT)
    .map((event, i) => journalLine(IN_SNAPSHOT + i, event))
    .join('');
const lines = JOURNAL.split('\n');

type Content = string | Buffer | { readonly folder: true };

export const NAMED: [string, Content][] = [
  ['whole', JOURNAL],
  ['empty', ''],
  ['the first line only', `${lines[0]}\n`],
  ['its last line cut short', JOURNAL.slice(0, -9)],
  [
    'a line in the middle cut short',
    [...lines.slice(0, 5), lines[5]!.slice(0, 10), ...lines.slice(6)].join('\n'),
  ],
  ['a line twice', [...lines.slice(0, 6), lines[5], ...lines.slice(6)].join('\n')],
  ['two lines swapped', [...lines.slice(0, 4), lines[5], lines[4], ...lines.slice(6)].join('\n')],
  ['lines the snapshot holds', journalHead(GAME_ID) + journalLine(3, FULL[3]!) + lines.slice(1).join('\n')],
  [
    'a line the snapshot holds otherwise',
    journalHead(GAME_ID) + journalLine(3, FULL[4]!) + lines.slice(1).join('\n'),
  ],
  ['another game', JOURNAL.replace(GAME_ID, 'g-other')],
  ['a future version', JOURNAL.replace('"version":1', '"version":2')],
  ['no first line', lines.slice(1).join('\n')],
  [
    'an illegal move',
    `${JOURNAL}${journalLine(FULL.length, { type: 'scored', seat: 0, box: 'nope', points: 1, extraYacht: 0 })}`,
  ],
  ['a "__proto__" key', JOURNAL.replace('"event":{', '"event":{"__proto__":{"over":true},')],
  ['random bytes', Buffer.from(Array.from({ length: 512 }, (_, i) => (i * 7919 + 13) % 256))],
  ['8 MB of junk lines', `${lines[0]}\n${'x'.repeat(100)}\n`.repeat(80_000)],
  ['a folder', { folder: true }],
];

/** Random damage: cut, a byte changed, text put in. */
export const randomDamage: fc.Arbitrary<Content> = (() => {
  const at = fc.integer({ min: 0, max: JOURNAL.length - 1 });
  return fc.oneof(
    at.map((n) => JOURNAL.slice(0, n)),
    fc.tuple(at, fc.integer({ min: 0, max: 255 })).map(([n, byte]) => {
      const bytes = Buffer.from(JOURNAL);
      bytes[n] = byte;
      return bytes;
    }),
    fc
      .tuple(at, fc.string({ maxLength: 8 }))
      .map(([n, junk]) => JOURNAL.slice(0, n) + junk + JOURNAL.slice(n)),
  );
})();

/** Whether `content` is the whole journal with at most its last line cut short (nothing to say about). */
function onlyCutShort(content: Content): boolean {
  if (typeof content === 'object' && 'folder' in content) return false;
  const text = content.toString();
  return JOURNAL.startsWith(text) && text.length > lines[0]!.length;
}

export async function startOver(content: Content): Promise<void> {
  const dir = await tempDataDir();
  await mkdir(dir, { recursive: true });
  await writeFile(path.join(dir, 'current-game.json'), SNAPSHOT);
  const journal = path.join(dir, 'current-game.journal');
  if (typeof content === 'object' && 'folder' in content) await mkdir(journal);
  else await writeFile(journal, content);
  let backend = await openTestBackend(dir);
  try {
    const current = await backend.client.currentGame();
    expect(current?.gameId).toBe(GAME_ID);
    const events = current!.events;
    expect(events.length).toBeGreaterThanOrEqual(IN_SNAPSHOT);
    expect(events).toEqual(FULL.slice(0, events.length));
    const notices: Notice[] = await backend.client.notices();
    const aside = notices.find((n) => n.file?.startsWith(`${journal}.corrupt-`));
    if (aside) {
      expect(aside.level).toBe('warning');
      expect(aside.message).toContain(aside.file);
      expect(aside.message).toContain(`the game goes on from its ${events.length} events that read`);
      if (typeof content === 'object' && 'folder' in content) {
        expect((await stat(aside.file!)).isDirectory()).toBe(true);
      } else {
        expect(Buffer.compare(await readFile(aside.file!), Buffer.from(content))).toBe(0);
      }
    } else {
      // Without a word: all of it read, none of it (another game's, or no whole first line), or all but a
      // last line cut short.
      const silent = [IN_SNAPSHOT, FULL.length].includes(events.length) || onlyCutShort(content);
      expect(silent, `${events.length} events read without a notice`).toBe(true);
    }
    expect(notices.filter((n) => n.file !== null).length).toBeLessThanOrEqual(1);
    // It plays on, and a start after reads what was played.
    const next = longestMove(stateOf(current!));
    const played = await backend.client.act(GAME_ID, next);
    const playedLog = (await backend.client.getGame(GAME_ID)).events.slice(0, played.length);
    await backend.close();
    backend = await openTestBackend(dir);
    expect((await backend.client.currentGame())?.events).toEqual(playedLog);
    expect(playedLog.slice(0, events.length)).toEqual(events);
  } finally {
    await backend.close();
    await rm(dir, { recursive: true, force: true });
  }
}

/**
 * The random cases, RUNS in all, in quarters (each case starts the backend twice: slow on a loaded machine, so
 * each quarter is a test of its own within its own time limit, and two files run two quarters each side by
 * side). Each quarter has its own seed.
 */
export function randomDamageQuarters(quarters: readonly (1 | 2 | 3 | 4)[]): void {
  const size = (q: number): number => Math.floor((RUNS * q) / 4) - Math.floor((RUNS * (q - 1)) / 4);
  it.each(quarters.map((q) => [q, size(q), 32 + q] as const))(
    `random damage (${RUNS} cases), quarter %i (%i cases): the same`,
    async (_quarter, runs, seed) => {
      if (runs > 0) await fc.assert(fc.asyncProperty(randomDamage, startOver), { numRuns: runs, seed });
    },
    // About 9 s a case on the loaded 2-core CI machine: twice that, and never under two minutes.
    Math.max(120_000, 20_000 * Math.max(...quarters.map(size))),
  );
}
