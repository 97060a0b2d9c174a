// One graded decision: who, when, the dice, what was chosen and what was best with their expected final
// totals, the loss and the class; where the choice was not the best, "Why?" opens the solver's facts.

import { useAim } from './aim';
import { useId, useState } from 'react';
import type { CoachGradeBy } from '../../shared/api/contract';
import type { Grade } from '../../shared/coach';
import type { Seat } from '../../shared/game';
import { percent, points2 } from './format';
import { shownGrade } from './measure';
import { DieFace } from '../ui/Die';
import { GradeBadge } from './GradeBadge';
import { GradeWhy } from './GradeWhy';

export interface CoachGradeRowProps {
  readonly gameId: string;
  readonly grade: Grade;
  readonly seat: Seat | undefined;
  readonly gradeBy: CoachGradeBy;
}

export function CoachGradeRow(props: CoachGradeRowProps) {
  const { grade, seat } = props;
  const aim = useAim();
  const shown = shownGrade(grade, props.gradeBy, aim);
  // The badge says Best when the choice was the best: the best's words are repeated only when they differ.
  const same = grade.chosen.words === shown.best;
  // By win chance, each choice's chance to win; by points, its expected final total.
  const worth = (ev: number, chance: number | undefined): string =>
    shown.byWin && chance !== undefined ? `${percent(chance)} ${aim.to}` : points2(ev);
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
      data-shown-grade={shown.grade}
      data-by={shown.byWin ? 'win' : 'points'}
      data-chosen-ev={String(grade.chosen.ev)}
      data-best-ev={String(grade.best.ev)}
    >
      <div className="coach-grade-head">
        <span className="seat-dot" aria-hidden="true" />
        <span className="coach-grade-who">{seat?.name ?? `Seat ${grade.seat + 1}`}</span>
        <span className="coach-grade-when">
          round {grade.round}, roll {3 - grade.rollsLeft}
        </span>
        <GradeBadge grade={shown.grade} />
      </div>
      <p className="coach-grade-choices">
        <span className="coach-grade-dice">
          <span className="visually-hidden">dice {grade.dice.join('-')}: </span>
          {grade.dice.map((face, i) => (
            <DieFace key={i} face={face} />
          ))}
        </span>
        <span>
          <strong>{grade.chosen.words}</strong>{' '}
          <span className="coach-ev">{worth(grade.chosen.ev, grade.win?.chosen)}</span>
        </span>
      </p>
      {!same && (
        <p className="coach-grade-best">
          <span>
            {shown.byWin ? `best ${aim.to}` : 'best'} <strong>{shown.best}</strong>{' '}
            <span className="coach-ev">{worth(grade.best.ev, grade.win?.best.chance)}</span>
          </span>
          {shown.lost && (
            <span className="coach-loss">
              <span className="visually-hidden">loses </span>
              {shown.lossText}
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
      {shown.parting !== null && (
        <p className="coach-parting" data-testid="coach-parting">
          {shown.parting}
        </p>
      )}
      {!same && open && <GradeWhy gameId={props.gameId} index={grade.index} id={whyId} />}
    </li>
  );
}
