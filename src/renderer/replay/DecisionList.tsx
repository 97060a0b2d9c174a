// Every decision of the game in order, each with its mark (?! ? ??) and loss: the selected seat's, or every
// seat's. Decisions taken back by an undo are listed where they were made, marked as such. One click selects
// a decision (the board goes to it); the selected one is kept in view in the list (the window stays put).

import { memo, useEffect, useRef } from 'react';
import type { Grade } from '../../shared/coach';
import type { Seat } from '../../shared/game';
import { GRADE_LABELS, GRADE_MARKS, lossText } from '../coach/format';

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
  /** Scores made on a score sheet's typed final dice (real dice): no roll number is known for them. */
  readonly finalScores?: ReadonlySet<number>;
}

/** After which roll of the turn: "roll 1" to "roll 3", or "final dice" typed on a score sheet. */
function when(grade: Grade, finalScores: ReadonlySet<number> | undefined): string {
  return finalScores?.has(grade.index) ? 'final dice' : `roll ${3 - grade.rollsLeft}`;
}

function DecisionListInner(props: DecisionListProps) {
  const { entries, seats, selected, onSelect, finalScores } = props;
  const list = useRef<HTMLOListElement>(null);
  useEffect(() => {
    const box = list.current;
    const current = box?.querySelector<HTMLElement>('[aria-current="true"]');
    if (box && current) scrollWithin(box, current);
  }, [selected]);
  if (entries.length === 0) return <p className="field-hint">No decisions yet.</p>;
  return (
    <ol className="decision-list" ref={list} aria-label="Decisions" tabIndex={-1}>
      {entries.map((entry) => (
        <DecisionRow
          key={entry.grade.index}
          entry={entry}
          name={seats[entry.grade.seat]?.name ?? ''}
          when={when(entry.grade, finalScores)}
          selected={entry.grade.index === selected}
          onSelect={onSelect}
        />
      ))}
    </ol>
  );
}

/**
 * Scrolls the list, and only the list, to show the row (offsetTop is from the list: it is positioned).
 * scrollIntoView would scroll the window too, and on a narrow window, where the list is below the board,
 * every step would take the board out of view.
 */
function scrollWithin(box: HTMLElement, row: HTMLElement): void {
  const top = row.offsetTop;
  const bottom = top + row.offsetHeight;
  if (top < box.scrollTop) box.scrollTop = top;
  else if (bottom > box.scrollTop + box.clientHeight) box.scrollTop = bottom - box.clientHeight;
}

interface DecisionRowProps {
  readonly entry: DecisionEntry;
  readonly name: string;
  /** After which roll ("roll 2", "final dice"). */
  readonly when: string;
  readonly selected: boolean;
  readonly onSelect: (entry: DecisionEntry) => void;
}

// Memoised: a step redraws the two rows whose selection changed, not the whole list.
const DecisionRow = memo(function DecisionRow(props: DecisionRowProps) {
  const { entry, name, when: after, selected, onSelect } = props;
  const { grade, takenBack } = entry;
  return (
    <li>
      <button
        type="button"
        className={`decision-row grade-${grade.grade}${takenBack ? ' taken-back' : ''}`}
        aria-current={selected ? 'true' : undefined}
        onClick={() => onSelect(entry)}
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
            {name}, round {grade.round}, after{' '}
          </span>
          <span className="decision-when">{after}</span> {grade.chosen.words}
          {takenBack && <span className="decision-taken-back"> (taken back)</span>}
        </span>
        <span className="decision-mark" aria-hidden="true">
          {GRADE_MARKS[grade.grade]}
        </span>
        <span className="visually-hidden">{GRADE_LABELS[grade.grade]}</span>
        <span className="decision-loss">{grade.grade === 'best' ? '' : lossText(grade.loss)}</span>
      </button>
    </li>
  );
});

/** Drawn again only when its props change (the replay's board is drawn first, this a render later). */
export const DecisionList = memo(DecisionListInner);
