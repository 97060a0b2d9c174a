// The joiner's client on its own, over a socket the test drives: why a connection ended is said in words, the
// socket's own error (ws names it; a browser does not) beside the close code.

import { describe, expect, it } from 'vitest';
import { TableClient, type SocketLike } from '../../../src/shared/online/table-client';

class TestSocket implements SocketLike {
  readyState = 0;
  readonly sent: string[] = [];
  onopen: ((event: unknown) => void) | null = null;
  onmessage: ((event: { data: unknown }) => void) | null = null;
  onclose: ((event: { code: number; reason: string }) => void) | null = null;
  onerror: ((event: unknown) => void) | null = null;

  send(text: string): void {
    this.sent.push(text);
  }

  close(): void {
    this.readyState = 3;
  }
}

function client(): { client: TableClient; sockets: TestSocket[] } {
  const sockets: TestSocket[] = [];
  const open = (): SocketLike => {
    const socket = new TestSocket();
    sockets.push(socket);
    return socket;
  };
  return { client: new TableClient(open, 'ws://127.0.0.1:1/online', 'ABC234'), sockets };
}

describe('a table client', () => {
  it("names the socket's error when the connection ends without a reason", async () => {
    const { client: c, sockets } = client();
    const connecting = c.connect();
    sockets[0]!.onerror?.({ message: 'Invalid WebSocket frame: invalid opcode 7' });
    sockets[0]!.onclose?.({ code: 1006, reason: '' });
    await expect(connecting).rejects.toThrow(
      'the connection closed (1006): Invalid WebSocket frame: invalid opcode 7',
    );
    expect(c.state().ended).toBe('the connection closed (1006): Invalid WebSocket frame: invalid opcode 7');
  });

  it("gives the host's reason, or the code alone when nothing more is known (a browser's error event)", async () => {
    const { client: c, sockets } = client();
    const first = c.connect();
    sockets[0]!.onclose?.({ code: 1001, reason: 'the table closed' });
    await expect(first).rejects.toThrow('the table closed');
    const second = c.connect();
    sockets[1]!.onerror?.({ type: 'error' });
    sockets[1]!.onclose?.({ code: 1006, reason: '' });
    await expect(second).rejects.toThrow(/^the connection closed \(1006\)$/);
  });
});
