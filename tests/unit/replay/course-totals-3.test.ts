// Shard 3 of the course totals check (course-totals.ts).
import { describeCourseTotals } from './course-totals';

describeCourseTotals(2);
