// The receiving side of every transport (IPC, HTTP, in memory): validate the arguments against the contract,
// call the implementation, validate the result. Errors a caller can act on become an ApiRequestError with a
// message meant to cross the boundary (a write the disk refused too, whichever call made it); anything else is a
// fault of ours and is reported without details.

import { GameError } from '../game/errors';
import {
  apiContract,
  describeIssues,
  type ApiCall,
  type ApiEnvelope,
  type ApiMethod,
  type YachtApi,
} from './contract';
import { ApiRequestError, notSavedError } from './errors';
import { forbiddenKeyPath } from '../json/untrusted';

export async function dispatch(
  api: YachtApi,
  method: ApiMethod,
  rawArgs: unknown,
  context: ApiCall = {},
): Promise<unknown> {
  const spec = apiContract[method];
  const args = rawArgs === undefined ? [] : rawArgs;
  if (!Array.isArray(args))
    throw new ApiRequestError('bad-input', `Invalid arguments for ${method}: send a list`);
  const count = spec.args.def.items.length;
  if (args.length !== count) {
    throw new ApiRequestError(
      'bad-input',
      `Invalid arguments for ${method}: it takes ${count} argument${count === 1 ? '' : 's'}, got ${args.length}`,
    );
  }
  const hostile = forbiddenKeyPath(args, 'args');
  if (hostile !== null) {
    throw new ApiRequestError(
      'bad-input',
      `Invalid arguments for ${method}: ${hostile}: this key is not allowed`,
    );
  }
  const parsed = spec.args.safeParse(args);
  if (!parsed.success) {
    throw new ApiRequestError(
      'bad-input',
      `Invalid arguments for ${method}: ${describeIssues(parsed.error, 'args')}`,
    );
  }
  const call = api[method] as (...args: readonly unknown[]) => Promise<unknown>;
  let result: unknown;
  try {
    result = await call(...parsed.data, context);
  } catch (error) {
    // An illegal move: the engine's message says why, in words a player can read.
    if (error instanceof GameError) throw new ApiRequestError('conflict', error.message);
    // A full disk says so at every door, even one that did not name what it was saving.
    throw notSavedError(error) ?? error;
  }
  return spec.result.parse(result);
}

/** dispatch() as an envelope: a caller's mistake carries its kind and message, a fault of ours a generic one. */
export async function dispatchToEnvelope(
  api: YachtApi,
  method: ApiMethod,
  rawArgs: unknown,
  logError: (message: string) => void,
  context: ApiCall = {},
): Promise<ApiEnvelope<unknown>> {
  try {
    return { ok: true, result: await dispatch(api, method, rawArgs, context) };
  } catch (error) {
    if (error instanceof ApiRequestError) {
      return { ok: false, error: { kind: error.kind, message: error.message } };
    }
    logError(`${method}: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
    return { ok: false, error: { kind: 'internal', message: `${method} failed` } };
  }
}
