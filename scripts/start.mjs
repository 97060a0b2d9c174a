// `npm start`: build everything, then run the desktop app. Where Electron cannot run (its binary was
// never downloaded, no display, or it exits at once), say so in one line and serve the browser mode
// instead. Options after `npm start --` (e.g. --port 8080) go to the browser-mode server.
import { spawn, spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { findElectron } from './electron-binary.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
process.chdir(root);

/** How long Electron must stay up before we trust that the window is there rather than a failed start. */
const STARTUP_GRACE_MS = 5000;

function run(command, args) {
  const result = spawnSync(command, args, { stdio: 'inherit' });
  if (result.error || result.status !== 0) {
    const why = result.error ? result.error.message : `exit code ${result.status ?? result.signal}`;
    console.error(`yacht: \`${[path.basename(command), ...args].join(' ')}\` failed (${why}).`);
    process.exit(1);
  }
}

/** The Electron executable's path, or the reason it cannot run here. */
function findRunnableElectron() {
  const found = findElectron();
  if (found.binary && process.platform === 'linux' && !process.env.DISPLAY && !process.env.WAYLAND_DISPLAY) {
    return { reason: 'there is no display' };
  }
  return found;
}

/** Resolves with null when Electron ran and exited cleanly, or with the reason it could not run. */
function runElectron(binary) {
  return new Promise((resolve) => {
    const started = Date.now();
    const child = spawn(binary, ['.'], { stdio: 'inherit' });
    const forward = (signal) => child.kill(signal);
    process.on('SIGINT', forward);
    process.on('SIGTERM', forward);
    child.on('error', (error) => resolve(`it failed to start: ${error.message}`));
    child.on('exit', (code, signal) => {
      process.off('SIGINT', forward);
      process.off('SIGTERM', forward);
      if (code === 0) return resolve(null);
      if (Date.now() - started < STARTUP_GRACE_MS) {
        return resolve(`it exited at once with ${code === null ? `signal ${signal}` : `code ${code}`}`);
      }
      // It ran for a while and then failed: that is the app's failure, not a missing Electron.
      process.exit(code ?? 1);
    });
  });
}

async function serveBrowserMode() {
  const server = path.join(root, 'dist', 'server.js');
  // dist/server.js reads process.argv, so `npm start -- --port 8080` reaches it.
  await import(pathToFileURL(server).href);
}

const bin = (name) =>
  path.join(root, 'node_modules', '.bin', process.platform === 'win32' ? `${name}.cmd` : name);
run(bin('electron-vite'), ['build']);
run(process.execPath, [path.join('scripts', 'build-node.mjs')]);

const electron = findRunnableElectron();
const reason = electron.binary ? await runElectron(electron.binary) : electron.reason;
if (reason === null) process.exit(0);
console.log(`Electron is not available on this machine (${reason}); serving the browser mode instead.`);
await serveBrowserMode();
