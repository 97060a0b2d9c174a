// The graded decisions of the live line, newest first, so the last one is always in sight: the people's by
// default (three bot grades a round would push a person's own down), every seat's on request.

import { useState } from 'react';
import type { CoachGradeBy } from '../../shared/api/contract';
import type { Grade } from '../../shared/coach';
import type { Seat } from '../../shared/game';
import { CoachGradeRow } from './CoachGradeRow';

export interface CoachGradesProps {
  readonly gameId: string;
  /** Grades of live decisions only, in log order. */
  readonly grades: readonly Grade[];
  readonly seats: readonly Seat[];
  readonly gradeBy: CoachGradeBy;
}

type Shown = 'people' | 'all';

export function CoachGrades(props: CoachGradesProps) {
  const { gameId, grades, seats, gradeBy } = props;
  const hasPeople = seats.some((s) => s.kind === 'human');
  const hasBots = seats.some((s) => s.kind === 'bot');
  const [chosen, setChosen] = useState<Shown>('people');
  const shown: Shown = hasPeople && hasBots ? chosen : 'all';
  const listed = shown === 'all' ? grades : grades.filter((g) => seats[g.seat]?.kind === 'human');
  return (
    <>
      {hasPeople && hasBots && (
        <fieldset className="coach-grades-filter" data-testid="coach-grades-filter">
          <legend className="visually-hidden">Grades shown</legend>
          {(['people', 'all'] as const).map((value) => (
            <label key={value} className={shown === value ? 'chip chosen' : 'chip'}>
              <input
                type="radio"
                name={`coach-grades-${gameId}`}
                value={value}
                checked={shown === value}
                onChange={() => setChosen(value)}
              />
              {value === 'people' ? 'People' : 'All seats'}
            </label>
          ))}
        </fieldset>
      )}
      {listed.length === 0 ? (
        <p className="coach-empty">Each decision is graded here as it is made.</p>
      ) : (
        <ol className="coach-grades" aria-label="Graded decisions, newest first" reversed>
          {[...listed].reverse().map((grade) => (
            <CoachGradeRow
              key={grade.index}
              gameId={gameId}
              grade={grade}
              seat={seats[grade.seat]}
              gradeBy={gradeBy}
            />
          ))}
        </ol>
      )}
    </>
  );
}
