// The table as it was at the replay's step: who did what (round, rolls left), the dice with the kept ones on
// the shelf, the seat's count toward the bonus, what the step meant (`detail`, between the dice and the
// sheets, so it is in view while stepping on a narrow window too), and every seat's sheet with the box just
// written lit.

import type { ReactNode } from 'react';
import { bonusProgress, seatTotals } from '../../shared/game';
import type { ReplayBoard as Board } from '../../shared/replay';
import { stepWords } from './step-words';
import { BonusProgress } from '../table/BonusProgress';
import { DiceTray } from '../table/DiceTray';
import { ScoreSheet } from '../table/ScoreSheet';

const noToggle = (): void => {};

export interface ReplayBoardProps {
  readonly board: Board;
  readonly step: number;
  readonly steps: number;
  /** The step in words (StepDetail): memoized, so the board's own render passes it by. */
  readonly detail?: ReactNode;
}

export function ReplayBoard(props: ReplayBoardProps) {
  const { board } = props;
  const { state } = board;
  const totals = state.seats.map((_, i) => seatTotals(state, i));
  const bonus = bonusProgress(state, board.seat);
  const seatTotal = totals[board.seat];
  return (
    <section
      className="replay-board"
      aria-label="The table at this step"
      data-testid="replay-board"
      data-step={props.step}
      data-index={board.index}
      data-kind={board.kind}
    >
      <div className={`turn-banner replay-banner seat-${board.seat % 6}`}>
        <span className="turn-token" aria-hidden="true" />
        <p aria-live="polite" data-testid="replay-step-words">
          {stepWords(board)}
        </p>
        <span className="turn-round">
          Round {board.round} of {state.rules.boxes.length} · step {props.step} of {props.steps - 1}
        </span>
      </div>
      <div className="replay-dice">
        <DiceTray dice={board.dice} kept={board.kept} canKeep={false} onToggle={noToggle} rollKey={0} />
        <BonusProgress upper={bonus.upper} threshold={bonus.threshold} bonusPoints={seatTotal?.bonus ?? 0} />
      </div>
      {props.detail}
      <ScoreSheet
        rules={state.rules}
        seats={state.seats}
        sheets={state.sheets}
        totals={totals}
        currentSeat={board.kind === 'start' ? null : board.seat}
        highlight={board.box === null ? null : { seat: board.seat, box: board.box }}
      />
    </section>
  );
}
