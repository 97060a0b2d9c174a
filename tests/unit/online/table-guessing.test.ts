// Join codes cannot be guessed faster than the stated rate: every wrong code counts against its address (and
// all addresses together), however many connections were opened first or however many hellos one sends; an
// address that guessed too much is told nothing more for the minute, but a seat's token always brings its seat
// back; behind a reverse proxy (as the host says) each client is counted by the proxy's X-Forwarded-For.

import { afterEach, describe, expect, it } from 'vitest';
import type { HostedTable } from '../../../src/shared/api/online';
import { CodeGuesses } from '../../../src/main/online/code-guesses';
import { join, openHost, socketUrl, tableSetup, until, type OnlineHost } from './helpers';
import { hello, RawSocket, welcomed } from './raw-socket';

const closing: (() => Promise<unknown> | void)[] = [];
afterEach(async () => {
  for (const close of closing.splice(0).reverse()) await close();
});

const NO_TABLE = 'no table is open with this code';
const HELD_BACK = 'too many wrong join codes from your address: try again in a minute';
const HELD_BACK_ALL = 'too many wrong join codes were tried at this table server: try again in a minute';

function wrongCode(table: HostedTable): string {
  return table.code === 'ZZZZZ9' ? 'ZZZZZ8' : 'ZZZZZ9';
}

async function hostWithAnn(
  limits: Parameters<typeof openHost>[0],
): Promise<{ host: OnlineHost; table: HostedTable; token: string }> {
  const host = await openHost(limits);
  closing.push(() => host.backend.close());
  const table = await host.backend.client.openTable(tableSetup(2));
  const ann = await join(table);
  await ann.sit(1, 'Ann');
  const token = ann.seatToken()!;
  ann.disconnect();
  return { host, table, token };
}

describe('join code guesses', () => {
  it('count one by one, however many connections were opened first', async () => {
    const { table } = await hostWithAnn({ limits: { wrongCodesPerMinute: 3 } });
    // Ten connections opened before any of them guesses.
    const guessers: RawSocket[] = [];
    for (let n = 0; n < 10; n++) {
      const socket = await new RawSocket(socketUrl(table)).open();
      closing.push(() => socket.close());
      guessers.push(socket);
    }
    for (const socket of guessers) socket.send({ kind: 'hello', code: wrongCode(table) });
    await until(() => guessers.every((s) => s.closed !== null), 'every guess to be answered');
    const words = guessers.map((s) => s.refusal());
    // Three guesses were tried; the other seven were told nothing about their code.
    expect(words.filter((w) => w === NO_TABLE)).toHaveLength(3);
    expect(words.filter((w) => w === HELD_BACK)).toHaveLength(7);
  });

  it('count once for a connection that sends a burst of hellos: the rest are not read', async () => {
    const { table } = await hostWithAnn({ limits: { wrongCodesPerMinute: 3 } });
    const burst = await new RawSocket(socketUrl(table)).open();
    closing.push(() => burst.close());
    for (let n = 0; n < 20; n++)
      burst.send({ kind: 'hello', code: n === 19 ? table.code : wrongCode(table) });
    await until(() => burst.closed !== null, 'the burst to be dropped');
    expect(burst.errors()).toHaveLength(1);
    expect(burst.received.some((m) => m.kind === 'welcome')).toBe(false);
    // Two more guesses are still tried (the burst counted once).
    for (let n = 0; n < 2; n++) expect((await hello(table, wrongCode(table))).refusal()).toBe(NO_TABLE);
    expect((await hello(table, wrongCode(table))).refusal()).toBe(HELD_BACK);
  });

  it('hold back a right code too, but never a seat token: Ann comes back whatever her address guessed', async () => {
    const { table, token } = await hostWithAnn({ limits: { wrongCodesPerMinute: 3 } });
    for (let n = 0; n < 3; n++) expect((await hello(table, wrongCode(table))).refusal()).toBe(NO_TABLE);
    const newcomer = await hello(table, table.code);
    expect(newcomer.errors()[0]).toMatchObject({ error: { kind: 'busy', message: HELD_BACK } });
    await until(() => newcomer.closed !== null, 'the newcomer to be dropped');
    expect(newcomer.closed?.code).toBe(1013);

    const ann = await join(table, token);
    closing.push(() => ann.disconnect());
    expect(ann.state().seat).toBe(1);
    // A token with a wrong code (or a wrong token) says no more than a wrong code does, and counts.
    expect((await hello(table, wrongCode(table), token)).refusal()).toBe(HELD_BACK);
    expect((await hello(table, table.code, 'f'.repeat(32))).refusal()).toBe(HELD_BACK);
  });

  it('count all addresses together too', async () => {
    const { table, token } = await hostWithAnn({
      behindProxy: true,
      limits: { wrongCodesPerMinute: 100, wrongCodesPerMinuteAll: 4 },
    });
    const from = (n: number) => ({ headers: { 'X-Forwarded-For': `10.0.0.${n}` } });
    for (let n = 1; n <= 4; n++)
      expect((await hello(table, wrongCode(table), undefined, from(n))).refusal()).toBe(NO_TABLE);
    expect((await hello(table, wrongCode(table), undefined, from(5))).refusal()).toBe(HELD_BACK_ALL);
    expect((await hello(table, table.code, undefined, from(6))).refusal()).toBe(HELD_BACK_ALL);
    const ann = await hello(table, table.code, token, from(7));
    closing.push(() => ann.close());
    expect(welcomed(ann)).toBe(true);
  });
});

