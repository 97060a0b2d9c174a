// The one app window: sandboxed, context-isolated, no Node in the page, only the preload bridge.

import { BrowserWindow, nativeTheme } from 'electron';

export function createMainWindow(options: {
  readonly preload: string;
  readonly url: string;
  /** The window's icon (Linux and Windows; macOS shows the bundle's). */
  readonly icon: string;
}): BrowserWindow {
  const window = new BrowserWindow({
    width: 1120,
    height: 780,
    minWidth: 720,
    minHeight: 520,
    title: 'Yacht',
    icon: options.icon,
    show: false,
    autoHideMenuBar: true,
    backgroundColor: nativeTheme.shouldUseDarkColors ? '#16181d' : '#f7f6f2',
    webPreferences: {
      preload: options.preload,
      contextIsolation: true,
      sandbox: true,
      nodeIntegration: false,
      nodeIntegrationInWorker: false,
      nodeIntegrationInSubFrames: false,
      webSecurity: true,
      allowRunningInsecureContent: false,
      webviewTag: false,
      spellcheck: false,
    },
  });
  window.once('ready-to-show', () => window.show());
  void window.loadURL(options.url);
  return window;
}
