// Who is connected, as everyone at a table sees it: a joiner who drops shows as away to the others, and one who
// comes back by the seat's token shows as connected again, to the other joiners as to the host (was: only the
// host's view said so; the others' dots stayed "connection lost" until something else changed at the table).

import { afterEach, describe, expect, it } from 'vitest';
import type { TableClient } from '../../../src/shared/online/table-client';
import { join, openHost, tableSetup, until } from './helpers';
import { hello, type RawSocket } from './raw-socket';

const closing: (() => Promise<void> | void)[] = [];
afterEach(async () => {
  for (const close of closing.splice(0).reverse()) await close();
});

describe("a table's presence", () => {
  it('says to everyone when a seat holder comes back by its token, and only when that changes', async () => {
    const host = await openHost();
    closing.push(() => host.backend.close());
    let table = await host.backend.client.openTable(tableSetup(2));
    const ann = await join(table);
    closing.push(() => ann.disconnect());
    await ann.sit(1, 'Ann');
    const ben: TableClient = await join(table);
    const token = await ben.sit(2, 'Ben');
    table = await host.backend.client.startTable(table.tableId);
    const watcher: RawSocket = await hello(table, table.code);
    closing.push(() => watcher.close());

    ben.disconnect();
    await until(() => ann.state().table?.seats[2]?.connected === false, 'Ann to see Ben away');
    const back = await join(table, token);
    closing.push(() => back.disconnect());
    await until(() => ann.state().table?.seats[2]?.connected === true, 'Ann to see Ben back');
    const [hosted] = await host.backend.client.hostedTables();
    expect(hosted?.seats[2]?.connected).toBe(true);

    // A second device of a seat already there changes nothing anyone sees: no message about it.
    await until(
      () => watcher.received.some((m) => m.kind === 'table' && m.table.seats[2]?.connected),
      'the watcher',
    );
    const before = watcher.received.length;
    const phone = await join(table, token);
    closing.push(() => phone.disconnect());
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(watcher.received.slice(before).filter((m) => m.kind === 'table')).toEqual([]);
  });
});
