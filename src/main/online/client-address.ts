// Where a connection comes from, for the limits that count by address. Behind a reverse proxy on this computer
// every connection comes from 127.0.0.1, so a host that says it is behind one (`yacht host --behind-proxy`)
// takes the address the proxy added last to X-Forwarded-For instead — only from a connection of this computer,
// and only the last entry (the earlier ones are whatever the client sent).

import type { IncomingMessage } from 'node:http';
import { isIP } from 'node:net';

const LOOPBACK = new Set(['127.0.0.1', '::1']);

export interface ClientAddress {
  /** The address the limits count by. */
  readonly address: string;
  /** The address and the connection's port, to name it in the log. */
  readonly label: string;
}

export function clientAddress(req: IncomingMessage, behindProxy: boolean): ClientAddress {
  const peer = plain(req.socket.remoteAddress ?? 'unknown');
  const port = req.socket.remotePort ?? 0;
  let address = peer;
  if (behindProxy && LOOPBACK.has(peer)) {
    const forwarded = req.headers['x-forwarded-for'];
    const last = (Array.isArray(forwarded) ? forwarded.at(-1) : forwarded)?.split(',').at(-1)?.trim();
    if (last !== undefined && isIP(plain(last)) !== 0) address = plain(last);
  }
  return { address, label: address === peer ? `${peer}:${port}` : `${address} (via ${peer}:${port})` };
}

/** An IPv4 address as IPv6 writes it (::ffff:10.0.0.1) is the same address. */
function plain(address: string): string {
  return address.startsWith('::ffff:') && isIP(address.slice(7)) === 4 ? address.slice(7) : address;
}
