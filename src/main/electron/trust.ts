// Which page URLs belong to the app: the built renderer under app://yacht/, or the Vite dev server in
// development. Electron-free, so the rule is easy to read and to test.

export const APP_SCHEME = 'app';
export const APP_HOST = 'yacht';
export const APP_ENTRY_URL = `${APP_SCHEME}://${APP_HOST}/index.html`;

export function createUrlTrust(devServerUrl?: string): (url: string) => boolean {
  const devOrigin = devServerUrl ? new URL(devServerUrl).origin : undefined;
  return (raw) => {
    let url: URL;
    try {
      url = new URL(raw);
    } catch {
      return false;
    }
    // Node's URL gives custom schemes an opaque origin ("null"), so compare scheme and host.
    if (url.protocol === `${APP_SCHEME}:` && url.host === APP_HOST) return true;
    return devOrigin !== undefined && url.origin === devOrigin;
  };
}
