// Real dice at an online table (table-dice.ts): who types each roll. A joiner's typed dice are refused in words
// at a table whose host's app rolls (a hostile joiner must not choose a face) and at a table whose host types
// every seat's dice; refused moves change nothing. Where players type their own, a joiner types and retypes
// their seat's rolls and the host sees them; the host types the bots' dice, never a joiner's. Where the host
// types, the host types a joiner's dice (and nothing else of theirs), the joiner holds and scores. The table's
// dice choice is in every view and outlives a restart of the host.

import { afterEach, describe, expect, it } from 'vitest';
import { openTableSchema, type HostedTable, type OnlineAction } from '../../../src/shared/api/online';
import { realDiceWait, type GameEvent } from '../../../src/shared/game';
import type { TableClient } from '../../../src/shared/online/table-client';
import { tempDataDir } from '../backend/helpers';
import { join, openHost, stateOfEvents, tableSetup, until, type OnlineHost } from './helpers';

const closing: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const close of closing.splice(0).reverse()) await close();
});

interface Seated {
  readonly host: OnlineHost;
  readonly table: HostedTable;
  readonly ann: TableClient;
  readonly gameId: string;
  readonly log: () => Promise<readonly GameEvent[]>;
}

/** A started table: the host in seat 0, Ann joined in seat 1, then `bots`; the host's first turn passed. */
async function seated(
  realDice: { mode: 'sheet' | 'coached'; playersType?: boolean } | null,
  bots: readonly 'easy'[] = [],
  dataDir?: string,
  coachAllowed = false,
): Promise<Seated> {
  const host = await openHost(dataDir === undefined ? {} : { dataDir });
  closing.push(() => host.backend.close());
  const opened = await host.backend.client.openTable({ ...tableSetup(1, bots), realDice, coachAllowed });
  const ann = await join(opened);
  closing.push(async () => ann.disconnect());
  await ann.sit(1, 'Ann');
  const table = await host.backend.client.startTable(opened.tableId);
  const gameId = table.game!.gameId;
  const log = async (): Promise<readonly GameEvent[]> => (await host.backend.games.get(gameId)).events;
  // The host's turn: typed dice at a real table, the app's otherwise; then the lowest box.
  await host.backend.client.act(
    gameId,
    realDice ? { type: 'roll', dice: [1, 2, 3, 4, 6] } : { type: 'roll' },
  );
  await host.backend.client.act(gameId, { type: 'score', box: 'choice' });
  const length = (await log()).length;
  await until(() => ann.state().events.length === length, 'Ann to see the host’s turn');
  return { host, table, ann, gameId, log };
}

/** Ann has seen the host's whole log (her moves are sent for the log she saw). */
async function caughtUp(s: Seated): Promise<void> {
  const length = (await s.log()).length;
  await until(() => s.ann.state().events.length === length, 'Ann to see the log');
}

/** Ann's move is refused with these words, and the host's log is as it was. */
async function refused(s: Seated, action: OnlineAction, words: RegExp): Promise<void> {
  const before = await s.log();
  await expect(s.ann.act(action)).rejects.toMatchObject({
    kind: 'forbidden',
    message: expect.stringMatching(words),
  });
  expect(await s.log()).toEqual(before);
}

describe('an online table whose host’s app rolls the dice', () => {
  it('refuses a joiner’s typed dice, final dice and retype in words, and changes nothing', async () => {
    const s = await seated(null);
    expect(s.table.realDice).toBeNull();
    await refused(
      s,
      { type: 'roll', dice: [6, 6, 6, 6, 6] },
      /app rolls the dice at this table: dice cannot be typed/,
    );
    await refused(s, { type: 'roll', final: true }, /dice cannot be typed/);
    await refused(s, { type: 'retype' }, /nothing to retype/);
    // Her plain roll is the app's dice, as ever.
    await s.ann.act({ type: 'roll' });
    const rolled = (await s.log()).at(-1);
    expect(rolled).toMatchObject({ type: 'rolled', seat: 1 });
    // A kept die and typed dice for the rest: refused too, the roll as the app made it.
    await refused(s, { type: 'roll', keep: [0], dice: [6, 6, 6, 6] }, /dice cannot be typed/);
  });
});

