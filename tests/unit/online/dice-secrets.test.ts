// Nothing a table sends its joiners foretells the dice. A host rolling seeded dice (--dice-seed, tests only)
// names the seed in the game's created event; sent as it is, anyone could compute every roll to come. Here a
// seated joiner (every frame of its socket read raw) and a raw watcher follow a seeded host's whole game: no
// frame carries the seed, before the end or after it. Their log is the host's but for the created event's seed
// (null: dice nobody can foresee), it validates and ends as the host's, and the file a browser joiner saves from
// it opens in another app.

import WebSocket from 'ws';
import { describe, expect, it } from 'vitest';
import type { OnlineAction } from '../../../src/shared/api/online';
import { gameFileText, isOver, loadLog, replay, toGameLog, type GameEvent } from '../../../src/shared/game';
import { TableClient, type SocketLike } from '../../../src/shared/online/table-client';
import { joinersLog } from '../../../src/main/online/joiner-log';
import { humanMove, openTestBackend, tempDataDir } from '../backend/helpers';
import { openHost, socketUrl, tableSetup, until } from './helpers';

function online(move: ReturnType<typeof humanMove>): OnlineAction {
  if (move.type === 'roll') return move.keep ? { type: 'roll', keep: move.keep } : { type: 'roll' };
  if (move.type === 'keep') return { type: 'keep', positions: move.positions };
  if (move.type === 'score') return { type: 'score', box: move.box };
  throw new Error('an undo is not a move a joiner sends');
}

describe('a table of a host rolling seeded dice', () => {
  it("never sends its joiners the seed, and their log still validates and replays to the host's end", async () => {
    const host = await openHost();
    const table = await host.backend.client.openTable(tableSetup(1, ['easy']));
    const frames: string[] = [];
    // The seated joiner's socket: every frame it is sent, read as text before the client parses it.
    const tapped = (url: string): SocketLike => {
      const ws = new WebSocket(url);
      ws.on('message', (data: Buffer) => frames.push(data.toString()));
      return ws as unknown as SocketLike;
    };
    const ann = new TableClient(tapped, socketUrl(table), table.code);
    await ann.connect();
    await ann.sit(1, 'Ann');
    // A watcher speaking the protocol by hand: a hello, then only listening.
    const watcher = new WebSocket(socketUrl(table));
    const watched: string[] = [];
    watcher.on('message', (data: Buffer) => watched.push(data.toString()));
    await new Promise((resolve) => watcher.once('open', resolve));
    watcher.send(JSON.stringify({ kind: 'hello', code: table.code }));
    await until(() => watched.some((f) => f.includes('"welcome"')), 'the watcher to be welcomed');

    const started = await host.backend.client.startTable(table.tableId);
    const gameId = started.game!.gameId;
    const hostLog = async (): Promise<readonly GameEvent[]> => (await host.backend.games.get(gameId)).events;
    const created = (await hostLog())[0];
    // The host's dice are seeded (the test backend's --dice-seed): the secret to keep.
    const seed = created?.type === 'created' ? created.seed : null;
    expect(seed).toMatch(/^test\//);

    for (let n = 0; n < 2_000; n++) {
      await host.backend.games.settled();
      const events = await hostLog();
      const state = replay(events);
      if (isOver(state)) break;
      // Before the end: no frame so far names the seed.
      expect([...frames, ...watched].filter((f) => f.includes(String(seed)))).toEqual([]);
      const move = humanMove(state);
      if (state.turn.seat === 1) {
        await until(() => ann.state().events.length === events.length, 'Ann to see the log');
        await ann.act(online(move));
      } else await host.backend.client.act(gameId, move);
    }
    await until(() => ann.state().table?.status === 'finished', 'the table to finish');
    await until(() => watched.some((f) => f.includes('"finished"')), 'the watcher to see the end');

    const final = await hostLog();
    expect(replay(final).over).toBe(true);
    // After the end too: never the seed, in any frame either socket was sent.
    expect(frames.length).toBeGreaterThan(20);
    expect([...frames, ...watched].filter((f) => f.includes(String(seed)))).toEqual([]);
    // Ann's log: the host's, its created event without the seed; a valid game, at the host's end.
    const annLog = ann.state().events;
    expect(annLog).toEqual(joinersLog(final));
    expect(annLog[0]).toMatchObject({ type: 'created', seed: null });
    expect(annLog.slice(1)).toEqual(final.slice(1));
    const loaded = loadLog(toGameLog(annLog)).state;
    expect(loaded.over).toBe(true);
    expect(loaded.sheets).toEqual(replay(final).sheets);
    // Saved as a browser joiner saves it, the file opens in another app's history, the same log.
    const other = await openTestBackend(await tempDataDir());
    const imported = await other.client.importGame(gameFileText(annLog, { gameId }));
    expect((await other.client.getGame(imported.gameId)).events).toEqual(annLog);
    await other.close();
    watcher.close();
    ann.disconnect();
  }, 60_000);
});
