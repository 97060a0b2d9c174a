// The position of a game's decision as the analyzer's request (the replay's ranked options and the mistake
// puzzles ask the same): the game's rules (its own rule set too, else the options would be ranked by the
// base's), the seat's sheet, the dice and the rolls left then.

import type { PositionRequestInput } from '../../shared/api/contract';
import type { CreatedEvent, GameState } from '../../shared/game';
import { decisionPosition } from '../../shared/replay';

export function positionRequest(
  created: CreatedEvent,
  states: readonly GameState[],
  index: number,
): PositionRequestInput {
  const position = decisionPosition(states, index);
  return {
    variant: created.variant,
    options: { ...created.options },
    ...(created.custom ? { custom: created.custom } : {}),
    sheet: { ...position.sheet },
    extraYachts: position.extraYachts,
    dice: [...position.dice],
    rollsLeft: position.rollsLeft,
  };
}
