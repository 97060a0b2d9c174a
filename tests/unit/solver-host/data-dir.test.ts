import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { dataDir, resolveDataDir } from '../../../src/main/storage/data-dir';

const base = { homedir: '/home/ada', cwd: '/work' };

describe('data directory', () => {
  it('takes an explicit directory first, resolved against the working directory', () => {
    const env = { XDG_DATA_HOME: '/xdg' };
    expect(resolveDataDir({ ...base, env, override: '/data/yacht' })).toBe('/data/yacht');
    expect(resolveDataDir({ ...base, env, override: 'rel/dir' })).toBe('/work/rel/dir');
  });

  it('then $XDG_DATA_HOME/yacht', () => {
    expect(resolveDataDir({ ...base, env: { XDG_DATA_HOME: '/xdg' } })).toBe('/xdg/yacht');
    expect(resolveDataDir({ ...base, env: { XDG_DATA_HOME: '/xdg' }, override: '' })).toBe('/xdg/yacht');
  });

  it('else ~/.local/share/yacht (an empty or relative XDG_DATA_HOME is ignored, as the spec says)', () => {
    expect(resolveDataDir({ ...base, env: {} })).toBe('/home/ada/.local/share/yacht');
    expect(resolveDataDir({ ...base, env: { XDG_DATA_HOME: '' } })).toBe('/home/ada/.local/share/yacht');
    expect(resolveDataDir({ ...base, env: { XDG_DATA_HOME: 'relative' } })).toBe(
      '/home/ada/.local/share/yacht',
    );
  });

  it('asks for --data-dir when there is no home directory', () => {
    expect(() => resolveDataDir({ ...base, homedir: '', env: {} })).toThrow(/--data-dir/);
  });

  it('reads the process values in the wrapper', () => {
    expect(dataDir('x')).toBe(path.resolve('x'));
    expect(path.isAbsolute(dataDir())).toBe(true);
  });
});
