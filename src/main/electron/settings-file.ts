// Electron keeps its settings with electron-store (conf underneath, so the same file format and the same
// SettingsStore checks as the browser mode), in the data directory (Electron's userData).

import ElectronStore from 'electron-store';
import { SETTINGS_NAME, type OpenStoreFile } from '../backend/settings-store';

export const openElectronStoreFile: OpenStoreFile = (dataDir) =>
  new ElectronStore<Record<string, unknown>>({ cwd: dataDir, name: SETTINGS_NAME });
