// A long-running backend (the browser-mode server, `yacht host`, the Electron app) holds everyone's tables: one
// promise nobody waited on must not end them all. Node's default ends the process; here the failure is told in
// full (with its stack, for the bug report) and the process goes on serving. A thrown exception still ends it.

/** From now on a rejection nobody handled is logged instead of ending the process. */
export function keepServingOnUnhandledRejection(log: (message: string) => void): void {
  process.on('unhandledRejection', (reason) => {
    const detail = reason instanceof Error ? (reason.stack ?? reason.message) : String(reason);
    log(`unexpected failure (still serving; please report it): ${detail}`);
  });
}
