// A game in progress is saved as a snapshot and a journal: a move appends one line (the snapshot is not
// rewritten), the journal is folded into a new snapshot once it outgrows it, and reading survives what a crash
// or a damaged disk can leave: a cut-short last line, another game's journal, a journal whose lines the new
// snapshot already holds, a damaged line (moved aside with a notice, the game going on from what read).

import { appendFile, readdir, readFile, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { GameStore } from '../../../src/main/backend/game-store';
import { JOURNAL_MIN_BYTES } from '../../../src/main/backend/game-saves';
import type { Notify } from '../../../src/main/backend/notices';
import type { GameEvent } from '../../../src/shared/game';
import { FailingDisk } from '../../support/failing-disk';
import { largestPlayedLog } from '../../support/largest-log';
import { steppingClock, tempDataDir } from './helpers';

const LOG = largestPlayedLog().events;

async function storeIn(dir?: string, disk?: FailingDisk) {
  const dataDir = dir ?? (await tempDataDir());
  const notices: Parameters<Notify>[0][] = [];
  const store = new GameStore({
    dataDir,
    clock: steppingClock(),
    notify: (n) => notices.push(n),
    ...(disk ? { write: disk.write, append: disk.append } : {}),
  });
  const current = path.join(dataDir, 'current-game.json');
  const journal = path.join(dataDir, 'current-game.journal');
  return { dataDir, store, notices, current, journal };
}

async function text(file: string): Promise<string | null> {
  return readFile(file, 'utf8').catch(() => null);
}

/** Saves the log's events from `from` + 1 to `to`, one move at a time. */
async function play(store: GameStore, gameId: string, from: number, to: number): Promise<void> {
  for (let n = from + 1; n <= to; n++) await store.saveCurrent(gameId, LOG.slice(0, n));
}

describe('the save of a game in progress', () => {
  it('a move is appended to the journal: the snapshot is not rewritten', async () => {
    const { store, current, journal, dataDir } = await storeIn();
    await store.saveCurrent('g-1', LOG.slice(0, 10));
    const snapshot = await text(current);
    await play(store, 'g-1', 10, 12);
    expect(await text(current)).toBe(snapshot);
    const lines = (await text(journal))!.split('\n');
    expect(lines).toEqual([
      JSON.stringify({ format: 'yacht-journal', version: 1, gameId: 'g-1' }),
      JSON.stringify({ at: 10, event: LOG[10] }),
      JSON.stringify({ at: 11, event: LOG[11] }),
      '',
    ]);
    const loaded = await (await storeIn(dataDir)).store.loadCurrent();
    expect(loaded).toEqual({
      gameId: 'g-1',
      game: expect.objectContaining({ events: LOG.slice(0, 12) }) as unknown,
    });
  });

  it('the journal is folded into a new snapshot once it outgrows it: both stay within a game file', async () => {
    const { store, current, journal, dataDir } = await storeIn();
    await store.saveCurrent('g-1', LOG.slice(0, 1));
    const sizeOf = async (file: string): Promise<number> => (await stat(file).catch(() => null))?.size ?? 0;
    let snapshots = 0;
    // A new snapshot is a new file renamed into place: a new inode.
    let inode = (await stat(current)).ino;
    const count = 3_000;
    for (let n = 2; n <= count; n++) {
      await store.saveCurrent('g-1', LOG.slice(0, n));
      const snapshot = await stat(current);
      const moves = await sizeOf(journal);
      if (snapshot.ino !== inode) {
        snapshots++;
        inode = snapshot.ino;
        expect(moves, `a new snapshot at ${n} events leaves no journal`).toBe(0);
      }
      expect(moves).toBeLessThanOrEqual(Math.max(JOURNAL_MIN_BYTES, snapshot.size));
    }
    // Rewrites grow geometrically: a handful in 3,000 moves.
    expect(snapshots).toBeGreaterThan(1);
    expect(snapshots).toBeLessThan(8);
    const loaded = await (await storeIn(dataDir)).store.loadCurrent();
    expect(loaded?.game.events).toEqual(LOG.slice(0, count));
  }, 60_000);

  it('a last line cut short by a crash is dropped; the next move writes the whole game', async () => {
    const { store, current, journal, dataDir } = await storeIn();
    await store.saveCurrent('g-1', LOG.slice(0, 5));
    await play(store, 'g-1', 5, 7);
    await appendFile(journal, JSON.stringify({ at: 7, event: LOG[7] }).slice(0, 20));
    const again = await storeIn(dataDir);
    expect((await again.store.loadCurrent())?.game.events).toEqual(LOG.slice(0, 7));
    expect(again.notices).toEqual([]);
    // Appending after the cut would join two lines: the whole game is written, the journal goes.
    await again.store.saveCurrent('g-1', LOG.slice(0, 8));
    expect(await text(journal)).toBeNull();
    expect(JSON.parse((await text(current))!).events).toEqual(LOG.slice(0, 8));
  });

  it("another game's journal beside the snapshot is not read (a crash before it was removed)", async () => {
    const { store, current, journal, dataDir } = await storeIn();
    await store.saveCurrent('g-old', LOG.slice(0, 3));
    await play(store, 'g-old', 3, 6);
    const oldJournal = await text(journal);
    await store.saveCurrent('g-new', LOG.slice(0, 1));
    expect(await text(journal)).toBeNull();
    await writeFile(journal, oldJournal!);
    const again = await storeIn(dataDir);
    expect(await again.store.loadCurrent()).toMatchObject({
      gameId: 'g-new',
      game: { events: LOG.slice(0, 1) },
    });
    expect(again.notices).toEqual([]);
    await again.store.saveCurrent('g-new', LOG.slice(0, 2));
    expect(await text(journal)).toBeNull();
    expect(JSON.parse((await text(current))!).events).toEqual(LOG.slice(0, 2));
  });

  it('a journal whose lines the new snapshot already holds (a crash before it was removed) reads as the snapshot', async () => {
    const { store, current, journal, dataDir } = await storeIn();
    await store.saveCurrent('g-1', LOG.slice(0, 3));
    await play(store, 'g-1', 3, 9);
    const moves = await text(journal);
    // The snapshot of all nine, as a compaction writes it (a store that knows no journal writes the whole
    // game), with the old journal put back as a crash would have left it.
    await (await storeIn(dataDir)).store.saveCurrent('g-1', LOG.slice(0, 9));
    expect(JSON.parse((await text(current))!).events).toEqual(LOG.slice(0, 9));
    await writeFile(journal, moves!);
    const again = await storeIn(dataDir);
    expect((await again.store.loadCurrent())?.game.events).toEqual(LOG.slice(0, 9));
    await play(again.store, 'g-1', 9, 11);
    expect((await (await storeIn(dataDir)).store.loadCurrent())?.game.events).toEqual(LOG.slice(0, 11));
    expect(again.notices).toEqual([]);
  });

  it('a damaged line: the game goes on from the moves before it, the journal is moved aside with a notice', async () => {
    const { store, current, journal, dataDir } = await storeIn();
    await store.saveCurrent('g-1', LOG.slice(0, 3));
    await play(store, 'g-1', 3, 9);
    const lines = (await text(journal))!.split('\n');
    // The line of event 6 (the fifth line): an event the rules refuse there.
    const bad: GameEvent = { type: 'scored', seat: 0, box: 'chance', points: 99, extraYacht: 0 };
    lines[4] = JSON.stringify({ at: 6, event: bad });
    await writeFile(journal, lines.join('\n'));
    const again = await storeIn(dataDir);
    expect((await again.store.loadCurrent())?.game.events).toEqual(LOG.slice(0, 6));
    expect(again.notices).toHaveLength(1);
    expect(again.notices[0]!.message).toMatch(
      /^The saved game in progress: its last moves could not be read \(illegal: .* \(event 6, scored\)\); the game goes on from its 6 events that read\. Its journal was moved aside to .*current-game\.journal\.corrupt-/,
    );
    const aside = (await readdir(dataDir)).filter((name) => name.startsWith('current-game.journal.corrupt-'));
    expect(aside).toHaveLength(1);
    // What read is in the snapshot at once: a start after this one finds it without the journal.
    expect(await text(journal)).toBeNull();
    expect(JSON.parse((await text(current))!).events).toEqual(LOG.slice(0, 6));
  });

  it('an append the disk refuses changes nothing; the next save once it has room is whole', async () => {
    const disk = new FailingDisk();
    const { store, current, journal, dataDir } = await storeIn(undefined, disk);
    await store.saveCurrent('g-1', LOG.slice(0, 3));
    await play(store, 'g-1', 3, 5);
    const before = [await text(current), await text(journal)];
    disk.full = true;
    await expect(store.saveCurrent('g-1', LOG.slice(0, 6))).rejects.toMatchObject({ code: 'ENOSPC' });
    expect([await text(current), await text(journal)]).toEqual(before);
    expect((await (await storeIn(dataDir)).store.loadCurrent())?.game.events).toEqual(LOG.slice(0, 5));
    disk.full = false;
    await store.saveCurrent('g-1', LOG.slice(0, 6));
    expect(await text(journal)).toBeNull();
    expect((await (await storeIn(dataDir)).store.loadCurrent())?.game.events).toEqual(LOG.slice(0, 6));
  });

  it("clearing removes both files; a table's journal left without its snapshot is removed at start", async () => {
    const { store, current, journal, dataDir } = await storeIn();
    await store.saveCurrent('g-1', LOG.slice(0, 3));
    await play(store, 'g-1', 3, 5);
    await store.clearCurrent();
    expect([await text(current), await text(journal)]).toEqual([null, null]);

    await store.saveTable('t-1', LOG.slice(0, 3));
    await play2(store, 't-1', 3, 5);
    await store.saveTable('t-2', LOG.slice(0, 3));
    await play2(store, 't-2', 3, 4);
    const tables = path.join(dataDir, 'tables');
    await writeFile(path.join(tables, 't-3.journal'), 'left behind\n');
    const again = await storeIn(dataDir);
    const loaded = await again.store.loadTables();
    expect(loaded.map((t) => [t.gameId, t.game.events.length])).toEqual([
      ['t-1', 5],
      ['t-2', 4],
    ]);
    expect((await readdir(tables)).sort()).toEqual(['t-1.journal', 't-1.json', 't-2.journal', 't-2.json']);
    expect((await stat(path.join(tables, 't-1.json'))).isFile()).toBe(true);
  });
});

async function play2(store: GameStore, gameId: string, from: number, to: number): Promise<void> {
  for (let n = from + 1; n <= to; n++) await store.saveTable(gameId, LOG.slice(0, n));
}
