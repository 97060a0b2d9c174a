// A whole game played through the API (no page), for the tests of what comes after: the person's turns by
// the tests' strategy (support/strategy.ts), except the planted turns, scored at once in the first box worth
// nothing (a blunder each); the bots' turns skipped.

import { pad, replay, rollsLeft, type GameEvent, type GameState } from '../../../src/shared/game';
import type { Variant } from '../../../src/shared/rules';
import { expect, type YachtServer } from '../fixtures';
import { boxFor, keepFor, wantsRoll } from './strategy';

export interface PlayedGame {
  readonly gameId: string;
  readonly events: GameEvent[];
}

export async function playThroughApi(
  server: YachtServer,
  options: {
    readonly variant?: Variant;
    readonly sameDice: boolean;
    readonly withPerfect: boolean;
    readonly planted: ReadonlySet<number>;
  },
): Promise<PlayedGame> {
  await server.call('setSettings', { botSpeed: 'instant' });
  const game = await server.call('createGame', {
    variant: options.variant ?? 'standard',
    sameDice: options.sameDice,
    seats: [
      { kind: 'human', name: 'You' },
      ...(options.withPerfect
        ? [{ kind: 'bot' as const, name: 'Perfect bot', level: 'perfect' as const }]
        : []),
    ],
  });
  const { gameId } = game;
  const state = async (): Promise<GameState> => replay((await server.call('getGame', gameId)).events);
  const turns = (await state()).rules.boxes.length;
  // A turn of "You" is at most three rolls and a score, the bots' turns skipped: bounded.
  for (let turn = 0; turn < turns; turn++) {
    let now = await state();
    if (now.turn.seat !== 0) {
      await server.call('skipBots', gameId);
      now = await state();
    }
    await server.call('act', gameId, { type: 'roll' });
    now = await state();
    if (!options.planted.has(turn)) {
      for (let roll = 0; roll < 2 && wantsRoll(now.turn.dice!, rollsLeft(now)); roll++) {
        await server.call('act', gameId, { type: 'roll', keep: keepFor(now.turn.dice!) });
        now = await state();
      }
    }
    const entries = pad(now)!.entries;
    const nought = entries.find((e) => e.legal && e.points === 0);
    const box = options.planted.has(turn) && nought ? nought.box : boxFor(entries);
    await server.call('act', gameId, { type: 'score', box });
  }
  // The bot may have played its last turn on its own already: then there is nothing to skip.
  if (options.withPerfect) {
    await server.call('skipBots', gameId).catch((error: unknown) => {
      if (!/the game is over/.test(String(error))) throw error;
    });
  }
  const view = await server.call('getGame', gameId);
  expect(view.status).toBe('finished');
  return { gameId, events: view.events as GameEvent[] };
}
