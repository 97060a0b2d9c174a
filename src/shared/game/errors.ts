// Typed errors: GameError for an illegal action or event, LogError for a saved game that cannot be loaded.

export type GameErrorCode =
  | 'bad-setup'
  | 'not-created'
  | 'already-created'
  | 'game-over'
  | 'wrong-seat'
  | 'no-rolls-left'
  | 'not-rolled'
  | 'bad-keep'
  | 'keep-unchanged'
  | 'too-many-keeps'
  | 'bad-dice'
  | 'kept-die-changed'
  | 'unknown-box'
  | 'box-filled'
  | 'joker-forbids'
  | 'illegal-box'
  | 'bad-points'
  | 'nothing-to-undo'
  | 'bad-undo'
  | 'log-full'
  | 'not-real-dice'
  | 'dice-not-typed'
  | 'not-sheet'
  | 'bot-keeps'
  | 'nothing-to-retype'
  | 'bad-retype';

/** An action or event the rules do not allow, with a message a player can read. */
export class GameError extends Error {
  readonly code: GameErrorCode;

  constructor(code: GameErrorCode, message: string) {
    super(message);
    this.name = 'GameError';
    this.code = code;
  }
}

/** A saved game that is not valid: `index` and `eventType` name the first bad event when there is one. */
export class LogError extends Error {
  readonly index: number | null;
  readonly eventType: string | null;
  readonly reason: string;

  constructor(reason: string, index: number | null = null, eventType: string | null = null) {
    const where = index === null ? '' : `event ${index}${eventType === null ? '' : ` (${eventType})`}: `;
    super(`bad saved game: ${where}${reason}`);
    this.name = 'LogError';
    this.index = index;
    this.eventType = eventType;
    this.reason = reason;
  }
}
