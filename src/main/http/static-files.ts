// Maps a URL path onto a file under a static root without ever leaving it, and names its content type.
// Used by the browser-mode server and by the Electron app:// protocol.

import { realpath, stat } from 'node:fs/promises';
import path from 'node:path';

const CONTENT_TYPES: Readonly<Record<string, string>> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.wasm': 'application/wasm',
};

export function contentTypeFor(file: string): string {
  return CONTENT_TYPES[path.extname(file).toLowerCase()] ?? 'application/octet-stream';
}

export type StaticLookup =
  | { readonly kind: 'file'; readonly file: string; readonly size: number }
  | { readonly kind: 'not-found' }
  | { readonly kind: 'forbidden' };

/**
 * Resolves a raw URL path (as sent, possibly percent-encoded, possibly with a query) to a file under
 * `root`. Any `..` segment, backslash, NUL or undecodable escape is refused outright rather than
 * normalised away, and the result is checked to lie inside the root, links followed. A directory serves its
 * index.html.
 */
export async function lookupStaticFile(root: string, rawPath: string): Promise<StaticLookup> {
  const pathname = rawPath.split(/[?#]/, 1)[0] ?? '';
  if (!pathname.startsWith('/')) return { kind: 'forbidden' };
  let decoded: string;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    return { kind: 'forbidden' };
  }
  if (decoded.includes('\0') || decoded.includes('\\')) return { kind: 'forbidden' };
  const segments = decoded.split('/');
  if (segments.some((s) => s === '..' || s === '.')) return { kind: 'forbidden' };

  const absoluteRoot = path.resolve(root);
  let file = path.resolve(absoluteRoot, '.' + decoded);
  if (!isInside(absoluteRoot, file)) return { kind: 'forbidden' };
  try {
    let info = await stat(file);
    if (info.isDirectory()) {
      file = path.join(file, 'index.html');
      info = await stat(file);
    }
    if (!info.isFile()) return { kind: 'not-found' };
    // A link inside the root may point anywhere: what is served is where the file really is, and that must
    // be inside the root's real place too.
    const [realRoot, realFile] = await Promise.all([realpath(absoluteRoot), realpath(file)]);
    if (!isInside(realRoot, realFile)) return { kind: 'forbidden' };
    return { kind: 'file', file: realFile, size: info.size };
  } catch {
    return { kind: 'not-found' };
  }
}

function isInside(root: string, file: string): boolean {
  const relative = path.relative(root, file);
  return !path.isAbsolute(relative) && relative.split(path.sep)[0] !== '..';
}
