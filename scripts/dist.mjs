// `npm run dist`: the desktop app's packages (Linux AppImage and .deb, Windows NSIS, macOS dmg and zip; by
// default those of this platform, or the targets given after `--`, e.g. `npm run dist -- --linux deb`), from
// electron-builder.yml. electron-builder packs the Electron binary of this machine (node_modules/electron/dist):
// where it was never downloaded, nothing can be packaged, and this says so and why.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { findElectron } from './electron-binary.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
process.chdir(root);

const electron = findElectron();
if (!electron.binary) {
  console.error(
    `npm run dist: the app cannot be packaged on this machine: the Electron binary is not available (${electron.reason}).\n` +
      'Packaging needs it (and electron-builder downloads its own tools for AppImage, .deb and the installers),\n' +
      'so run `npm ci && npm run dist` on a machine that can reach GitHub.',
  );
  process.exit(1);
}

const bin = (name) =>
  path.join(root, 'node_modules', '.bin', process.platform === 'win32' ? `${name}.cmd` : name);
const run = (command, args) => {
  const result = spawnSync(command, args, { stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
};
run('npm', ['run', 'build']);
run(bin('electron-builder'), [
  '--config',
  'electron-builder.yml',
  `--config.electronDist=${electron.dist}`,
  ...process.argv.slice(2),
]);
