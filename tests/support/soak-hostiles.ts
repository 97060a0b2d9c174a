// The hostile joiners of the online soak (online-soak.ts), raw `ws` connections from addresses of their own
// (X-Forwarded-For), each bounded in what it sends and in how often it comes back, and each stopping when told:
// - never-readers: say hello, read the welcome, then never read again (the socket paused) while pinging every
//   beat, so that only the host's bound on what waits to be sent drops them; dropped, they come back;
// - lobby churners: sit and stand at a lobby as fast as the host allows, every change of seats a message to
//   everyone at the table (the never-readers too);
// - watcher churn: join a table in play (its whole log comes in the welcome) and leave, again and again;
// - flooders: say hello, then send everything the protocol refuses, as fast as the socket takes it, and once
//   dropped come back; some send one frame past the size limit;
// - code guessers: wrong codes, and wrong seat tokens with the right code, one connection each.

import WebSocket from 'ws';
import { JOIN_CODE_ALPHABET, JOIN_CODE_LENGTH } from '../../src/shared/api/online';
import { rawSocketOf } from './soak-players';

export interface HostileTarget {
  readonly url: string;
  readonly stopped: () => boolean;
}

/** What the hostile joiners did and were told. */
export interface HostileStats {
  connections: number;
  /** Hellos welcomed; and refused, by the host's words. */
  welcomed: number;
  readonly refused: Map<string, number>;
  /** Closes by code (1008 broke the protocol, 1009 too big, 1013 come back later, 1006 cut). */
  readonly closes: Map<number, number>;
  /** Connections welcomed and then dropped by the host (not closed by the soak). */
  dropped: number;
  messagesSent: number;
  messagesReceived: number;
}

export function hostileStats(): HostileStats {
  return {
    connections: 0,
    welcomed: 0,
    refused: new Map(),
    closes: new Map(),
    dropped: 0,
    messagesSent: 0,
    messagesReceived: 0,
  };
}

const sleep = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));

function count<K>(map: Map<K, number>, key: K): void {
  map.set(key, (map.get(key) ?? 0) + 1);
}

/** A connection from `address`, open (null: it could not connect). */
async function connect(
  target: HostileTarget,
  address: string,
  stats: HostileStats,
): Promise<WebSocket | null> {
  const ws = new WebSocket(target.url, { headers: { 'X-Forwarded-For': address } });
  ws.on('error', () => undefined);
  ws.on('close', (code) => count(stats.closes, code));
  const opened = await new Promise<boolean>((resolve) => {
    ws.once('open', () => resolve(true));
    ws.once('close', () => resolve(false));
  });
  if (!opened) return null;
  stats.connections++;
  return ws;
}

function send(ws: WebSocket, stats: HostileStats, message: unknown): void {
  if (ws.readyState !== WebSocket.OPEN) return;
  ws.send(typeof message === 'string' ? message : JSON.stringify(message));
  stats.messagesSent++;
}

/** The first message's answer to a hello: welcomed, or refused with words (null: closed first). */
function firstAnswer(ws: WebSocket, stats: HostileStats): Promise<boolean | null> {
  return new Promise((resolve) => {
    ws.once('message', (data: Buffer) => {
      stats.messagesReceived++;
      const text = String(data);
      if (text.startsWith('{"kind":"welcome"')) {
        stats.welcomed++;
        return resolve(true);
      }
      const words = /"message":"([^"]*)"/.exec(text)?.[1] ?? text.slice(0, 80);
      count(stats.refused, words);
      resolve(false);
    });
    ws.once('close', () => resolve(null));
  });
}

function closed(ws: WebSocket): Promise<void> {
  return ws.readyState === WebSocket.CLOSED
    ? Promise.resolve()
    : new Promise((resolve) => ws.once('close', () => resolve()));
}

/**
 * Watches the table, reads the welcome, then reads nothing more, pinging every `pingMs` so that it is heard;
 * dropped (or refused), comes back after `backMs`, at most `comebacks` times.
 */
export async function neverReader(
  target: HostileTarget,
  code: string,
  address: string,
  options: { pingMs: number; backMs: number; comebacks: number },
  stats: HostileStats,
): Promise<void> {
  for (let round = 0; round <= options.comebacks && !target.stopped(); round++) {
    const ws = await connect(target, address, stats);
    if (ws === null) {
      await sleep(options.backMs);
      continue;
    }
    const answer = firstAnswer(ws, stats);
    send(ws, stats, { kind: 'hello', code });
    if ((await answer) === true) {
      rawSocketOf(ws).pause();
      let id = 0;
      // A dropped connection shows when a ping finds it gone (nothing is read to tell).
      const pinging = setInterval(() => send(ws, stats, { kind: 'ping', id: ++id }), options.pingMs);
      const stopping = setInterval(() => target.stopped() && ws.terminate(), 100);
      await closed(ws);
      clearInterval(pinging);
      clearInterval(stopping);
      if (!target.stopped()) stats.dropped++;
    } else ws.terminate();
    await sleep(options.backMs);
  }
}

/**
 * Sits at `seat` of a lobby and stands again, as fast as `paceMs` lets it (reading and dropping what it is
 * sent), until stopped; dropped, comes back to its seat by its token.
 */
