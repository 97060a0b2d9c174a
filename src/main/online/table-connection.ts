// One connection to the table server, from its upgrade to its close: it must say a right hello (the join code)
// within a few seconds; every message is rate-limited (a token bucket), read (socket-intake.ts) and only then
// handed to the tables (TableGate); a refused message changes nothing and is answered with the reason, and a
// connection refused too often is dropped. Every wrong code counts against its address (and all addresses), and
// an address that keeps guessing is told nothing more for a while, but a seat's token always brings its seat back.

import type { RawData, WebSocket } from 'ws';
import { ApiRequestError, type ApiErrorKind } from '../../shared/api/errors';
import { onlineClientMessageSchema, type OnlineServerMessage } from '../../shared/api/online';
import { GameError } from '../../shared/game/errors';
import { messageId, readSocketMessage } from '../http/socket-intake';
import type { ClientAddress } from './client-address';
import type { CodeGuesses } from './code-guesses';
import type { OnlineLimits } from './online-limits';
import { quoted, type RefusalLog } from './refusal-log';
import {
  CLOSE_AWAY,
  CLOSE_POLICY,
  CLOSE_TRY_AGAIN,
  type Connection,
  type ServerConnections,
} from './server-connections';
import type { SilenceWatch } from './silence-watch';
import type { Participant, TableGate } from './table-ports';

/** What every connection of one table server shares. */
export interface ConnectionContext {
  readonly limits: OnlineLimits;
  readonly now: () => number;
  readonly gate: TableGate;
  readonly connections: ServerConnections;
  readonly guesses: CodeGuesses;
  readonly refusals: RefusalLog;
  readonly silence: SilenceWatch;
  /** A message is encoded once for all the connections it is sent to (a table's broadcast). */
  readonly encoded: WeakMap<OnlineServerMessage, string>;
}

export function serveConnection(ws: WebSocket, from: ClientAddress, context: ConnectionContext): void {
  const { limits, now, gate, connections, guesses, refusals, encoded } = context;
  const hearing = context.silence.watch(ws, from.label);
  let refused = 0;
  let tokens = limits.burst;
  let lastRefill = now();
  const send = (message: OnlineServerMessage): void => {
    if (connection.dropped || ws.readyState !== ws.OPEN) return;
    // A connection that does not read what it is sent is dropped before the host holds much of it.
    if (ws.bufferedAmount > limits.maxBufferedBytes) {
      refusals.note(from.label, `table server: dropped ${from.label}: too far behind (it does not read)`);
      return connections.drop(connection, CLOSE_TRY_AGAIN, 'too far behind: join again');
    }
    let text = encoded.get(message);
    if (text === undefined) {
      text = JSON.stringify(message);
      encoded.set(message, text);
    }
    ws.send(text);
  };
  const participant: Participant = {
    send,
    close: (reason) => connections.drop(connection, CLOSE_AWAY, reason),
  };
  const connection: Connection = { ws, from, participant, greeted: false, dropped: false };
  connections.add(connection);
  const helloTimer = setTimeout(() => {
    if (!connection.greeted) connections.drop(connection, CLOSE_POLICY, 'no join code in time');
  }, limits.helloTimeoutMs);

  const refuse = (id: number | null, kind: ApiErrorKind, message: string, andDrop = false): void => {
    refused++;
    refusals.note(from.label, `table server: refused from ${from.label}: ${quoted(message)}`);
    send({ kind: 'error', id, error: { kind, message } });
    // Full (busy): come back later; anything else broke the protocol.
    if (andDrop || refused >= limits.refusalsBeforeDrop) {
      connections.drop(connection, kind === 'busy' ? CLOSE_TRY_AGAIN : CLOSE_POLICY, message);
    }
  };

  /** A hello: every wrong code counts; while its address (or everyone) guessed too much, only a token is tried. */
  const hello = (code: string, token: string | undefined): void => {
    const heldBack = guesses.heldBack(from.address);
    if (heldBack !== null && token === undefined) return refuse(null, 'busy', heldBack, true);
    try {
      gate.hello(participant, code, token, (place) => {
        const full = place.seat === null ? connections.fullFor(connection, place) : null;
        if (full !== null) throw new ApiRequestError('busy', full);
      });
    } catch (error) {
      if (!(error instanceof ApiRequestError)) throw error;
      if (error.kind === 'forbidden') guesses.record(from.address);
      // Held back: the same words whether the code or the token was wrong (nothing learnt by guessing).
      return refuse(null, heldBack !== null ? 'busy' : error.kind, heldBack ?? error.message, true);
    }
    connection.greeted = true;
    clearTimeout(helloTimer);
    const place = gate.placeOf(participant);
    if (place !== null && place.seat !== null) connections.makeRoomAtSeat(connection, place);
  };

  ws.on('message', (data: RawData, isBinary: boolean) => {
    // A dropped connection's messages still on their way (a burst of guesses, say) are not read.
    if (connection.dropped) return;
    hearing.at = Date.now();
    const greeted = connection.greeted;
    // A token bucket: a client that sends faster than a person can play is told to slow down.
    const t = now();
    tokens = Math.min(limits.burst, tokens + ((t - lastRefill) / 1000) * limits.messagesPerSecond);
    lastRefill = t;
    // Named by its id where it has one, so that a client's move waiting for its answer gets it.
    if (tokens < 1) return refuse(messageId(data, isBinary), 'bad-input', 'too many messages: slow down');
    tokens -= 1;
    const intake = readSocketMessage(data, isBinary, onlineClientMessageSchema);
    if (!intake.ok) return refuse(intake.id, 'bad-input', intake.problem, !greeted);
    const { message, id } = intake;
    if (!greeted && message.kind !== 'hello') {
      return refuse(null, 'forbidden', 'say hello with the join code first', true);
    }
    const failed = (error: unknown): void => {
      if (error instanceof ApiRequestError) return refuse(id, error.kind, error.message);
      if (error instanceof GameError) return refuse(id, 'conflict', error.message);
      refusals.note(
        from.label,
        `table server: ${message.kind} from ${from.label} failed: ${quoted(messageOf(error))}`,
      );
      send({ kind: 'error', id, error: { kind: 'internal', message: `${message.kind} failed` } });
    };
    try {
      switch (message.kind) {
        case 'hello':
          return hello(message.code, message.token);
        case 'sit':
          return gate.sit(participant, message.seat, message.name);
        case 'stand':
          return gate.stand(participant);
        case 'act':
          gate.act(participant, message.id, message.at, message.action).catch(failed);
          return;
        case 'ping':
          hearing.pings = true;
          return send({ kind: 'pong', id: message.id });
        case 'grades':
          gate.grades(participant).then((report) => send({ kind: 'grades', id: message.id, report }), failed);
          return;
        case 'hint':
          gate.hint(participant).then((hint) => send({ kind: 'hint', id: message.id, hint }), failed);
          return;
        case 'why':
          gate
            .why(participant, message.index)
            .then((explanation) => send({ kind: 'why', id: message.id, explanation }), failed);
          return;
      }
    } catch (error) {
      failed(error);
    }
  });
  ws.on('close', () => {
    clearTimeout(helloTimer);
    connections.delete(connection);
    connection.dropped = true;
    gate.gone(participant);
  });
  ws.on('error', (error) =>
    refusals.note(from.label, `table server: socket from ${from.label}: ${quoted(error.message)}`),
  );
}

export function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
