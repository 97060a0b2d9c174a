// A joiner's keeps at an online table: one that changes nothing is acknowledged with no event (the log and the
// `at` of the joiner's next move stay as they are), and a roll takes at most MAX_KEEP_CHANGES_PER_ROLL keep
// changes, the next refused in words, so a seated joiner cannot grow the game's log beyond what the rules allow.

import { describe, expect, it } from 'vitest';
import { MAX_KEEP_CHANGES_PER_ROLL } from '../../../src/shared/game';
import { join, openHost, tableSetup, until } from './helpers';

describe("a joiner's keeps", () => {
  it('one that changes nothing is acknowledged with no event; the next move follows on', async () => {
    const host = await openHost();
    let table = await host.backend.client.openTable({
      ...tableSetup(1),
      seats: [{ kind: 'open' }, { kind: 'host', name: 'Host' }],
    });
    const ann = await join(table);
    await ann.sit(0, 'Ann');
    table = await host.backend.client.startTable(table.tableId);
    const gameId = table.game!.gameId;
    await until(() => ann.state().events.length === 1, 'the game');
    await ann.act({ type: 'roll' });
    await ann.act({ type: 'keep', positions: [0, 2] });
    await until(() => ann.state().events.length === 3, 'the keep');

    await ann.act({ type: 'keep', positions: [0, 2] });
    await ann.act({ type: 'keep', positions: [0, 2] });
    expect((await host.backend.games.get(gameId)).events).toHaveLength(3);
    expect(ann.state().events).toHaveLength(3);
    // Sent with the same `at` as before the no-op: taken.
    await ann.act({ type: 'keep', positions: [0] });
    await until(() => ann.state().events.length === 4, 'the next keep');
    await host.backend.close();
  });

  it(`a roll takes ${MAX_KEEP_CHANGES_PER_ROLL} keep changes; the next is refused in words and changes nothing`, async () => {
    const host = await openHost();
    let table = await host.backend.client.openTable({
      ...tableSetup(1),
      seats: [{ kind: 'open' }, { kind: 'host', name: 'Host' }],
    });
    const ann = await join(table);
    await ann.sit(0, 'Ann');
    table = await host.backend.client.startTable(table.tableId);
    const gameId = table.game!.gameId;
    await until(() => ann.state().events.length === 1, 'the game');
    await ann.act({ type: 'roll' });
    for (let n = 0; n < MAX_KEEP_CHANGES_PER_ROLL; n++) {
      const seen = ann.state().events.length;
      await ann.act({ type: 'keep', positions: n % 2 === 0 ? [4] : [] });
      await until(() => ann.state().events.length === seen + 1, 'the keep');
    }
    const length = ann.state().events.length;
    await expect(ann.act({ type: 'keep', positions: [3] })).rejects.toMatchObject({
      kind: 'conflict',
      message: 'too many keep changes this roll (30 at most): roll, keeping the dice held now, or score',
    });
    expect((await host.backend.games.get(gameId)).events).toHaveLength(length);
    await ann.act({ type: 'roll', keep: [3] });
    await until(() => ann.state().events.length === length + 1, 'the roll');
    expect(ann.state().events.at(-1)).toMatchObject({ type: 'rolled', kept: [3] });
    await host.backend.close();
  });
});
