// One graded decision: who, when, the dice, what was chosen and what was best with their expected final
// totals, the loss and the class; where the choice was not the best, "Why?" opens the solver's facts.

import { useId, useState } from 'react';
import type { Grade } from '../../shared/coach';
import type { Seat } from '../../shared/game';
import { lossText, points2 } from './format';
import { DieFace } from '../ui/Die';
import { GradeBadge } from './GradeBadge';
import { GradeWhy } from './GradeWhy';

export interface CoachGradeRowProps {
  readonly gameId: string;
  readonly grade: Grade;
  readonly seat: Seat | undefined;
}

export function CoachGradeRow(props: CoachGradeRowProps) {
  const { grade, seat } = props;
  // The badge says Best when the choice was the best: the best's words are repeated only when they differ.
  const same = grade.chosen.words === grade.best.words;
  const [open, setOpen] = useState(false);
  const whyId = useId();
  return (
    <li
      className={`coach-grade seat-${grade.seat % 6}`}
      data-testid="coach-grade"
      data-index={grade.index}
      data-seat={grade.seat}
      data-loss={String(grade.loss)}
      data-grade={grade.grade}
      data-chosen-ev={String(grade.chosen.ev)}
      data-best-ev={String(grade.best.ev)}
    >
      <div className="coach-grade-head">
        <span className="seat-dot" aria-hidden="true" />
        <span className="coach-grade-who">{seat?.name ?? `Seat ${grade.seat + 1}`}</span>
        <span className="coach-grade-when">
          round {grade.round}, roll {3 - grade.rollsLeft}
        </span>
        <GradeBadge grade={grade.grade} />
      </div>
      <p className="coach-grade-choices">
        <span className="coach-grade-dice">
          <span className="visually-hidden">dice {grade.dice.join('-')}: </span>
          {grade.dice.map((face, i) => (
            <DieFace key={i} face={face} />
          ))}
        </span>
        <span>
          <strong>{grade.chosen.words}</strong> <span className="coach-ev">{points2(grade.chosen.ev)}</span>
        </span>
      </p>
      {!same && (
        <p className="coach-grade-best">
          <span>
            best <strong>{grade.best.words}</strong>{' '}
            <span className="coach-ev">{points2(grade.best.ev)}</span>
          </span>
          {grade.loss >= 0.005 && (
            <span className="coach-loss">
              <span className="visually-hidden">loses </span>
              {lossText(grade.loss)}
            </span>
          )}
          <button
            type="button"
            className="coach-why-toggle"
            aria-expanded={open}
            aria-controls={open ? whyId : undefined}
            onClick={() => setOpen(!open)}
            data-testid="coach-why-toggle"
          >
            Why?
          </button>
        </p>
      )}
      {!same && open && <GradeWhy gameId={props.gameId} index={grade.index} id={whyId} />}
    </li>
  );
}
