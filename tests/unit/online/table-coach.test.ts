// The coach for joiners: refused unless the host allows it; where it does, a seated joiner gets the grades of
// its own decisions, a hint for its own turn and the why of its own decisions — the host's numbers — and nothing
// of another seat's. A browser joiner asks over the table's socket; another app asks through its backend.

import { describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { decisionsOf } from '../../../src/shared/coach';
import type { OnlineAction } from '../../../src/shared/api/online';
import type { Hint } from '../../../src/shared/api/contract';
import type { SocketLike, TableClient } from '../../../src/shared/online/table-client';
import { humanMove, openTestBackend, tempDataDir } from '../backend/helpers';
import { join, openHost, stateOfEvents, tableSetup, until, type OnlineHost } from './helpers';

/** The hint's best option as a move the joiner sends. */
function bestMove(hint: Hint): OnlineAction {
  const action = hint.actions[0]!;
  return action.type === 'roll'
    ? { type: 'roll', keep: [...action.keep] }
    : { type: 'score', box: action.box };
}

async function eventsOf(host: OnlineHost, gameId: string) {
  await host.backend.games.settled();
  return (await host.backend.games.get(gameId)).events;
}

async function seen(client: TableClient, host: OnlineHost, gameId: string): Promise<void> {
  const length = (await eventsOf(host, gameId)).length;
  await until(() => client.state().events.length === length, 'the joiner to see the log');
}

describe("a joiner's coach", () => {
  it('is refused where the host has not allowed it, and to anyone without a seat', async () => {
    const host = await openHost();
    let table = await host.backend.client.openTable(tableSetup(1));
    const ann = await join(table);
    await ann.sit(1, 'Ann');
    const watcher = await join(table);
    // Before the game: no coach, and the reason is the table's.
    await expect(ann.grades()).rejects.toMatchObject({
      kind: 'forbidden',
      message: expect.stringMatching(/not allowed the coach/) as unknown,
    });
    table = await host.backend.client.startTable(table.tableId);
    await host.backend.client.act(table.game!.gameId, { type: 'roll' });
    for (const ask of [() => ann.grades(), () => ann.hint(), () => ann.why(1)]) {
      await expect(ask()).rejects.toMatchObject({
        kind: 'forbidden',
        message: 'the host has not allowed the coach at this table',
      });
    }
    await expect(watcher.grades()).rejects.toMatchObject({ kind: 'forbidden', message: 'take a seat first' });
    await host.backend.close();
  });

  it("where allowed: the joiner's own grades, hints and whys, the host's numbers, never another seat's", async () => {
    const host = await openHost();
    let table = await host.backend.client.openTable({ ...tableSetup(2), coachAllowed: true });
    expect(table.coachAllowed).toBe(true);
    const ann = await join(table);
    await ann.sit(1, 'Ann');
    const ben = await join(table);
    await ben.sit(2, 'Ben');
    const watcher = await join(table);
    await expect(watcher.hint()).rejects.toMatchObject({ kind: 'forbidden', message: 'take a seat first' });
    await expect(ann.hint()).rejects.toMatchObject({ kind: 'conflict', message: 'the game has not started' });
    table = await host.backend.client.startTable(table.tableId);
    const gameId = table.game!.gameId;
    await until(() => ann.state().table?.coachAllowed === true, 'the table view');

    // Two rounds: the host plays its seat, Ann and Ben theirs by the hint's best option.
    for (let turn = 0; turn < 6; turn++) {
      for (;;) {
        const state = stateOfEvents(await eventsOf(host, gameId));
        if (state.turn.seat !== turn % 3) break;
        if (state.turn.seat === 0) {
          await host.backend.client.act(gameId, humanMove(state));
          continue;
        }
        const [me, other] = state.turn.seat === 1 ? [ann, ben] : [ben, ann];
        await seen(me, host, gameId);
        if (state.turn.dice === null) {
          // No dice yet: nothing to hint at.
          await expect(me.hint()).rejects.toMatchObject({ kind: 'conflict' });
          await me.act({ type: 'roll' });
          continue;
        }
        // Another seat's turn is not the other joiner's to be hinted at.
        await expect(other.hint()).rejects.toMatchObject({
          kind: 'conflict',
          message: 'a hint is for your own turn',
        });
        const hint = await me.hint();
        expect(hint).toEqual(await host.backend.client.coachHint(gameId));
        expect(hint.seat).toBe(state.turn.seat);
        await me.act(bestMove(hint));
      }
    }

    const events = await eventsOf(host, gameId);
    const decisions = decisionsOf(events);
    const hostReport = await host.backend.client.coachGrades(gameId);
    for (const [seat, client] of [
      [1, ann],
      [2, ben],
    ] as const) {
      const own = decisions.filter((d) => d.seat === seat);
      expect(own.length).toBeGreaterThanOrEqual(2);
      const report = await client.grades();
      expect(report.gameId).toBe(gameId);
      expect(report.grades.map((g) => g.index)).toEqual(own.map((d) => d.index));
      expect(report.grades).toEqual(hostReport.grades.filter((g) => g.seat === seat));
      // Played by the hint's best option: every one of them graded best.
      expect(report.grades.every((g) => g.loss === 0)).toBe(true);
      const why = await client.why(own[0]!.index);
      expect(why).toEqual(await host.backend.client.coachWhy(gameId, own[0]!.index));
    }
    // The why of another seat's decision, or of no decision, is not the joiner's.
    const hosts = decisions.find((d) => d.seat === 0)!;
    await expect(ann.why(hosts.index)).rejects.toMatchObject({ kind: 'not-found' });
    await expect(ann.why(100_000)).rejects.toMatchObject({
      kind: 'not-found',
      message: 'there is no decision of yours at log index 100000',
    });
    await host.backend.close();
  });

  it('another app joins by address and code and asks the host its coach through its backend', async () => {
    const host = await openHost();
    const joiner = await openTestBackend(await tempDataDir(), {
      openSocket: (url) => new WebSocket(url) as unknown as SocketLike,
    });
    let table = await host.backend.client.openTable({ ...tableSetup(1), coachAllowed: true });
    const address = `${table.listening!.host}:${table.listening!.port}`;
    await expect(joiner.client.joinTable({ address: '127.0.0.1', code: table.code })).rejects.toMatchObject({
      kind: 'bad-input',
      message: expect.stringMatching(/add the port/) as unknown,
    });
    await expect(joiner.client.coachGradesAtTable()).rejects.toMatchObject({
      kind: 'conflict',
      message: 'this app has joined no table',
    });
    const joined = await joiner.client.joinTable({
      address: `http://${address}/`,
      code: table.code.toLowerCase(),
    });
    expect(joined).toMatchObject({ address, code: table.code, phase: 'joined' });
    await joiner.client.sitAtTable(1, 'Jo');
    table = await host.backend.client.startTable(table.tableId);
    const gameId = table.game!.gameId;
    await host.backend.client.act(gameId, { type: 'roll' });
    await host.backend.client.act(gameId, humanMove(stateOfEvents(await eventsOf(host, gameId))));
    const length = (await eventsOf(host, gameId)).length;
    await until(
      () => joiner.events.some((e) => e.type === 'joined-table' && e.view?.events.length === length),
      'the joiner to see the log',
    );
    await joiner.client.actAtTable({ type: 'roll' });
    const hint = await joiner.client.coachHintAtTable();
    expect(hint).toEqual(await host.backend.client.coachHint(gameId));
    await joiner.client.actAtTable(bestMove(hint));
    const own = decisionsOf(await eventsOf(host, gameId)).filter((d) => d.seat === 1);
    const report = await joiner.client.coachGradesAtTable();
    expect(report.grades.map((g) => g.index)).toEqual(own.map((d) => d.index));
    expect(await joiner.client.coachWhyAtTable(own[0]!.index)).toEqual(
      await host.backend.client.coachWhy(gameId, own[0]!.index),
    );
    await joiner.close();
    await host.backend.close();
  });
});
