// Every decision of the game in order, each with its mark (?! ? ??) and loss: the selected seat's, or every
// seat's. Decisions taken back by an undo are listed where they were made, marked as such. One click selects
// a decision (the board goes to it); the selected one is kept in view.

import { useEffect, useRef } from 'react';
import type { Grade } from '../../../shared/coach';
import type { Seat } from '../../../shared/game';
import { GRADE_LABELS, GRADE_MARKS, lossText } from '../../coach/format';

export interface DecisionEntry {
  readonly grade: Grade;
  readonly takenBack: boolean;
}

export interface DecisionListProps {
  readonly entries: readonly DecisionEntry[];
  readonly seats: readonly Seat[];
  /** The log index of the decision selected, if a decision is. */
  readonly selected: number | null;
  readonly onSelect: (entry: DecisionEntry) => void;
}

/** After which roll of the turn: "roll 1" to "roll 3". */
function when(grade: Grade): string {
  return `roll ${3 - grade.rollsLeft}`;
}

export function DecisionList(props: DecisionListProps) {
  const { entries, seats, selected, onSelect } = props;
  const list = useRef<HTMLOListElement>(null);
  useEffect(() => {
    const current = list.current?.querySelector<HTMLElement>('[aria-current="true"]');
    current?.scrollIntoView({ block: 'nearest' });
  }, [selected]);
  if (entries.length === 0) return <p className="field-hint">No decisions yet.</p>;
  return (
    <ol className="decision-list" ref={list} aria-label="Decisions" tabIndex={-1}>
      {entries.map(({ grade, takenBack }) => {
        const mark = GRADE_MARKS[grade.grade];
        const name = seats[grade.seat]?.name ?? '';
        const isSelected = grade.index === selected;
        return (
          <li key={grade.index}>
            <button
              type="button"
              className={`decision-row grade-${grade.grade}${takenBack ? ' taken-back' : ''}`}
              aria-current={isSelected ? 'true' : undefined}
              onClick={() => onSelect({ grade, takenBack })}
              data-testid="decision-row"
              data-index={grade.index}
              data-seat={grade.seat}
              data-grade={grade.grade}
              data-taken-back={takenBack ? 'true' : undefined}
            >
              <span className="decision-round">{grade.round}</span>
              <span className={`seat-dot seat-${grade.seat % 6}`} aria-hidden="true" />
              <span className="decision-what">
                <span className="visually-hidden">
                  {name}, round {grade.round},{' '}
                </span>
                <span className="decision-when">{when(grade)}</span> {grade.chosen.words}
                {takenBack && <span className="decision-taken-back"> (taken back)</span>}
              </span>
              <span className="decision-mark" aria-hidden="true">
                {mark}
              </span>
              <span className="visually-hidden">{GRADE_LABELS[grade.grade]}</span>
              <span className="decision-loss">{grade.grade === 'best' ? '' : lossText(grade.loss)}</span>
            </button>
          </li>
        );
      })}
    </ol>
  );
}
