// The IPC adapter refuses a caller that is not the app's own top-level page with its own kind of error
// (`untrusted`), never reaching the backend; the app's page is answered as usual.

import { beforeEach, describe, expect, it, vi } from 'vitest';

type Handler = (event: unknown, ...args: unknown[]) => Promise<unknown>;
const handlers = new Map<string, Handler>();

vi.mock('electron', () => ({
  ipcMain: {
    handle: (channel: string, handler: Handler) => void handlers.set(channel, handler),
    removeHandler: (channel: string) => void handlers.delete(channel),
  },
  BrowserWindow: { getAllWindows: () => [] },
}));

const { registerIpc } = await import('../../../src/main/electron/ipc');
const { apiContract } = await import('../../../src/shared/api/contract');
const { createUrlTrust, APP_ENTRY_URL } = await import('../../../src/main/electron/trust');

function callFrom(url: string, parent: unknown = null): unknown {
  const sender = { once: () => undefined, off: () => undefined };
  return { senderFrame: { url, parent }, sender };
}

describe('the IPC adapter', () => {
  const version = vi.fn(async () => '9.9.9');
  const logged: string[] = [];
  beforeEach(() => {
    handlers.clear();
    version.mockClear();
    logged.length = 0;
    registerIpc({ version } as never, createUrlTrust(), (m) => logged.push(m));
  });

  it("answers the app's own page", async () => {
    const handler = handlers.get(apiContract.version.channel)!;
    await expect(handler(callFrom(APP_ENTRY_URL))).resolves.toEqual({ ok: true, result: '9.9.9' });
  });

  it('refuses another page, or a frame inside ours, as untrusted (not as bad input)', async () => {
    const handler = handlers.get(apiContract.version.channel)!;
    for (const event of [callFrom('https://example.com/'), callFrom(APP_ENTRY_URL, { url: APP_ENTRY_URL })]) {
      await expect(handler(event)).resolves.toEqual({
        ok: false,
        error: {
          kind: 'untrusted',
          message: `Refused ${apiContract.version.channel} from an untrusted sender`,
        },
      });
    }
    expect(version).not.toHaveBeenCalled();
    expect(logged).toHaveLength(2);
  });
});
