// A table whose game the host ends (abandons) goes with it: its joiners are told why and dropped, and the host
// hears the table closed and finds it gone from the list.

import { afterEach, expect, it } from 'vitest';
import { join, openHost, until, type OnlineHost } from './helpers';

const hosts: OnlineHost[] = [];

afterEach(async () => {
  for (const host of hosts.splice(0)) await host.backend.close();
});

it('closes the table of a game the host ended, telling its joiners why', async () => {
  const h = await openHost();
  hosts.push(h);
  const api = h.backend.client;
  const opened = await api.openTable({
    rules: { variant: 'classic' },
    seats: [{ kind: 'host', name: 'Host' }, { kind: 'open' }],
  });
  const ann = await join(opened);
  await ann.sit(1, 'Ann');
  const started = await api.startTable(opened.tableId);
  await api.abandonGame(started.game!.gameId);
  await until(() => ann.state().ended !== null, 'the joiner to be dropped');
  expect(ann.state().ended).toBe('the host ended the game');
  expect(await api.hostedTables()).toEqual([]);
  const last = h.backend.events.filter((e) => e.type === 'table-changed').at(-1);
  expect(last?.type === 'table-changed' && last.table.status).toBe('closed');
  ann.disconnect();
});
