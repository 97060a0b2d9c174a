// The solver's refusals as the API says them: a queue with as much waiting as it takes, or as many rule sets of
// one's own at work as allowed, is "busy" (the same call works once the solver has caught up); work cancelled
// because its callers left is said as such. And the caller's signal, as the solver host takes it.

import type { ApiCall, YachtApi } from '../../shared/api/contract';
import { ApiRequestError } from '../../shared/api/errors';
import { SolveCancelled } from '../../shared/solver';
import { SolverBusy } from '../solver/work-queue';
import { TooManyRuleSets } from './solutions';

/** The API's refusal for a solver error, or null when it is none of the solver's refusals. */
export function solverRefusal(error: unknown): ApiRequestError | null {
  if (error instanceof SolverBusy || error instanceof TooManyRuleSets) {
    return new ApiRequestError('busy', error.message);
  }
  if (error instanceof SolveCancelled) {
    return new ApiRequestError('busy', 'the solver stopped this work before it was done: ask again');
  }
  return null;
}

/** The API with every handler's solver refusals said as the API says them. */
export function withSolverRefusals(api: YachtApi): YachtApi {
  const wrapped: Record<string, (...args: unknown[]) => Promise<unknown>> = {};
  for (const [method, handler] of Object.entries(api) as [
    string,
    (...args: unknown[]) => Promise<unknown>,
  ][]) {
    wrapped[method] = async (...args) => {
      try {
        return await handler(...args);
      } catch (error) {
        throw solverRefusal(error) ?? error;
      }
    };
  }
  return wrapped as unknown as YachtApi;
}

/** The caller's signal as an AbortSignal (what the solver host takes), if the transport gave one. */
export function signalOf(call: ApiCall | undefined): AbortSignal | undefined {
  const from = call?.signal;
  if (from === undefined || from instanceof AbortSignal) return from;
  const controller = new AbortController();
  if (from.aborted) controller.abort();
  else from.addEventListener('abort', () => controller.abort(), { once: true });
  return controller.signal;
}