describe('an online table with real dice, players typing their own', () => {
  it('takes Ann’s typed roll and retype from her phone, and the host sees them', async () => {
    const s = await seated({ mode: 'coached' }, ['easy']);
    await caughtUp(s);
    expect(s.table.realDice).toEqual({ mode: 'coached', playersType: true });
    expect(s.ann.state().table?.realDice).toEqual({ mode: 'coached', playersType: true });
    // Her roll must carry her dice: the engine says how many.
    await expect(s.ann.act({ type: 'roll' })).rejects.toThrow(/type the 5 dice seat 1 \(Ann\) rolled/);
    await s.ann.act({ type: 'roll', dice: [6, 6, 2, 3, 6] });
    expect((await s.log()).at(-1)).toMatchObject({ type: 'rolled', seat: 1, dice: [6, 6, 2, 3, 6] });
    // A mistyped roll is taken back and typed again.
    await s.ann.act({ type: 'retype' });
    expect((await s.log()).at(-1)).toMatchObject({ type: 'undone', seat: 1, retype: true });
    await s.ann.act({ type: 'roll', dice: [6, 6, 2, 3, 5] });
    await s.ann.act({ type: 'roll', keep: [0, 1], dice: [6, 1, 6] });
    expect(stateOfEvents(await s.log()).turn.dice).toEqual([6, 6, 6, 1, 6]);
    // The host does not type for her, nor decide for her.
    await expect(s.host.backend.client.act(s.gameId, { type: 'roll', seat: 1, dice: [6] })).rejects.toThrow(
      /Ann types their own dice on their phone/,
    );
    await expect(s.host.backend.client.act(s.gameId, { type: 'score', box: 'choice' })).rejects.toThrow(
      /Ann plays from their own device/,
    );
    // An impossible roll is refused in words, the log as it was.
    const before = await s.log();
    await expect(s.ann.act({ type: 'roll', keep: [0, 1, 2, 4], dice: [7] })).rejects.toThrow(/1 to 6, not 7/);
    expect(await s.log()).toEqual(before);
    await s.ann.act({ type: 'score', box: 'sixes' });

    // The bot's turn: the host types its dice (it decides the rest: its keep comes next); Ann may not.
    await caughtUp(s);
    expect(realDiceWait(stateOfEvents(await s.log()))).toMatchObject({ kind: 'dice', seat: 2, bot: true });
    await expect(s.ann.act({ type: 'roll', dice: [1, 1, 1, 1, 1] })).rejects.toThrow(/turn/);
    await s.host.backend.client.act(s.gameId, { type: 'roll', seat: 2, dice: [5, 5, 5, 5, 2] });
    await s.host.backend.games.settled();
    const log = await s.log();
    expect(log.find((e) => e.type === 'rolled' && e.seat === 2)).toMatchObject({ dice: [5, 5, 5, 5, 2] });
    expect(log.at(-1)).toMatchObject({ type: 'kept', seat: 2 });
  });

  it('lends Ann the coach where the host allows it: a hint on her typed dice, her keep typed graded best', async () => {
    const s = await seated({ mode: 'coached' }, [], undefined, true);
    await s.ann.act({ type: 'roll', dice: [6, 6, 2, 3, 6] });
    const hint = await s.ann.hint();
    expect(hint.seat).toBe(1);
    expect(hint).toEqual(await s.host.backend.client.coachHint(s.gameId));
    const best = hint.actions[0]!;
    if (best.type !== 'roll')
      throw new Error(`the best play of 6-6-2-3-6 with two rolls left is a keep, not ${best.type}`);
    await s.ann.act({
      type: 'roll',
      keep: [...best.keep],
      dice: Array<number>(5 - best.keep.length).fill(1),
    });
    await s.host.backend.games.settled();
    const report = await s.ann.grades();
    expect(report.grades).toHaveLength(1);
    expect(report.grades[0]).toMatchObject({ seat: 1, loss: 0 });
  });

  it('opens by default with players typing, and keeps the choice over a restart of the host', async () => {
    expect(openTableSchema.parse({ ...tableSetup(1), realDice: { mode: 'sheet' } }).realDice).toEqual({
      mode: 'sheet',
      playersType: true,
    });
    expect(openTableSchema.parse(tableSetup(1)).realDice).toBeNull();
    const dir = await tempDataDir();
    const s = await seated({ mode: 'sheet', playersType: false }, [], dir);
    expect((await s.log())[0]).toMatchObject({ type: 'created', realDice: { mode: 'sheet' }, seed: null });
    await s.host.backend.close();
    closing.splice(0);
    s.ann.disconnect();
    const host = await openHost({ dataDir: dir });
    closing.push(() => host.backend.close());
    const [closed] = await host.backend.client.hostedTables();
    expect(closed).toMatchObject({ status: 'closed', realDice: { mode: 'sheet', playersType: false } });
    const reopened = await host.backend.client.reopenTable(s.table.tableId);
    expect(reopened.realDice).toEqual({ mode: 'sheet', playersType: false });
  });
});

describe('an online table with real dice, the host typing every seat’s', () => {
  it('refuses Ann’s dice and rolls in words; the host types hers and only hers', async () => {
    const s = await seated({ mode: 'coached', playersType: false });
    await refused(s, { type: 'roll', dice: [6, 6, 6, 6, 6] }, /the host types the dice at this table/);
    await refused(s, { type: 'roll' }, /hold the dice you keep, roll the others on the table/);
    await refused(s, { type: 'retype' }, /the host types the dice/);
    // The host types her roll (her seat named), and retypes a mistake.
    await s.host.backend.client.act(s.gameId, { type: 'roll', seat: 1, dice: [4, 4, 1, 2, 3] });
    await s.host.backend.client.act(s.gameId, { type: 'retype', seat: 1 });
    await s.host.backend.client.act(s.gameId, { type: 'roll', seat: 1, dice: [4, 4, 1, 2, 4] });
    await caughtUp(s);
    // She holds; the host types the others and may not change her keep.
    await s.ann.act({ type: 'keep', positions: [0, 1, 4] });
    await expect(
      s.host.backend.client.act(s.gameId, { type: 'roll', seat: 1, keep: [0], dice: [4, 4, 4, 4] }),
    ).rejects.toThrow(/which dice to keep is Ann’s decision/);
    await s.host.backend.client.act(s.gameId, { type: 'roll', seat: 1, keep: [4, 0, 1], dice: [4, 2] });
    expect(stateOfEvents(await s.log()).turn.dice).toEqual([4, 4, 4, 2, 4]);
    // Her box is hers.
    await expect(
      s.host.backend.client.act(s.gameId, { type: 'score', seat: 1, box: 'fours' }),
    ).rejects.toThrow(/Ann plays from their own device/);
    await caughtUp(s);
    await s.ann.act({ type: 'score', box: 'fours' });
    expect((await s.log()).at(-1)).toMatchObject({ type: 'scored', seat: 1, box: 'fours' });
  });
});
