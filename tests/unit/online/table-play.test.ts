// Whole online games on 127.0.0.1: a host and five joiners play to the end and every joiner ends with the
// host's log; bots at the table; joiners dropped and back at random moments (well over a hundred times); the
// host quitting mid-game and opening the table again; a bot standing in for a joiner who stays away.

import { describe, expect, it } from 'vitest';
import type { Action } from '../../../src/shared/game';
import { isOver, loadLog, seededRandom, toGameLog } from '../../../src/shared/game';
import type { OnlineAction } from '../../../src/shared/api/online';
import { GameStore } from '../../../src/main/backend/game-store';
import { joinersLog } from '../../../src/main/online/joiner-log';
import type { TableClient } from '../../../src/shared/online/table-client';
import { humanMove, rerollingHuman, steppingClock, tempDataDir } from '../backend/helpers';
import { join, openHost, stateOfEvents, tableSetup, until, type OnlineHost } from './helpers';

function online(action: Action): OnlineAction {
  if (action.type === 'roll') return action.keep ? { type: 'roll', keep: action.keep } : { type: 'roll' };
  if (action.type === 'keep') return { type: 'keep', positions: action.positions };
  if (action.type === 'score') return { type: 'score', box: action.box };
  throw new Error('an undo is not a move a joiner sends');
}

/**
 * Plays the game to the end: the host's seats through its API, each joiner's through its own client once it has
 * seen the whole log so far. `between` runs before every move (to drop and bring back joiners).
 */
async function playOut(
  host: OnlineHost,
  gameId: string,
  seats: ReadonlyMap<number, () => TableClient>,
  between: () => Promise<void> = async () => {},
): Promise<number> {
  let moves = 0;
  for (let n = 0; n < 2_000; n++) {
    await host.backend.games.settled();
    const view = await host.backend.games.get(gameId);
    const state = stateOfEvents(view.events);
    if (isOver(state)) return moves;
    await between();
    const seat = state.turn.seat;
    const move = (n % 3 === 0 ? rerollingHuman : humanMove)(state);
    const client = seats.get(seat);
    if (client === undefined) {
      await host.backend.client.act(gameId, move);
    } else {
      const c = client();
      await until(() => c.state().events.length === view.events.length, `seat ${seat} to see the log`);
      await c.act(online(move));
    }
    moves++;
  }
  throw new Error('the game did not end');
}

async function expectFinishedEverywhere(
  host: OnlineHost,
  gameId: string,
  clients: readonly TableClient[],
): Promise<void> {
  await host.backend.games.settled();
  const final = await host.backend.games.get(gameId);
  expect(final.status).toBe('finished');
  for (const client of clients) {
    await until(() => client.state().table?.status === 'finished', 'the table to finish');
    // The host's log, but for the seed of its (test-seeded) dice, never sent to joiners.
    expect(client.state().events).toEqual(joinersLog(final.events));
  }
  // The saved log is a valid game (loadLog checks every event's legality).
  const store = new GameStore({ dataDir: host.dataDir, clock: steppingClock(), notify: () => {} });
  const saved = await store.readFinished(gameId);
  expect(saved).not.toBeNull();
  expect(loadLog(toGameLog(saved!.game.events)).state.over).toBe(true);
}