export async function lobbyChurner(
  target: HostileTarget,
  code: string,
  address: string,
  seat: number,
  name: string,
  options: { paceMs: number; comebacks: number },
  stats: HostileStats,
): Promise<void> {
  let token: string | undefined;
  for (let round = 0; round <= options.comebacks && !target.stopped(); round++) {
    const ws = await connect(target, address, stats);
    if (ws === null) continue;
    const answer = firstAnswer(ws, stats);
    ws.on('message', (data: Buffer) => {
      stats.messagesReceived++;
      const text = String(data);
      if (text.startsWith('{"kind":"seated"')) token = /"token":"([0-9a-f]+)"/.exec(text)?.[1];
    });
    send(ws, stats, { kind: 'hello', code, ...(token === undefined ? {} : { token }) });
    if ((await answer) !== true) {
      ws.terminate();
      await sleep(options.paceMs * 10);
      continue;
    }
    let seated = token !== undefined;
    while (ws.readyState === WebSocket.OPEN && !target.stopped()) {
      send(ws, stats, seated ? { kind: 'stand' } : { kind: 'sit', seat, name });
      seated = !seated;
      await sleep(options.paceMs);
    }
    ws.terminate();
  }
}

/** Joins a table (its whole log comes in the welcome) and leaves at once, `cycles` times. */
export async function watcherChurn(
  target: HostileTarget,
  code: string,
  address: string,
  cycles: number,
  stats: HostileStats,
): Promise<void> {
  for (let n = 0; n < cycles && !target.stopped(); n++) {
    const ws = await connect(target, address, stats);
    if (ws === null) continue;
    const answer = firstAnswer(ws, stats);
    send(ws, stats, { kind: 'hello', code });
    await answer;
    ws.close();
    await closed(ws);
  }
}

/** What a flooder sends: every kind of message the host refuses to a watcher, and a ping it answers. */
const FLOOD: readonly (string | Buffer)[] = [
  JSON.stringify({ kind: 'ping', id: 1 }),
  'not JSON at all',
  JSON.stringify({ kind: 'act', id: 2, at: 0, action: { type: 'roll' } }),
  '{"__proto__":{"polluted":true},"kind":"ping","id":3}',
  JSON.stringify({ kind: 'sit', seat: 9, name: '\u202eevil\u001b[31m' }),
  JSON.stringify({ kind: 'why', id: 4, index: 0 }),
  JSON.stringify({ kind: 'act', id: 5, at: 0, action: { type: 'roll' }, dice: [6, 6, 6, 6, 6] }),
  Buffer.from([1, 2, 3]),
];

/**
 * Says hello at the table, then sends `FLOOD` round and round as fast as the socket takes it (`perConnection`
 * messages at most), reading the answers; once dropped, comes back, `comebacks` times. With `oversize`, each
 * connection sends one frame past the host's size limit instead.
 */
export async function flooder(
  target: HostileTarget,
  code: string,
  address: string,
  options: { perConnection: number; comebacks: number; oversize: boolean },
  stats: HostileStats,
): Promise<void> {
  for (let round = 0; round <= options.comebacks && !target.stopped(); round++) {
    const ws = await connect(target, address, stats);
    if (ws === null) continue;
    const answer = firstAnswer(ws, stats);
    send(ws, stats, { kind: 'hello', code });
    if ((await answer) !== true) {
      ws.terminate();
      await sleep(200);
      continue;
    }
    ws.on('message', (data: Buffer) => {
      stats.messagesReceived++;
      const words = /^\{"kind":"error".*"message":"([^"]*)"/.exec(String(data))?.[1];
      if (words !== undefined)
        count(stats.refused, words.startsWith('invalid message') ? 'invalid message' : words);
    });
    if (options.oversize) send(ws, stats, JSON.stringify({ kind: 'ping', id: 1, pad: 'x'.repeat(5_000) }));
    else {
      for (let n = 0; n < options.perConnection && ws.readyState === WebSocket.OPEN; n++) {
        send(ws, stats, FLOOD[n % FLOOD.length]);
        if (n % 50 === 49) await new Promise((resolve) => setImmediate(resolve));
        if (target.stopped()) break;
      }
    }
    const cut = setTimeout(() => ws.terminate(), 3_000);
    if (target.stopped()) ws.terminate();
    await closed(ws);
    clearTimeout(cut);
  }
}

/** One connection per guess: `tries` wrong codes, every third the right code with a wrong seat token. */
export async function codeGuesser(
  target: HostileTarget,
  code: string,
  address: string,
  tries: number,
  stats: HostileStats,
): Promise<void> {
  for (let n = 0; n < tries && !target.stopped(); n++) {
    const ws = await connect(target, address, stats);
    if (ws === null) continue;
    const answer = firstAnswer(ws, stats);
    if (n % 3 === 2) send(ws, stats, { kind: 'hello', code, token: 'f'.repeat(32) });
    else {
      let guess = code;
      while (guess === code) {
        guess = Array.from(
          { length: JOIN_CODE_LENGTH },
          () => JOIN_CODE_ALPHABET[Math.floor(Math.random() * JOIN_CODE_ALPHABET.length)],
        ).join('');
      }
      send(ws, stats, { kind: 'hello', code: guess });
    }
    await answer;
    ws.terminate();
    await closed(ws);
  }
}
