// `yacht host --behind-proxy`: behind a reverse proxy on the same computer every joiner comes from 127.0.0.1,
// so the host counts each by the address the proxy forwards (the last of X-Forwarded-For): one joiner's wrong
// codes hold back that joiner only.

import { spawn } from 'node:child_process';
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { beforeAll, describe, expect, it } from 'vitest';
import { ONLINE_SOCKET_PATH } from '../../../src/shared/api/online';
import { ensureBuilt, YACHT_BIN } from '../../support/build';
import { PROJECT_ROOT } from '../../support/server-process';
import { clearedAfterEach } from '../../support/leftovers';
import { hello, welcomed } from '../online/raw-socket';

beforeAll(ensureBuilt);

const { children, dirs } = clearedAfterEach();

/** Starts `yacht host` and resolves with its first table's code and socket URL. */
function host(args: readonly string[]): Promise<{ code: string; url: string }> {
  const child = spawn(process.execPath, [YACHT_BIN, 'host', ...args], { cwd: PROJECT_ROOT });
  children.push(child);
  const output: string[] = [];
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no table line:\n${output.join('\n')}`)), 30_000);
    createInterface({ input: child.stderr! }).on('line', (line) => output.push(line));
    createInterface({ input: child.stdout! }).on('line', (line) => {
      output.push(line);
      const match = /^table ([A-Z0-9]{6}) \(\w+\): http:\/\/([\d.:]+)\//.exec(line);
      if (match) {
        clearTimeout(timer);
        resolve({ code: match[1]!, url: `ws://${match[2]!}${ONLINE_SOCKET_PATH}` });
      }
    });
    child.once('exit', (code) => reject(new Error(`exited ${code ?? '?'}:\n${output.join('\n')}`)));
  });
}

describe('yacht host --behind-proxy', () => {
  it("counts each joiner by the proxy's forwarded address", async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'yacht-host-proxy-'));
    dirs.push(dir);
    const { code, url } = await host(['--behind-proxy', '--data-dir', dir]);
    const wrong = code === 'ZZZZZ9' ? 'ZZZZZ8' : 'ZZZZZ9';
    const from = (address: string) => ({ headers: { 'X-Forwarded-For': address } });
    // Ten wrong codes (the limit a minute) from one joiner behind the proxy...
    for (let n = 0; n < 10; n++) {
      expect((await hello(url, wrong, undefined, from('10.0.0.1'))).refusal()).toBe(
        'no table is open with this code',
      );
    }
    expect((await hello(url, code, undefined, from('10.0.0.1'))).refusal()).toBe(
      'too many wrong join codes from your address: try again in a minute',
    );
    // ...hold back that joiner only.
    const other = await hello(url, code, undefined, from('10.0.0.2'));
    expect(welcomed(other)).toBe(true);
    other.close();
  });
});
