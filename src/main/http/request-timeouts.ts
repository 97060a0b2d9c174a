// How long a request may take to arrive, for both servers (the browser mode's, the online table server).

/**
 * A page sends its headers and body at once: a connection that dribbles them is dropped after a few seconds,
 * not Node's default five minutes (checked every second).
 */
export const REQUEST_TIMEOUTS = {
  headersTimeout: 5_000,
  requestTimeout: 10_000,
  connectionsCheckingInterval: 1_000,
};
