// A replayed decision's position as the analyzer is asked it (the replay's ranked options, the mistake
// puzzles): the game's own rule set goes with it, else a custom-rules game's options were ranked by its base's
// rules.

import { describe, expect, it } from 'vitest';
import { play, scriptedRandom, startGame, type CreatedEvent } from '../../../src/shared/game';
import { foldStates } from '../../../src/shared/replay/board';
import { positionRequest } from '../../../src/renderer/replay/position-request';
import { CLASSIC_EXTRA } from '../../support/custom-rules';

function firstDecision(custom: typeof CLASSIC_EXTRA | undefined) {
  let game = startGame({
    variant: 'classic',
    ...(custom ? { custom } : {}),
    seats: [{ kind: 'human', name: 'Ann' }],
    createdAt: '2026-01-01T00:00:00.000Z',
  });
  game = play(game, { type: 'roll' }, { random: scriptedRandom([6, 6, 6, 1, 3]) });
  game = play(game, { type: 'score', box: 'choice' });
  return { created: game.events[0] as CreatedEvent, states: foldStates(game.events), index: 2 };
}

describe('positionRequest', () => {
  it('asks with the game’s own rule set', () => {
    const { created, states, index } = firstDecision(CLASSIC_EXTRA);
    const request = positionRequest(created, states, index);
    expect(request.custom).toEqual(CLASSIC_EXTRA);
    expect(request).toMatchObject({ variant: 'classic', sheet: {}, rollsLeft: 2 });
    expect(request.dice).toHaveLength(5);
  });

  it('asks without one for a built-in rule set', () => {
    const { created, states, index } = firstDecision(undefined);
    expect('custom' in positionRequest(created, states, index)).toBe(false);
  });
});
