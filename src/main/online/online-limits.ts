// How much the table server takes from each connection, each address and all of them together: its defence
// against a joiner (or anyone who finds the port) that floods, guesses codes, or never reads.

export interface OnlineLimits {
  /** A connection that has not said a right hello by then is dropped. */
  readonly helloTimeoutMs: number;
  /** Messages a connection may send: this many a second on average, this many at once. */
  readonly messagesPerSecond: number;
  readonly burst: number;
  /** Refused messages a connection may send before it is dropped. */
  readonly refusalsBeforeDrop: number;
  /** Wrong codes an address may try in a minute before it is told nothing more for the rest of it. */
  readonly wrongCodesPerMinute: number;
  /** Wrong codes all addresses together may try in a minute (then no hello without a token is answered). */
  readonly wrongCodesPerMinuteAll: number;
  /**
   * Connections waiting for their hello, and watchers (connections without a seat), each, in all. Beyond it the
   * oldest waiting connection is dropped for a new one, and a hello without a seat's token is refused.
   */
  readonly maxConnections: number;
  /** The same, from one address. */
  readonly connectionsPerAddress: number;
  /** Watchers of one table (a joiner not seated yet is one). */
  readonly watchersPerTable: number;
  /** Connections holding one seat: a newer one (with the seat's token) drops the oldest beyond it. */
  readonly connectionsPerSeat: number;
  /** Bytes waiting to be sent to a connection (past the system's own buffers) before it is dropped as behind. */
  readonly maxBufferedBytes: number;
  /** Log lines about refusals: per connection and in all per window; the rest are summed up at its end. */
  readonly logLinesPerConnection: number;
  readonly logLinesPerWindow: number;
  readonly logWindowMs: number;
  /** The server pings every connection this often (a WebSocket ping: browsers answer it by themselves). */
  readonly heartbeatMs: number;
  /** A connection heard nothing from (no message, no pong) for this long is dropped: its seat is away. */
  readonly silenceMs: number;
}

export const ONLINE_LIMITS: OnlineLimits = {
  helloTimeoutMs: 5_000,
  messagesPerSecond: 20,
  burst: 40,
  refusalsBeforeDrop: 200,
  wrongCodesPerMinute: 10,
  wrongCodesPerMinuteAll: 100,
  maxConnections: 500,
  connectionsPerAddress: 20,
  watchersPerTable: 50,
  connectionsPerSeat: 4,
  maxBufferedBytes: 1024 * 1024,
  logLinesPerConnection: 5,
  logLinesPerWindow: 50,
  logWindowMs: 10_000,
  heartbeatMs: 4_000,
  silenceMs: 10_000,
};
