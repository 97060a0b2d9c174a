// Where Yacht keeps its data (solved tables under solver/, ...). The command line takes --data-dir; otherwise
// $XDG_DATA_HOME/yacht, else ~/.local/share/yacht. The Electron app passes its userData directory as the override.

import { homedir } from 'node:os';
import path from 'node:path';

export interface DataDirInputs {
  /** The environment (only XDG_DATA_HOME is read). */
  readonly env: Readonly<Record<string, string | undefined>>;
  readonly homedir: string;
  /** An explicit directory (--data-dir, Electron's userData); relative paths resolve against cwd. */
  readonly override?: string | undefined;
  readonly cwd: string;
}

export const APP_DIR_NAME = 'yacht';

/** The data directory, as an absolute path. A pure function of its inputs. */
export function resolveDataDir(inputs: DataDirInputs): string {
  if (inputs.override !== undefined && inputs.override !== '')
    return path.resolve(inputs.cwd, inputs.override);
  const xdg = inputs.env['XDG_DATA_HOME'];
  // The XDG spec: a relative (or empty) XDG_DATA_HOME is invalid and must be ignored.
  if (xdg && path.isAbsolute(xdg)) return path.join(xdg, APP_DIR_NAME);
  if (!inputs.homedir) throw new Error('cannot find a data directory: no home directory; pass --data-dir');
  return path.join(inputs.homedir, '.local', 'share', APP_DIR_NAME);
}

/** The data directory for this process (its environment, home and working directory). */
export function dataDir(override?: string): string {
  return resolveDataDir({ env: process.env, homedir: homedir(), override, cwd: process.cwd() });
}
