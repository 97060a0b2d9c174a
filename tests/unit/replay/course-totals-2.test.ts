// Shard 2 of the course totals check (course-totals.ts).
import { describeCourseTotals } from './course-totals';

describeCourseTotals(1);
