// The receiving side of every transport (IPC, HTTP, in memory): validate the arguments against the contract,
// call the implementation, validate the result. Errors a caller can act on become an ApiRequestError with a
// message meant to cross the boundary (a write the disk refused too, whichever call made it); anything else is a
// fault of ours and is reported without details.

import {
  apiContract,
  describeIssues,
  type ApiCall,
  type ApiEnvelope,
  type ApiMethod,
  type YachtApi,
} from './contract';
import { ApiRequestError, notSavedError, refusalOf } from './errors';
import { forbiddenKeyPath } from '../json/untrusted';

export async function dispatch(
  api: YachtApi,
  method: ApiMethod,
  rawArgs: unknown,
  context: ApiCall = {},
): Promise<unknown> {
  const turn = context.turn ?? (async <T>(work: () => T): Promise<T> => work());
  // The call's own work takes its turns; the wait for its answer does not hold one.
  const started = await turn(() => {
    const answer = call(api, method, checkedArgs(method, rawArgs), context);
    // Awaited just below; a failure must not count as unhandled meanwhile.
    answer.catch(() => undefined);
    return { answer };
  });
  let result: unknown;
  try {
    result = await started.answer;
  } catch (error) {
    // An illegal move says why in the engine's words; a full disk says so at every door, even one that did
    // not name what it was saving.
    throw refusalOf(error) ?? notSavedError(error) ?? error;
  }
  return turn(() => checkedResult(method, result));
}

/**
 * Results already checked, by the object the implementation answered with: a kept answer given again (a replay
 * asked for twice) is not checked twice. The backend's kept answers are never changed once made.
 */
const checkedResults = new WeakMap<object, unknown>();

function checkedResult(method: ApiMethod, result: unknown): unknown {
  if (typeof result !== 'object' || result === null) return apiContract[method].result.parse(result);
  if (checkedResults.has(result)) return checkedResults.get(result);
  const checked = apiContract[method].result.parse(result);
  checkedResults.set(result, checked);
  return checked;
}

/** The arguments of a call, checked against the contract, or the refusal saying what is wrong. */
function checkedArgs(method: ApiMethod, rawArgs: unknown): readonly unknown[] {
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
  return parsed.data;
}

/** Starts the implementation of a call (a failure that comes at once comes as the answer's). */
async function call(
  api: YachtApi,
  method: ApiMethod,
  args: readonly unknown[],
  context: ApiCall,
): Promise<unknown> {
  const handler = api[method] as (...args: readonly unknown[]) => Promise<unknown>;
  return handler(...args, context);
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
