// "Grade by": at a table of 2+ seats the coach's grades, the hint's order and the guard go by the expected
// points lost (the default) or by the chance to win lost.

import { useId } from 'react';
import { COACH_GRADE_BY, type CoachGradeBy } from '../../shared/api/contract';

const GRADE_BY_LABELS: Readonly<Record<CoachGradeBy, string>> = {
  points: 'Points',
  win: 'Win chance',
};

export function GradeBySelect(props: {
  readonly gradeBy: CoachGradeBy;
  readonly onGradeBy: (gradeBy: CoachGradeBy) => void;
}) {
  // As the guard's: a label beside the select, so its name is exactly "Grade by".
  const id = useId();
  return (
    <div className="field inline coach-guard-select coach-grade-by">
      <label htmlFor={id}>Grade by</label>
      <select
        id={id}
        value={props.gradeBy}
        onChange={(e) => props.onGradeBy(COACH_GRADE_BY.find((g) => g === e.target.value) ?? 'points')}
        data-testid="coach-grade-by"
      >
        {COACH_GRADE_BY.map((value) => (
          <option key={value} value={value}>
            {GRADE_BY_LABELS[value]}
          </option>
        ))}
      </select>
    </div>
  );
}
