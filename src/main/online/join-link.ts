// Where to join, as a joiner gives it: a join link as the host shares it (http://host:port/#/join/CODE), or the
// host's address (host:port) and the code typed apart. Read into the table server's socket and the code.

import { joinCodeSchema, ONLINE_SOCKET_PATH, type JoinTarget } from '../../shared/api/online';

export interface TableTarget {
  /** ws://host:port/online */
  readonly socket: string;
  /** host:port */
  readonly address: string;
  readonly code: string;
}

/** The table server and code of a join target, or why it names none. */
export function readJoinTarget(target: JoinTarget): TableTarget | string {
  return 'link' in target ? readJoinLink(target.link) : readHostAddress(target.address, target.code);
}

/** A join link's table server (ws://host:port/online) and code, or why it is not a join link. */
export function readJoinLink(link: string): TableTarget | string {
  let url: URL;
  try {
    url = new URL(link.trim());
  } catch {
    return 'this is not a link: paste the whole join link, such as http://192.168.1.20:8750/#/join/ABC234';
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return 'a join link starts with http://';
  const match = /^#\/join\/([^/?#]+)$/.exec(url.hash);
  const code = joinCodeSchema.safeParse(decodeURIComponent(match?.[1] ?? ''));
  if (!code.success) return 'this link has no join code: it ends with #/join/ and six letters and digits';
  const scheme = url.protocol === 'https:' ? 'wss' : 'ws';
  return { socket: `${scheme}://${url.host}${ONLINE_SOCKET_PATH}`, address: url.host, code: code.data };
}

const ADDRESS_EXAMPLE = 'such as 192.168.1.20:8750';

/** A host's address typed by hand (host:port; a pasted http:// in front or a path after are let go). */
export function readHostAddress(address: string, code: string): TableTarget | string {
  const text = address.trim().replace(/^https?:\/\//i, '');
  const authority = text.split(/[/?#]/, 1)[0] ?? '';
  let url: URL;
  try {
    url = new URL(`http://${authority}`);
  } catch {
    return `this is not an address: type the host's address and port, ${ADDRESS_EXAMPLE}`;
  }
  if (authority === '' || url.username !== '' || url.password !== '') {
    return `this is not an address: type the host's address and port, ${ADDRESS_EXAMPLE}`;
  }
  if (url.port === '') return `add the port the host's app shows after the address, ${ADDRESS_EXAMPLE}`;
  return { socket: `ws://${url.host}${ONLINE_SOCKET_PATH}`, address: url.host, code };
}
