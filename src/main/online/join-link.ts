// A join link as the host shares it (http://host:port/#/join/CODE): where its table server's socket is, and the
// table's code.

import { joinCodeSchema, ONLINE_SOCKET_PATH } from '../../shared/api/online';

/** A join link's table server (ws://host:port/online) and code, or why it is not a join link. */
export function readJoinLink(link: string): { socket: string; address: string; code: string } | string {
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