describe('the count of wrong codes', () => {
  it('remembers at most 10,000 addresses, forgetting those whose minute is over first', () => {
    let t = 0;
    const guesses = new CodeGuesses({ wrongCodesPerMinute: 10, wrongCodesPerMinuteAll: 1e9 }, () => t);
    for (let n = 0; n < 20_000; n++) guesses.record(`10.${n >> 16}.${(n >> 8) & 255}.${n & 255}`);
    expect(guesses.size).toBe(10_000);
    // Beyond it, all addresses together still count.
    expect(guesses.heldBack('10.0.0.1')).toBeNull();
    t = 60_000;
    guesses.record('192.168.1.1');
    expect(guesses.size).toBe(1);
    for (let n = 0; n < 10; n++) guesses.record('192.168.1.2');
    expect(guesses.heldBack('192.168.1.2')).toBe(HELD_BACK);
    expect(guesses.heldBack('192.168.1.1')).toBeNull();
  });
});

describe('behind a reverse proxy', () => {
  it("counts each client by the proxy's address for it, only where the host says it is behind one", async () => {
    const typos = { 'X-Forwarded-For': '10.0.0.1' };
    // The last address is the one the proxy added; what a client wrote before it counts for nothing.
    const other = { 'X-Forwarded-For': '10.0.0.1, 10.0.0.2' };

    const proxied = await hostWithAnn({ behindProxy: true, limits: { wrongCodesPerMinute: 2 } });
    for (let n = 0; n < 2; n++) {
      const guess = await hello(proxied.table, wrongCode(proxied.table), undefined, { headers: typos });
      expect(guess.refusal()).toBe(NO_TABLE);
    }
    const sameAddress = await hello(proxied.table, proxied.table.code, undefined, { headers: typos });
    expect(sameAddress.refusal()).toBe(HELD_BACK);
    const next = await hello(proxied.table, proxied.table.code, undefined, { headers: other });
    closing.push(() => next.close());
    expect(welcomed(next)).toBe(true);

    // Not behind a proxy: the header is anyone's to write, and 127.0.0.1 is the address.
    const plain = await hostWithAnn({ limits: { wrongCodesPerMinute: 2 } });
    for (let n = 0; n < 2; n++) {
      const guess = await hello(plain.table, wrongCode(plain.table), undefined, { headers: typos });
      expect(guess.refusal()).toBe(NO_TABLE);
    }
    const elsewhere = await hello(plain.table, plain.table.code, undefined, { headers: other });
    expect(elsewhere.refusal()).toBe(HELD_BACK);
  });
});
