// A raw connection to a table server, for tests that send what a TableClient never would: it keeps every
// message the server sends (parsed, and as the text it came in), and how the connection closed.

import WebSocket from 'ws';
import type { HostedTable, OnlineServerMessage } from '../../../src/shared/api/online';
import { onlineServerMessageSchema } from '../../../src/shared/api/online';
import { socketUrl } from './helpers';

export class RawSocket {
  readonly received: OnlineServerMessage[] = [];
  /** Each message's text, as sent. */
  readonly texts: string[] = [];
  closed: { code: number; reason: string } | null = null;
  readonly ws: WebSocket;

  constructor(url: string, options: WebSocket.ClientOptions = {}) {
    this.ws = new WebSocket(url, options);
    this.ws.on('message', (data) => {
      const text = String(data);
      this.texts.push(text);
      this.received.push(onlineServerMessageSchema.parse(JSON.parse(text)));
    });
    this.ws.on('close', (code, reason) => (this.closed = { code, reason: String(reason) }));
    this.ws.on('error', () => undefined);
  }

  async open(): Promise<this> {
    await new Promise<void>((resolve, reject) => {
      this.ws.once('open', () => resolve());
      this.ws.once('error', reject);
      this.ws.once('unexpected-response', (_req, res) => reject(new Error(`HTTP ${res.statusCode}`)));
    });
    return this;
  }

  send(value: unknown): void {
    this.ws.send(typeof value === 'string' ? value : JSON.stringify(value));
  }

  errors(): OnlineServerMessage[] {
    return this.received.filter((m) => m.kind === 'error');
  }

  /** The first error's words (the reason a hello was refused). */
  refusal(): string | undefined {
    const error = this.errors()[0];
    return error?.kind === 'error' ? error.error.message : undefined;
  }

  close(): void {
    this.ws.terminate();
  }
}

/**
 * A connection that said hello with `code` (and `token`) to a table's server (or a socket's URL): resolves once
 * it is welcomed or refused.
 */
export async function hello(
  where: HostedTable | string,
  code: string,
  token?: string,
  options: WebSocket.ClientOptions = {},
): Promise<RawSocket> {
  const url = typeof where === 'string' ? where : socketUrl(where);
  const socket = await new RawSocket(url, options).open();
  socket.send({ kind: 'hello', code, ...(token === undefined ? {} : { token }) });
  const deadline = Date.now() + 5_000;
  while (!socket.received.some((m) => m.kind === 'welcome' || m.kind === 'error')) {
    if (Date.now() > deadline) throw new Error('no answer to the hello');
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
  return socket;
}

export function welcomed(socket: RawSocket): boolean {
  return socket.received.some((m) => m.kind === 'welcome');
}
