// A long-running backend (the browser-mode server, `yacht host`, the Electron app) holds everyone's tables: one
// promise nobody waited on must not end them all. Node's default ends the process; here the failure is told in
// full (with its stack, for the bug report) and the process goes on serving. A thrown exception still ends it.

/** The part of `process` this uses (a test passes an emitter of its own). */
export interface RejectionSource {
  on(event: 'unhandledRejection', listener: (reason: unknown) => void): unknown;
}

/** What is logged for a rejection nobody handled. */
export function unhandledMessage(reason: unknown): string {
  const detail = reason instanceof Error ? (reason.stack ?? reason.message) : String(reason);
  return `unexpected failure (still serving; please report it): ${detail}`;
}

/** From now on a rejection nobody handled is logged instead of ending the process. */
export function keepServingOnUnhandledRejection(
  log: (message: string) => void,
  source: RejectionSource = process,
): void {
  source.on('unhandledRejection', (reason) => log(unhandledMessage(reason)));
}
