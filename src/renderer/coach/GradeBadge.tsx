// A decision's class in words and colour (never colour alone): Best, Inaccuracy, Mistake, Blunder.

import type { GradeClass } from '../../shared/coach';
import { GRADE_LABELS } from './format';

export function GradeBadge(props: { readonly grade: GradeClass }) {
  return <span className={`grade-badge grade-${props.grade}`}>{GRADE_LABELS[props.grade]}</span>;
}
