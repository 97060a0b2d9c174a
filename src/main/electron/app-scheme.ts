// The app:// protocol that serves the built renderer (out/renderer) with the security headers. A custom
// standard, secure scheme gives the renderer a real origin (unlike file://), so 'self' in the CSP and the
// IPC sender check mean exactly "this app".

import { readFile } from 'node:fs/promises';
import { protocol, type Session } from 'electron';
import { SECURITY_HEADERS } from '../http/security-headers';
import { contentTypeFor, lookupStaticFile } from '../http/static-files';
import { APP_HOST, APP_SCHEME } from './trust';

/** Must run before the app is ready. */
export function registerAppScheme(): void {
  protocol.registerSchemesAsPrivileged([
    {
      scheme: APP_SCHEME,
      privileges: { standard: true, secure: true, supportFetchAPI: true, corsEnabled: true },
    },
  ]);
}

/** `rendererRoot` null: the pages are not built (said at start), and every request answers 404. */
export function serveAppScheme(session: Session, rendererRoot: string | null): void {
  session.protocol.handle(APP_SCHEME, async (request) => {
    const url = new URL(request.url);
    if (url.host !== APP_HOST || rendererRoot === null) return text(404, 'Not found');
    if (request.method !== 'GET' && request.method !== 'HEAD') return text(405, 'Method not allowed');
    const found = await lookupStaticFile(rendererRoot, url.pathname);
    if (found.kind === 'forbidden') return text(403, 'Forbidden');
    if (found.kind === 'not-found') return text(404, 'Not found');
    const body = request.method === 'HEAD' ? null : await readFile(found.file);
    return new Response(body, {
      status: 200,
      headers: { ...SECURITY_HEADERS, 'Content-Type': contentTypeFor(found.file) },
    });
  });
}

function text(status: number, message: string): Response {
  return new Response(message, {
    status,
    headers: { ...SECURITY_HEADERS, 'Content-Type': 'text/plain; charset=utf-8' },
  });
}
