// Where the Electron executable is, or why there is none. Never triggers a download: the electron package has
// no install script here (its binary is fetched on first use, which needs the internet).
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

/** `{ binary, dist }` (the executable and the folder it is in), or `{ reason }`. */
export function findElectron() {
  const require = createRequire(import.meta.url);
  let packageDir;
  try {
    packageDir = path.dirname(require.resolve('electron/package.json'));
  } catch {
    return { reason: 'the electron package is not installed' };
  }
  const pathFile = path.join(packageDir, 'path.txt');
  const override = process.env.ELECTRON_OVERRIDE_DIST_PATH;
  const relative = existsSync(pathFile) ? readFileSync(pathFile, 'utf8').trim() : undefined;
  if (!override && !relative) return { reason: 'its binary was never downloaded' };
  const dist = override ?? path.join(packageDir, 'dist');
  const binary = path.join(dist, relative || 'electron');
  if (!existsSync(binary)) return { reason: `its binary is missing at ${binary}` };
  return { binary, dist };
}
