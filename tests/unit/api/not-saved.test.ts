// A write the disk refused, as the API says it: which file system errors are recognised (and only where), the
// words, the kinds and their HTTP status, and how dispatch and the envelope carry them whatever the call.

import { describe, expect, it } from 'vitest';
import type { YachtApi } from '../../../src/shared/api/contract';
import { dispatch, dispatchToEnvelope } from '../../../src/shared/api/dispatch';
import {
  API_ERROR_KINDS,
  ApiError,
  ApiRequestError,
  apiFailureSchema,
  HTTP_STATUS,
  isNotSaved,
  notSavedError,
  unwrapAnswer,
} from '../../../src/shared/api/errors';
import { diskFullError } from '../../support/failing-disk';

/** A file system error as Node makes it. */
function fsError(code: string, syscall = 'write'): NodeJS.ErrnoException {
  return Object.assign(new Error(`${code}: it failed, ${syscall} '/home/ann/.yacht/current-game.json'`), {
    code,
    syscall,
  });
}

/** An implementation that fails every call with `error`. */
function failingWith(error: unknown): YachtApi {
  return new Proxy({} as YachtApi, { get: () => () => Promise.reject(error) });
}

describe('a write the disk refused', () => {
  it('is named by its kind, in words, with what was not saved and no path', () => {
    expect(notSavedError(diskFullError(), 'the move')).toEqual(
      new ApiRequestError('disk-full', 'the disk is full: nothing was saved (the move)'),
    );
    expect(notSavedError(fsError('EDQUOT'), 'the move')?.message).toBe(
      'the disk is full (the disk quota is used up): nothing was saved (the move)',
    );
    expect(notSavedError(fsError('EROFS'), 'the settings')).toMatchObject({
      kind: 'not-saved',
      message: 'the disk is read-only: nothing was saved (the settings)',
    });
    expect(notSavedError(fsError('EACCES'), 'the move')?.message).toBe(
      'the data folder may not be written (permission denied): nothing was saved (the move)',
    );
    expect(notSavedError(fsError('EIO'), 'the move')?.kind).toBe('not-saved');
    expect(notSavedError(diskFullError(), 'the move')?.cause).toEqual(diskFullError());
  });

  it('is not taken for one when it may come from a read, unless the caller was writing', () => {
    for (const code of ['EACCES', 'EPERM', 'EIO']) expect(notSavedError(fsError(code, 'scandir'))).toBeNull();
    for (const error of [fsError('EMFILE'), fsError('ENOENT'), new Error('ENOSPC'), 'ENOSPC', null]) {
      expect(notSavedError(error, 'the move')).toBeNull();
      expect(isNotSaved(error)).toBe(false);
    }
    const said = new ApiRequestError('disk-full', 'the disk is full: nothing was saved (the move)');
    expect(notSavedError(said)).toBe(said);
    expect(isNotSaved(said)).toBe(true);
    expect(isNotSaved(new ApiError('not-saved', 'x'))).toBe(true);
    expect(isNotSaved(new ApiError('internal', 'x'))).toBe(false);
    expect(isNotSaved(diskFullError())).toBe(true);
  });

  it('has its kinds in the contract, over HTTP as 507 (a full disk) and 500, and on every client', () => {
    expect(API_ERROR_KINDS).toEqual(expect.arrayContaining(['disk-full', 'not-saved']));
    expect(HTTP_STATUS['disk-full']).toBe(507);
    expect(HTTP_STATUS['not-saved']).toBe(500);
    const failure = { kind: 'disk-full', message: 'the disk is full: nothing was saved (the move)' };
    expect(apiFailureSchema.parse(failure)).toEqual(failure);
    // What the IPC bridge and the HTTP client do with an answer.
    expect(() => unwrapAnswer({ ok: false, error: failure }, 'act')).toThrow(
      new ApiError('disk-full', failure.message),
    );
  });

  it('is said by dispatch whichever call met it, also where nobody named what was saved', async () => {
    await expect(dispatch(failingWith(diskFullError()), 'deleteGame', ['g-1'])).rejects.toEqual(
      new ApiRequestError('disk-full', 'the disk is full: nothing was saved'),
    );
    const logged: string[] = [];
    const log = (message: string): number => logged.push(message);
    expect(await dispatchToEnvelope(failingWith(fsError('EROFS')), 'abandonGame', ['g-1'], log)).toEqual({
      ok: false,
      error: { kind: 'not-saved', message: 'the disk is read-only: nothing was saved' },
    });
    expect(logged).toEqual([]);
    // A permission denied without a caller that was writing may be a read: a fault of ours, logged, no details.
    expect(await dispatchToEnvelope(failingWith(fsError('EACCES')), 'finishedGames', [], log)).toEqual({
      ok: false,
      error: { kind: 'internal', message: 'finishedGames failed' },
    });
    expect(logged).toHaveLength(1);
  });
});
