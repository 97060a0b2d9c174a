// Which Host and Origin headers a server of ours answers: only its own address and port (and `localhost` when
// it listens on 127.0.0.1), so that a page elsewhere that rebinds a DNS name to our address gets nothing.

const LOOPBACK = '127.0.0.1';

export function allowedHosts(host: string, port: number): Set<string> {
  const hosts = new Set([`${host}:${port}`]);
  if (host === LOOPBACK) hosts.add(`localhost:${port}`);
  return hosts;
}

export function allowedOrigins(host: string, port: number): Set<string> {
  return new Set([...allowedHosts(host, port)].map((name) => `http://${name}`));
}