describe('an online table', () => {
  it('a host and five joiners play a whole game; every joiner ends with the host log', async () => {
    const host = await openHost();
    let table = await host.backend.client.openTable(tableSetup(5));
    expect(table.listening?.host).toBe('127.0.0.1');
    expect(table.link).toMatch(new RegExp(`^http://127\\.0\\.0\\.1:\\d+/#/join/${table.code}$`));
    const clients: TableClient[] = [];
    const tokens: string[] = [];
    for (let seat = 1; seat <= 5; seat++) {
      const client = await join(table);
      tokens.push(await client.sit(seat, `Player ${seat}`));
      clients.push(client);
    }
    // Everyone sees the same table, with no token in it.
    await until(() => clients.every((c) => c.state().table?.seats.every((s) => s.kind !== 'open')), 'seats');
    for (const client of clients) {
      const seen = JSON.stringify(client.state().table);
      for (const token of tokens) expect(seen).not.toContain(token);
    }
    table = await host.backend.client.startTable(table.tableId);
    const gameId = table.game!.gameId;
    expect(table.status).toBe('playing');

    // The host may not play a joiner's seat, nor a joiner another's.
    await host.backend.client.act(gameId, { type: 'roll' });
    await host.backend.client.act(
      gameId,
      humanMove(stateOfEvents((await host.backend.games.get(gameId)).events)),
    );
    await expect(host.backend.client.act(gameId, { type: 'roll' })).rejects.toMatchObject({
      kind: 'forbidden',
    });
    await until(() => clients[1]!.state().events.length === 3, 'the log');
    await expect(clients[1]!.act({ type: 'roll' })).rejects.toMatchObject({
      kind: 'conflict',
      message: expect.stringContaining("(Player 1)'s turn") as unknown,
    });

    const seats = new Map(clients.map((c, i) => [i + 1, () => c] as const));
    const moves = await playOut(host, gameId, seats);
    expect(moves).toBeGreaterThan(6 * 12);
    await expectFinishedEverywhere(host, gameId, clients);
    expect((await host.backend.client.finishedGames()).map((g) => g.gameId)).toContain(gameId);
    await host.backend.close();
  });

  it('plays with bots, and joiners dropped and back at random moments (over 100 times) lose nothing', async () => {
    const host = await openHost();
    let table = await host.backend.client.openTable(tableSetup(3, ['easy', 'medium']));
    const clients: TableClient[] = [];
    for (let seat = 1; seat <= 3; seat++) {
      const client = await join(table);
      await client.sit(seat, `Player ${seat}`);
      clients.push(client);
    }
    table = await host.backend.client.startTable(table.tableId);
    const gameId = table.game!.gameId;
    const random = seededRandom('reconnects');
    let reconnects = 0;
    const between = async (): Promise<void> => {
      for (let k = 0; k < 2; k++) {
        const i = random.nextUint32() % 3;
        const old = clients[i]!;
        const token = old.seatToken();
        old.disconnect();
        const back = await join(table, token);
        expect(back.state().seat).toBe(i + 1);
        clients[i] = back;
        reconnects++;
      }
    };
    const seats = new Map([1, 2, 3].map((seat) => [seat, () => clients[seat - 1]!] as const));
    await playOut(host, gameId, seats, between);
    expect(reconnects).toBeGreaterThanOrEqual(100);
    await expectFinishedEverywhere(host, gameId, clients);
    // The bots played their own turns.
    const final = stateOfEvents((await host.backend.games.get(gameId)).events);
    expect(final.seats.filter((s) => s.kind === 'bot')).toHaveLength(2);
    await host.backend.close();
  });

  it('survives the host quitting: the table opens again, joiners come back to their seats and finish', async () => {
    const dir = await tempDataDir();
    let host = await openHost({ dataDir: dir });
    let table = await host.backend.client.openTable(tableSetup(2));
    const a = await join(table);
    const tokenA = await a.sit(1, 'Ann');
    const b = await join(table);
    const tokenB = await b.sit(2, 'Ben');
    table = await host.backend.client.startTable(table.tableId);
    const gameId = table.game!.gameId;
    await host.backend.client.act(gameId, { type: 'roll' });
    await host.backend.client.act(
      gameId,
      humanMove(stateOfEvents((await host.backend.games.get(gameId)).events)),
    );
    await until(() => a.state().events.length === 3, 'the log');
    await a.act({ type: 'roll' });
    await host.backend.games.settled();
    const before = await host.backend.games.get(gameId);
    await host.backend.close();
    await until(() => !a.state().connected && !b.state().connected, 'the joiners to be dropped');

    host = await openHost({ dataDir: dir });
    const [closed] = await host.backend.client.hostedTables();
    expect(closed).toMatchObject({
      tableId: table.tableId,
      status: 'closed',
      listening: null,
      code: table.code,
    });
    expect(await host.backend.games.get(gameId)).toEqual(before);
    const reopened = await host.backend.client.reopenTable(table.tableId);
    expect(reopened.status).toBe('playing');
    // A stranger's token is refused; the kept ones bring Ann and Ben back to their seats.
    await expect(join(reopened, 'f'.repeat(32))).rejects.toMatchObject({ kind: 'forbidden' });
    const a2 = await join(reopened, tokenA);
    const b2 = await join(reopened, tokenB);
    expect([a2.state().seat, b2.state().seat]).toEqual([1, 2]);
    expect(a2.state().events).toEqual(joinersLog(before.events));
    await playOut(
      host,
      gameId,
      new Map([
        [1, () => a2],
        [2, () => b2],
      ]),
    );
    await expectFinishedEverywhere(host, gameId, [a2, b2]);
    expect(await host.backend.client.hostedTables()).toEqual([
      expect.objectContaining({ tableId: table.tableId, status: 'finished' }),
    ]);
    await host.backend.close();
  });

  it('lets a bot play for a joiner away longer than the host chose, and hands the seat back', async () => {
    const fastAway = {
      setTimeout: (callback: () => void, ms: number) => setTimeout(callback, ms >= 10_000 ? 30 : ms),
      clearTimeout: (handle: unknown) => clearTimeout(handle as ReturnType<typeof setTimeout>),
    };
    const host = await openHost({ timers: fastAway });
    let table = await host.backend.client.openTable({
      ...tableSetup(1),
      awayBot: { level: 'easy', afterSeconds: 30 },
    });
    const ann = await join(table);
    const token = await ann.sit(1, 'Ann');
    table = await host.backend.client.startTable(table.tableId);
    const gameId = table.game!.gameId;
    ann.disconnect();
    // The host plays; Ann's turns are played by the bot standing in.
    for (let turn = 0; turn < 3; turn++) {
      await until(
        () => stateOfEvents(host.backend.games.playing(gameId)!.events).turn.seat === 0,
        'the host turn',
      );
      const state = stateOfEvents(host.backend.games.playing(gameId)!.events);
      await host.backend.client.act(gameId, state.turn.dice === null ? { type: 'roll' } : humanMove(state));
      await host.backend.client.act(
        gameId,
        humanMove(stateOfEvents(host.backend.games.playing(gameId)!.events)),
      );
    }
    const hosted = (await host.backend.client.hostedTables())[0]!;
    expect(hosted.seats[1]).toMatchObject({ connected: false, standIn: 'easy' });
    // Ann comes back: the bot stands aside.
    const back = await join(table, token);
    await until(() => back.state().table?.seats[1]?.standIn === null, 'the bot to stand aside');
    expect(host.backend.games.standIns(gameId).size).toBe(0);
    await host.backend.close();
  });
});
