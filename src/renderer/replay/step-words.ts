// A replay step in words, for the board's banner and screen readers: who rolled what, kept what, or wrote
// what in which box. Only past tenses follow a seat's name, which read right for "You" as for "Ann".

import { boxLabel } from '../../shared/coach';
import { keptDiceText } from '../../shared/coach/choice-words';
import type { ReplayBoard } from '../../shared/replay';
import { plural } from '../ui/words';

const diceText = (dice: readonly number[]): string => dice.join('-');

export function stepWords(board: ReplayBoard): string {
  const name = board.state.seats[board.seat]?.name ?? `Seat ${board.seat + 1}`;
  const dice = board.dice ?? [];
  const held = board.kept.map((p) => dice[p]).filter((f) => f !== undefined);
  switch (board.kind) {
    case 'start':
      // "First to roll: You", not "You rolls first": a seat's name is never conjugated.
      return `The start: every sheet is empty. First to roll: ${name}.`;
    case 'roll': {
      if (board.final) {
        return `${name} typed the turn’s final dice, ${diceText(dice)} (score sheet: the rolls before them were not typed) · no roll left`;
      }
      const holding = held.length > 0 && held.length < 5 ? `, holding ${keptDiceText(held)}` : '';
      const left = board.rollsLeft === 0 ? 'no roll left' : `${plural(board.rollsLeft, 'roll')} left`;
      return `${name} rolled ${diceText(dice)}${holding} · ${left}`;
    }
    case 'decision': {
      if (board.box !== null) {
        const points = board.state.sheets[board.seat]?.[board.box] ?? 0;
        return `${name} scored ${boxLabel(board.state.rules, board.box)} for ${plural(points, 'point')} with ${diceText(dice)}`;
      }
      return held.length === 0
        ? `${name} rolled all five dice again`
        : `${name} kept ${keptDiceText(held)} and rolled again`;
    }
    case 'end': {
      const box = board.box === null ? 'the box' : boxLabel(board.state.rules, board.box);
      return `${name} won at once: ${box} made on the first roll (servida). The game is over.`;
    }
  }
}
