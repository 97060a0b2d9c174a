// The browser-mode server as its own process (`node dist/server.js`), for the tests and benchmarks that need
// the real thing: started on any free port over a data directory, ready once it prints its URL (no sleeps),
// killable with SIGKILL, and called as the page calls it (POST {"args": [...]}).

import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { createInterface } from 'node:readline';
import {
  apiContract,
  type ApiEnvelope,
  type ApiInputArgs,
  type ApiMethod,
  type ApiResult,
} from '../../src/shared/api/contract';

// Two levels below the root, here and where the benchmarks are bundled (dist/bench/).
export const PROJECT_ROOT = path.resolve(import.meta.dirname, '..', '..');
export const SERVER_SCRIPT = path.join(PROJECT_ROOT, 'dist', 'server.js');
const READY = /running at (http:\/\/\S+)/;
const START_TIMEOUT_MS = 30_000;

export interface ServerProcessOptions {
  readonly dataDir: string;
  /** --dice-seed: new games roll reproducible dice. */
  readonly seed?: string | undefined;
}

export interface ServerProcess {
  readonly child: ChildProcess;
  /** e.g. http://127.0.0.1:43117/ */
  readonly url: string;
  /** Every line it printed so far (stdout and stderr). */
  readonly output: string[];
  /** kill -9: no chance to save or say goodbye. Resolves once the process is gone (and reaped). */
  kill9(): Promise<void>;
}

/** Starts dist/server.js (build it first: npm run build:node) and resolves once it prints its URL. */
export function startServerProcess(options: ServerProcessOptions): Promise<ServerProcess> {
  const args = [SERVER_SCRIPT, '--port', '0', '--data-dir', options.dataDir];
  if (options.seed !== undefined) args.push('--dice-seed', options.seed);
  const child = spawn(process.execPath, args, { cwd: PROJECT_ROOT, stdio: ['ignore', 'pipe', 'pipe'] });
  const output: string[] = [];
  const kill9 = async (): Promise<void> => {
    child.kill('SIGKILL');
    await exited(child);
  };
  return new Promise<ServerProcess>((resolve, reject) => {
    const fail = (why: string): void => {
      child.kill('SIGKILL');
      reject(new Error(`dist/server.js ${why}:\n${output.join('\n')}`));
    };
    const timer = setTimeout(() => fail(`printed no URL within ${START_TIMEOUT_MS} ms`), START_TIMEOUT_MS);
    createInterface({ input: child.stderr! }).on('line', (line) => output.push(line));
    createInterface({ input: child.stdout! }).on('line', (line) => {
      output.push(line);
      const url = READY.exec(line)?.[1];
      if (url) {
        clearTimeout(timer);
        resolve({ child, url, output, kill9 });
      }
    });
    child.once('exit', (code, signal) => {
      clearTimeout(timer);
      fail(`exited (${code ?? signal}) before it was ready`);
    });
    child.once('error', (error) => fail(`could not start: ${error.message}`));
  });
}

/** Resolves once the child has exited. */
export function exited(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => child.once('exit', () => resolve()));
}

/** An API call the server refused: its HTTP status and its message. */
export class ApiCallError extends Error {
  constructor(
    readonly method: ApiMethod,
    readonly status: number,
    readonly reason: string,
  ) {
    super(`${method}: ${reason} (${status})`);
  }
}

/** Sends one API call as the page does: POST to its path with {"args": [...]}. */
export function postApi<M extends ApiMethod>(
  url: string,
  method: M,
  args: ApiInputArgs<M>,
): Promise<Response> {
  return fetch(new URL(apiContract[method].path, url), {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ args }),
  });
}

/** Calls the API as the page does; a refusal throws ApiCallError (results are not checked against schemas). */
export async function callApi<M extends ApiMethod>(
  url: string,
  method: M,
  ...callArgs: ApiInputArgs<M>
): Promise<ApiResult<M>> {
  const response = await postApi(url, method, callArgs);
  const body = (await response.json()) as ApiEnvelope<ApiResult<M>>;
  if (!body.ok) throw new ApiCallError(method, response.status, body.error.message);
  return body.result;
}
