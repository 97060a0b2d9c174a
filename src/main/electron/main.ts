// Electron main process entry (built to out/main/index.js). Wires the hardening, the app:// protocol,
// the IPC adapter and the window; everything Electron-free lives in src/main/server and src/shared.

import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { app, BrowserWindow, session } from 'electron';
import { createBackend } from '../server/backend';
import { registerIpc } from './ipc';
import { registerAppScheme, serveAppScheme } from './protocol';
import { hardenSession, hardenWebContents } from './security';
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
  app.whenReady().then(start, (error: unknown) => {
    console.error('Yacht failed to start:', error);
    app.exit(1);
  });
}

function start(): void {
  hardenSession(session.defaultSession, { dev: devServerUrl !== undefined });
  serveAppScheme(session.defaultSession, path.join(here, '..', 'renderer'));
  registerIpc(createBackend({ version: app.getVersion() }), isTrustedUrl);

  const open = (): BrowserWindow =>
    createMainWindow({
      preload: path.join(here, '..', 'preload', 'index.cjs'),
      url: devServerUrl ?? APP_ENTRY_URL,
    });
  open();
  app.on('activate', () => {
    if (BrowserWindow.getAllWindows().length === 0) open();
  });
}
