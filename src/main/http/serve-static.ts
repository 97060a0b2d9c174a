// Answers a GET or HEAD with a file under a static root: the browser-mode server and the table server both
// serve the built renderer this way.

import { createReadStream } from 'node:fs';
import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http';
import { pipeline } from 'node:stream/promises';
import { contentTypeFor, lookupStaticFile } from './static-files';

export async function serveStaticFile(
  req: IncomingMessage,
  res: ServerResponse,
  root: string,
  headers: OutgoingHttpHeaders,
  sendText: (status: number, body: string) => void,
): Promise<void> {
  const found = await lookupStaticFile(root, req.url ?? '/');
  if (found.kind === 'forbidden') return sendText(403, 'Forbidden');
  if (found.kind === 'not-found') return sendText(404, 'Not found');
  res.writeHead(200, {
    ...headers,
    'Content-Type': contentTypeFor(found.file),
    'Content-Length': String(found.size),
    'Cache-Control': 'no-cache',
  });
  if (req.method === 'HEAD') return void res.end();
  await pipeline(createReadStream(found.file), res);
}
