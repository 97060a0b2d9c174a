// A joiner kept at the table while the host is away: Close the table then Open the table again (the port stays
// open for another table, so the host answers "no table is open with this code"), or a table not reopened yet
// after a restart. A joiner who was at the table keeps trying, waiting longer each time (at most 30 s), and is
// back in its seat by its token when the table opens again — in a browser (Rejoiner) and in another app
// (its backend). A wrong code typed, or a seat given away, is refused and not tried again.

import { afterEach, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import type { SocketLike } from '../../../src/shared/online/table-client';
import { TableClient } from '../../../src/shared/online/table-client';
import { Rejoiner, TABLE_CLOSED_AFTER_GAME, type RejoinStatus } from '../../../src/shared/online/rejoin';
import type { Timers } from '../../../src/shared/online/timers';
import { openTestBackend, tempDataDir } from '../backend/helpers';
import { join, openHost, openWs, socketUrl, tableSetup, until } from './helpers';

const closing: (() => Promise<void> | void)[] = [];
afterEach(async () => {
  for (const close of closing.splice(0).reverse()) await close();
});

/** Timers that note each wait asked for and let it pass at once. */
function quickTimers(): Timers & { readonly waits: number[] } {
  const waits: number[] = [];
  return {
    waits,
    setTimeout: (callback, ms) => {
      waits.push(ms);
      return setTimeout(callback, 2);
    },
    clearTimeout: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
  };
}

describe('a joiner while the host is away', () => {
  it('keeps trying, waiting longer each time up to 30 s, and is back in its seat when the table opens again', async () => {
    const host = await openHost();
    closing.push(() => host.backend.close());
    // Another table keeps the port open, as on a host with several.
    const other = await host.backend.client.openTable(tableSetup(1));
    let table = await host.backend.client.openTable(tableSetup(1));
    expect(table.listening).toEqual(other.listening);
    const ann = await join(table);
    const token = await ann.sit(1, 'Ann');
    table = await host.backend.client.startTable(table.tableId);
    ann.disconnect();

    // Ann's page, opened again with the seat's token it kept.
    const client = new TableClient(openWs, socketUrl(table), table.code, token);
    const timers = quickTimers();
    const statuses: RejoinStatus[] = [];
    const rejoiner = new Rejoiner(client, { timers, onStatus: (s) => statuses.push(s) });
    closing.push(() => {
      rejoiner.stop();
      client.disconnect();
    });
    rejoiner.start();
    await until(() => rejoiner.status().phase === 'joined', 'Ann back at the table');
    expect(client.state().seat).toBe(1);

    await host.backend.client.closeTable(table.tableId);
    await until(() => rejoiner.status().failures >= 8, 'eight tries while the table is closed');
    expect(rejoiner.status()).toMatchObject({
      phase: 'host-away',
      problem: 'no table is open with this code',
    });
    expect(statuses.some((s) => s.phase === 'refused')).toBe(false);
    expect(timers.waits.slice(0, 8)).toEqual([500, 1_000, 2_000, 4_000, 8_000, 16_000, 30_000, 30_000]);
    expect(Math.max(...timers.waits)).toBe(30_000);

    await host.backend.client.reopenTable(table.tableId);
    await until(() => rejoiner.status().phase === 'joined', 'Ann back when the table opens again');
    expect(client.state().seat).toBe(1);
    const [, hosted] = await host.backend.client.hostedTables();
    expect(hosted?.seats[1]).toMatchObject({ name: 'Ann', connected: true });
    // The waits start again from the shortest after a drop.
    const before = timers.waits.length;
    await host.backend.client.closeTable(table.tableId);
    await until(() => timers.waits.length > before, 'a try after the second close');
    expect(timers.waits[before]).toBe(500);
  });

  it('tries again at once when asked (Try now)', async () => {
    const host = await openHost();
    closing.push(() => host.backend.close());
    await host.backend.client.openTable(tableSetup(1));
    let table = await host.backend.client.openTable(tableSetup(1));
    const ann = await join(table);
    const token = await ann.sit(1, 'Ann');
    table = await host.backend.client.startTable(table.tableId);
    ann.disconnect();
    await host.backend.client.closeTable(table.tableId);

    // Waits that never end by themselves: only Try now tries again.
    const stuck: Timers = { setTimeout: () => null, clearTimeout: () => {} };
    const client = new TableClient(openWs, socketUrl(table), table.code, token);
    const rejoiner = new Rejoiner(client, { timers: stuck, onStatus: () => {} });
    closing.push(() => {
      rejoiner.stop();
      client.disconnect();
    });
    rejoiner.start();
    await until(() => rejoiner.status().phase === 'host-away', 'the host away');
    expect(rejoiner.status().waitMs).toBe(500);
    rejoiner.tryNow();
    await until(() => rejoiner.status().failures === 2, 'a second try at once');
    await host.backend.client.reopenTable(table.tableId);
    rejoiner.tryNow();
    await until(() => rejoiner.status().phase === 'joined', 'back by Try now');
    expect(client.state().seat).toBe(1);
  });

  it('refuses a wrong code at once, and forgets a seat that was given away', async () => {
    const host = await openHost();
    closing.push(() => host.backend.close());
    const table = await host.backend.client.openTable(tableSetup(1));
    const timers = quickTimers();

    const stranger = new TableClient(openWs, socketUrl(table), table.code === 'ZZZZZ2' ? 'ZZZZZ3' : 'ZZZZZ2');
    const refused = new Rejoiner(stranger, { timers, onStatus: () => {} });
    closing.push(() => refused.stop());
    refused.start();
    await until(() => refused.status().phase === 'refused', 'the wrong code refused');
    expect(refused.status().problem).toBe('no table is open with this code');

    const ann = await join(table);
    const token = await ann.sit(1, 'Ann');
    ann.disconnect();
    await host.backend.client.setTableSeat(table.tableId, 1, { kind: 'bot', name: 'Bot', level: 'easy' });
    let forgotten = false;
    const client = new TableClient(openWs, socketUrl(table), table.code, token);
    const gone = new Rejoiner(client, {
      timers,
      onStatus: () => {},
      onSeatGone: () => (forgotten = true),
    });
    closing.push(() => gone.stop());
    gone.start();
    await until(() => gone.status().phase === 'refused', 'the token refused');
    expect(forgotten).toBe(true);
    expect(timers.waits).toEqual([]);
  });
});

describe('a joiner at a finished game', () => {
  it('stops trying once the table has closed: the game is over, nothing to wait for', async () => {
    const host = await openHost();
    closing.push(() => host.backend.close());
    // Another table keeps the port open: the host answers that no table is open with the code.
    await host.backend.client.openTable(tableSetup(1));
    const opened = await host.backend.client.openTable({
      rules: { variant: 'classic' },
      seats: [{ kind: 'open' }, { kind: 'bot', name: 'Easy bot', level: 'easy' }],
    });
    const client = new TableClient(openWs, socketUrl(opened), opened.code);
    const timers = quickTimers();
    const statuses: RejoinStatus[] = [];
    const rejoiner = new Rejoiner(client, { timers, onStatus: (s) => statuses.push(s) });
    closing.push(() => {
      rejoiner.stop();
      client.disconnect();
    });
    rejoiner.start();
    await until(() => rejoiner.status().phase === 'joined', 'Ann at the table');
    await client.sit(0, 'Ann');
    await host.backend.client.startTable(opened.tableId);
    await host.backend.client.tableStandIn(opened.tableId, 0, 'easy');
    await until(() => client.state().table?.status === 'finished', 'the game to end', 30_000);

    await host.backend.client.closeTable(opened.tableId);
    await until(() => rejoiner.status().phase === 'refused', 'the tries to stop');
    expect(rejoiner.status().problem).toBe(TABLE_CLOSED_AFTER_GAME);
    expect(statuses.some((s) => s.phase === 'host-away')).toBe(false);
    expect(timers.waits).toEqual([500]);
  });
});

describe('another app joined while the host is away', () => {
  it('keeps trying and comes back to its seat when the host opens the table again', async () => {
    const host = await openHost();
    closing.push(() => host.backend.close());
    const joiner = await openTestBackend(await tempDataDir(), {
      openSocket: (url) => new WebSocket(url) as unknown as SocketLike,
    });
    closing.push(() => joiner.close());
    // Another table keeps the port open.
    await host.backend.client.openTable(tableSetup(1));
    let table = await host.backend.client.openTable(tableSetup(1));
    await joiner.client.joinTable({ link: table.link! });
    await joiner.client.sitAtTable(1, 'Jo');
    table = await host.backend.client.startTable(table.tableId);

    await host.backend.client.closeTable(table.tableId);
    await until(() => lastView(joiner)?.phase === 'host-away', 'the joiner to see the host away');
    expect(lastView(joiner)?.problem).toBe('no table is open with this code');
    await host.backend.client.reopenTable(table.tableId);
    await until(() => lastView(joiner)?.phase === 'joined', 'the joiner back', 5_000);
    expect(lastView(joiner)?.seat).toBe(1);
    expect((await host.backend.client.hostedTables())[1]?.seats[1]).toMatchObject({ connected: true });
  });
});

function lastView(backend: {
  events: readonly {
    type: string;
    view?: { phase: string; problem: string | null; seat: number | null } | null;
  }[];
}) {
  return backend.events.findLast((e) => e.type === 'joined-table')?.view ?? null;
}
