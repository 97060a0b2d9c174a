// The graded decisions of the live line, newest first, so the last one is always in sight.

import type { Grade } from '../../shared/coach';
import type { Seat } from '../../shared/game';
import { CoachGradeRow } from './CoachGradeRow';

export interface CoachGradesProps {
  readonly gameId: string;
  /** Grades of live decisions only, in log order. */
  readonly grades: readonly Grade[];
  readonly seats: readonly Seat[];
}

export function CoachGrades(props: CoachGradesProps) {
  const { gameId, grades, seats } = props;
  if (grades.length === 0) {
    return <p className="coach-empty">Each decision is graded here as it is made.</p>;
  }
  return (
    <ol className="coach-grades" aria-label="Graded decisions, newest first" reversed>
      {[...grades].reverse().map((grade) => (
        <CoachGradeRow key={grade.index} gameId={gameId} grade={grade} seat={seats[grade.seat]} />
      ))}
    </ol>
  );
}
