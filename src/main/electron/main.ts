// Electron main process entry (built to out/main/index.js). Wires the hardening, the app:// protocol, the
// backend (over Electron's userData directory), the IPC adapter and the window; everything Electron-free lives
// in src/main/backend, src/main/server and src/shared.

import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { app, BrowserWindow, dialog, session } from 'electron';
import { openAppBackend, type AppBackend } from '../app';
import { findRendererRoot } from '../server/renderer-root';
import { keepServingOnUnhandledRejection } from '../runtime/keep-serving';
import { SolverHost } from '../solver/host';
import { dataDir } from '../storage/data-dir';
import { DataDirBusyError, lockDataDir } from '../storage/data-dir-lock';
import { pushEvents, registerIpc } from './ipc';
import { registerAppScheme, serveAppScheme } from './app-scheme';
import { hardenSession, hardenWebContents } from './security';
import { openElectronStoreFile } from './settings-file';
import { APP_ENTRY_URL, createUrlTrust } from './trust';
import { createMainWindow } from './window';

const here = path.dirname(fileURLToPath(import.meta.url)); // out/main
const devServerUrl = !app.isPackaged ? process.env['ELECTRON_RENDERER_URL'] : undefined;
const isTrustedUrl = createUrlTrust(devServerUrl);

// Before ready: these only take effect when called this early.
app.enableSandbox();
registerAppScheme();
hardenWebContents();

if (!app.requestSingleInstanceLock()) {
  app.quit();
} else {
  app.on('second-instance', () => {
    const [window] = BrowserWindow.getAllWindows();
    if (window) {
      if (window.isMinimized()) window.restore();
      window.focus();
    }
  });
  app.on('window-all-closed', () => {
    if (process.platform !== 'darwin') app.quit();
  });
  app
    .whenReady()
    .then(start)
    .catch((error: unknown) => {
      if (error instanceof DataDirBusyError) {
        // Another Yacht (a server, `yacht host`) has the data directory: one line, and a box the player sees.
        console.error(`yacht: ${error.message}`);
        dialog.showErrorBox('Yacht cannot start', error.message);
        app.exit(2);
        return;
      }
      console.error('Yacht failed to start:', error);
      app.exit(1);
    });
}

/** resources/icons/512x512.png: beside the app when packaged (extraResources), in the project otherwise. */
function windowIcon(): string {
  const base = app.isPackaged ? process.resourcesPath : path.join(here, '..', '..', 'resources');
  return path.join(base, 'icons', '512x512.png');
}

async function start(): Promise<void> {
  hardenSession(session.defaultSession, { dev: devServerUrl !== undefined });
  const logError = (message: string): void => console.error(`yacht: ${message}`);
  keepServingOnUnhandledRejection(logError);
  // The same lookup as the browser-mode server's and `yacht host`'s (out/renderer, inside app.asar when packaged).
  const renderer = findRendererRoot(import.meta.url);
  if (renderer.kind === 'missing' && devServerUrl === undefined) logError(renderer.message);
  const rendererRoot = renderer.kind === 'found' ? renderer.root : null;
  serveAppScheme(session.defaultSession, rendererRoot);
  const dir = dataDir(app.getPath('userData'));
  // The directory before the solver's workers start: if another process has it, nothing else starts.
  const lock = await lockDataDir(dir);
  if (lock.replaced !== null) logError(lock.replaced);
  const solver = new SolverHost({ dataDir: dir, coach: true, onCacheWarning: logError });
  // Started now: the first game's solve then finds them running.
  solver.startWorkers();
  const backend: AppBackend = await openAppBackend({
    version: app.getVersion(),
    dataDir: dir,
    solver,
    openSettings: openElectronStoreFile,
    // Online tables serve the same renderer to joiners' browsers.
    staticRoot: rendererRoot,
    logError,
  });
  registerIpc(backend.api, isTrustedUrl, logError);
  pushEvents(backend.subscribe, isTrustedUrl);
  let closing = false;
  app.on('will-quit', (event) => {
    if (closing) return;
    // Let the last move be saved and the solver's workers stop before the process goes.
    closing = true;
    event.preventDefault();
    void Promise.all([backend.close(), solver.dispose()])
      .then(() => lock.release())
      .finally(() => app.quit());
  });

  const open = (): BrowserWindow =>
    createMainWindow({
      preload: path.join(here, '..', 'preload', 'index.cjs'),
      url: devServerUrl ?? APP_ENTRY_URL,
      icon: windowIcon(),
    });
  open();
  app.on('activate', () => {
    if (BrowserWindow.getAllWindows().length === 0) open();
  });
}
