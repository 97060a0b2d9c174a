// Where the built renderer (out/renderer: index.html and assets/) is, for everything that serves it: the
// browser-mode server, `yacht host` (both to joiners' browsers) and the Electron app's app:// scheme. Found from
// the calling bundle's own location, so it holds wherever the app was installed from: a checkout's dist/
// bundles (dist/cli.js, dist/server.js, their chunks in dist/chunks/), Electron's out/main/, and the packaged
// app, whose dist/ bundles run unpacked beside app.asar while the renderer stays inside it.

import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The page every served renderer must have. */
export const RENDERER_INDEX = 'index.html';

/** Where out/renderer is from the folder of the bundle running, one known layout each. */
const LAYOUTS = [
  // dist/cli.js, dist/server.js
  ['..', 'out', 'renderer'],
  // dist/chunks/*.js (the CLI's `yacht host` is one), dist/bench/*.js
  ['..', '..', 'out', 'renderer'],
  // out/main/index.js (Electron's main process)
  ['..', 'renderer'],
] as const;

export type RendererLookup =
  | { readonly kind: 'found'; readonly root: string }
  | {
      readonly kind: 'missing';
      /** Every folder tried, in order. */
      readonly looked: readonly string[];
      /** One line saying where it looked and what to do. */
      readonly message: string;
    };

/**
 * The built renderer for the bundle at `from` (its import.meta.url): the first known layout whose folder holds
 * index.html. `exists` is for tests.
 */
export function findRendererRoot(
  from: string,
  exists: (file: string) => boolean = existsSync,
): RendererLookup {
  const here = path.dirname(fileURLToPath(from));
  const places = LAYOUTS.map((layout) => path.resolve(here, ...layout)).flatMap((place) => {
    // Packaged: a bundle runs from app.asar.unpacked/dist/, but the renderer was never unpacked.
    const packed = place.replace(/([\\/])app\.asar\.unpacked(?=[\\/]|$)/, '$1app.asar');
    return packed === place ? [place] : [packed, place];
  });
  const looked = [...new Set(places)];
  const root = looked.find((place) => exists(path.join(place, RENDERER_INDEX)));
  if (root !== undefined) return { kind: 'found', root };
  return { kind: 'missing', looked, message: missingMessage(looked) };
}

/** A folder named by the user (--root): it must hold index.html. */
export function checkRendererRoot(
  dir: string,
  exists: (file: string) => boolean = existsSync,
): RendererLookup {
  const root = path.resolve(dir);
  if (exists(path.join(root, RENDERER_INDEX))) return { kind: 'found', root };
  return {
    kind: 'missing',
    looked: [root],
    message: `--root: no ${RENDERER_INDEX} in ${root} (name the built pages' folder, out/renderer after npm run build)`,
  };
}

function missingMessage(looked: readonly string[]): string {
  return `the app's pages are not built: no ${RENDERER_INDEX} in ${looked.join(', ')} (npm run build builds them)`;
}
