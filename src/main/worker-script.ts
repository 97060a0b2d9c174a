// Where a bundled worker script (dist/<name>.cjs) is: every worker thread starts from a file, found relative to
// the module running (dist/*.js, dist/bench/*.js, out/main/*.js, or a source file under vitest).

import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/** The worker scripts `npm run build:node` makes (scripts/build-node.mjs). */
export type WorkerScript = 'solver-worker' | 'analysis-worker' | 'sim-worker';

const PLACES = ['./', '../', '../dist/', '../../dist/', '../../../dist/'];

/** The bundled worker script `name`, found relative to `from`; throws saying how to build it when missing. */
export function findWorkerScript(name: WorkerScript, from: string = import.meta.url): string {
  const paths = PLACES.map((place) => fileURLToPath(new URL(`${place}${name}.cjs`, from)));
  const found = paths.find((p) => existsSync(p));
  if (!found) {
    throw new Error(`the ${name} is not built (looked for ${paths.join(', ')}); run \`npm run build:node\``);
  }
  return outsideAsar(found);
}

/**
 * In the packaged app the scripts sit in resources/app.asar, which a worker thread cannot start from: the
 * worker is unpacked beside it (electron-builder.yml's asarUnpack), and that copy is the one to start.
 */
export function outsideAsar(file: string, exists: (file: string) => boolean = existsSync): string {
  const unpacked = file.replace(/([\\/])app\.asar([\\/])/, '$1app.asar.unpacked$2');
  return unpacked !== file && exists(unpacked) ? unpacked : file;
}
