// The host's screen at a real-dice table whose host types every seat's dice: while a joiner decides (holds
// dice on their phone), the entry for their next roll stands open here, so that the host types the dice as
// soon as the joiner rolls them on the table. The joiner may score instead: the entry then goes. Their first
// roll of a turn, and the bots' rolls, open the table's own entry (useRealDiceTable with hostTypesFor).

import type { HostedTable } from '../../shared/api/online';
import { keptDiceText } from '../../shared/coach';
import { realDiceWait, type GameState } from '../../shared/game';
import type { TableAction } from '../api';
import { DiceEntry } from '../table/DiceEntry';

export interface HostTypesRerollProps {
  readonly state: GameState;
  readonly table: HostedTable | null;
  readonly busy: boolean;
  readonly error: string | null;
  readonly send: (action: TableAction) => void;
}

/** The joiner's seat whose next roll the host types now (null: none). */
export function rerollSeat(state: GameState, table: HostedTable | null): number | null {
  const wait = realDiceWait(state);
  if (table?.realDice == null || table.realDice.playersType || wait?.kind !== 'decision') return null;
  const record = table.seats[wait.seat];
  if (record?.kind !== 'remote' || record.standIn !== null || state.turn.rollsUsed >= 3) return null;
  return wait.seat;
}

export function HostTypesReroll(props: HostTypesRerollProps) {
  const { state } = props;
  const seat = rerollSeat(state, props.table);
  if (seat === null) return null;
  const kept = state.turn.kept;
  const held = kept.map((p) => state.turn.dice?.[p] ?? 0);
  const rolled = 5 - kept.length;
  const name = state.seats[seat]?.name ?? `Seat ${seat + 1}`;
  const them = rolled === 5 ? 'all five' : rolled === 1 ? 'the other die' : `the other ${rolled} dice`;
  const prompt =
    kept.length === 0
      ? `${name} holds no dice: when they roll, type ${them}`
      : `${name} holds ${keptDiceText(held)}: when they roll, type ${them}`;
  return (
    <DiceEntry
      key={`${state.eventCount}-${kept.join('')}`}
      rolled={rolled}
      held={held}
      prompt={prompt}
      busy={props.busy}
      error={props.error}
      testId="host-reroll-entry"
      onDice={(dice) => props.send({ type: 'roll', seat, keep: [...kept], dice: [...dice] })}
    />
  );
}
