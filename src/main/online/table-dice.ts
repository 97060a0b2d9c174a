// Who may type the dice at an online table. The host's app rolls them at a table without real dice, and nobody
// types any: a joiner's typed dice are refused here, before the engine, so that a hostile joiner never chooses a
// face. At a real-dice table the dice are typed by
// - every player on their own phone (`playersType`): a joiner types their seat's rolls and retypes them; the
//   host types for the host's seats, the bots' and any seat a bot stands in for;
// - or the host alone, at the host's screen, for every seat: a joiner's phone decides (holds and boxes) and
//   shows, and its rolls are refused; the host's acts for a joiner's seat are its dice only (a roll that keeps
//   what the joiner held, a score sheet's final dice, a retype), never a decision of theirs.

import type { OnlineAction } from '../../shared/api/online';
import type { Action, GameState, RetypeAction } from '../../shared/game';
import type { Table } from './table-record';

/** A move that types dice or takes typed dice back. */
function typesDice(action: OnlineAction | Action | RetypeAction): boolean {
  if (action.type === 'retype') return true;
  return action.type === 'roll' && (action.dice !== undefined || action.final === true);
}

/** Why a joiner may not make this move at this table (null: the engine decides the rest). */
export function joinerDiceRefusal(table: Table, action: OnlineAction): string | null {
  const real = table.realDice;
  if (real === null) {
    if (!typesDice(action)) return null;
    return action.type === 'retype'
      ? 'the host’s app rolls the dice at this table: there is nothing to retype'
      : 'the host’s app rolls the dice at this table: dice cannot be typed in';
  }
  if (real.playersType || (action.type !== 'roll' && action.type !== 'retype')) return null;
  return action.type === 'roll' && !typesDice(action)
    ? 'the host types the dice at this table: hold the dice you keep, roll the others on the table, and the host types what they show'
    : 'the host types the dice at this table: tell the host what your dice show';
}

/**
 * Why the host may not act so for `seat` at this table (null: they may). `standIn`: a bot plays that seat now
 * (its dice are typed like a bot's).
 */
export function hostDiceRefusal(
  table: Table,
  seat: number,
  state: GameState,
  action: Action | RetypeAction | undefined,
  standIn: boolean,
): string | null {
  const record = table.seats[seat];
  if (record?.kind === 'host') return null;
  const name = record?.name ?? `seat ${seat + 1}`;
  const real = table.realDice;
  // The engine lets a person type a bot's dice; the bot's decisions are its own (GameService.act).
  if (real === null || action === undefined || (action.type !== 'roll' && action.type !== 'retype')) {
    return `${name} plays from their own device`;
  }
  if (record?.kind === 'bot' || standIn) return null;
  if (real.playersType) return `${name} types their own dice on their phone at this table`;
  if (action.type === 'roll' && action.keep !== undefined) {
    const held = [...state.turn.kept].sort((a, b) => a - b);
    const keep = [...action.keep].sort((a, b) => a - b);
    const same = keep.length === held.length && keep.every((p, i) => p === held[i]);
    if (!same)
      return `which dice to keep is ${name}’s decision, on their phone: type only the dice they rolled`;
  }
  return null;
}
