// What joiners send reaches the host's log only quoted (control and direction characters escaped, cut short),
// so that no line can be forged or the terminal coloured; and a client refused again and again is summed up,
// so that it cannot grow the log faster than a few lines per window.

import { afterEach, describe, expect, it } from 'vitest';
import { quoted, RefusalLog } from '../../../src/main/online/refusal-log';
import { openHost, socketUrl, tableSetup, until } from './helpers';
import { RawSocket } from './raw-socket';

const closing: (() => Promise<unknown> | void)[] = [];
afterEach(async () => {
  for (const close of closing.splice(0).reverse()) await close();
});

// Anything a terminal or a log reader would act on: C0 and C1 controls, line separators, direction overrides.
// eslint-disable-next-line no-control-regex -- control characters are what it looks for
const UNSAFE = /[\u0000-\u001f\u007f-\u009f\u2028\u2029\u202a-\u202e\u2066-\u2069]/;

describe('quoted', () => {
  it('escapes controls, terminal colours and direction marks, and cuts long text saying how long it was', () => {
    expect(quoted('Ann')).toBe('"Ann"');
    const forged = '\u001b[32mtable ABC234 (lobby)\u001b[0m\r\nyacht host: table opened\u202e';
    const line = quoted(forged);
    expect(line).not.toMatch(UNSAFE);
    expect(line).toBe('"\\u001b[32mtable ABC234 (lobby)\\u001b[0m\\r\\nyacht host: table opened\\u202e"');
    expect(quoted('\u009b31m\u2028')).toBe('"\\u009b31m\\u2028"');
    const long = quoted('k'.repeat(5_000));
    expect(long).toBe(`"${'k'.repeat(160)}"… (5000 characters)`);
  });
});

describe('the refusal log', () => {
  it('writes the first lines of a connection in a window, then sums the rest up at its end', () => {
    const lines: string[] = [];
    let t = 0;
    const log = new RefusalLog(
      (line) => lines.push(line),
      {
        linesPerConnection: 5,
        linesPerWindow: 50,
        windowMs: 10_000,
      },
      () => t,
    );
    for (let n = 0; n < 158; n++) log.note('127.0.0.1:5555', `refused ${n}`);
    expect(lines).toEqual(['refused 0', 'refused 1', 'refused 2', 'refused 3', 'refused 4']);
    t = 10_000;
    log.note('127.0.0.1:5555', 'refused again');
    expect(lines.slice(5)).toEqual([
      '… and 153 more refusals from 127.0.0.1:5555 in the last 10 s',
      'refused again',
    ]);
  });

  it('writes so many lines in all per window, however many connections', () => {
    const lines: string[] = [];
    let t = 0;
    const log = new RefusalLog(
      (line) => lines.push(line),
      {
        linesPerConnection: 5,
        linesPerWindow: 50,
        windowMs: 10_000,
      },
      () => t,
    );
    for (let c = 0; c < 2_000; c++) for (let n = 0; n < 3; n++) log.note(`10.0.${c >> 8}.${c & 255}:1`, 'x');
    t = 10_000;
    log.flush();
    // 50 written, 10 connections named in the summary, one line for the others: 6,000 refusals in all.
    expect(lines).toHaveLength(61);
    const counted = lines
      .slice(50)
      .reduce((sum, line) => sum + Number(/^… and (\d+) more/.exec(line)?.[1] ?? NaN), 0);
    expect(50 + counted).toBe(6_000);
  });
});

describe("the host's log", () => {
  it('quotes what a client sent: an unknown key cannot forge a line or colour the terminal', async () => {
    const host = await openHost();
    closing.push(() => host.backend.close());
    const table = await host.backend.client.openTable(tableSetup(1));
    const forger = await new RawSocket(socketUrl(table)).open();
    closing.push(() => forger.close());
    const fake = `\u001b[32m\ntable ${table.code} (lobby): http://127.0.0.1:9/#/join/${table.code}\u001b[0m`;
    forger.send({ kind: 'hello', code: table.code });
    await until(() => forger.received.length === 1, 'the welcome');
    forger.send({ kind: 'ping', id: 1, [fake]: 1 });
    forger.send({ kind: 'ping', id: 2, ['k'.repeat(3_000)]: 1 });
    await until(() => forger.errors().length === 2, 'the refusals');
    const refused = host.log.filter((line) => line.includes('refused from'));
    expect(refused).toHaveLength(2);
    for (const line of refused) {
      expect(line).not.toMatch(UNSAFE);
      expect(line.length).toBeLessThan(300);
    }
    expect(refused[0]).toContain('\\u001b[32m\\ntable');
  });

  it('sums up a flood of refusals: a few lines, then how many more from where', async () => {
    const host = await openHost({
      limits: { messagesPerSecond: 1e9, burst: 1e9, refusalsBeforeDrop: 1e9, logWindowMs: 1_000 },
    });
    closing.push(() => host.backend.close());
    const table = await host.backend.client.openTable(tableSetup(1));
    const flood = await new RawSocket(socketUrl(table)).open();
    closing.push(() => flood.close());
    flood.send({ kind: 'hello', code: table.code });
    for (let n = 0; n < 1_000; n++) flood.send({ kind: 'shout', text: `${n}`.repeat(500) });
    await until(() => flood.errors().length === 1_000, 'every refusal');
    const port = (flood.ws as unknown as { _socket: { localPort: number } })._socket.localPort;
    // Every refusal told of: five lines a window (the flood takes one or two), the rest summed up.
    const written = (): number => host.log.filter((line) => line.includes('refused from')).length;
    const summed = (): number =>
      host.log.reduce((n, line) => n + Number(/^… and (\d+) more refusals from /.exec(line)?.[1] ?? 0), 0);
    await until(() => written() + summed() >= 1_000, 'every refusal told of');
    expect(written() + summed()).toBe(1_000);
    expect(written()).toBeLessThanOrEqual(10);
    expect(host.log.at(-1)).toMatch(
      new RegExp(`^… and \\d+ more refusals from 127\\.0\\.0\\.1:${port} in the last [\\d.]+ s$`),
    );
    expect(host.log.join('\n').length).toBeLessThan(3_000);
  });
});
