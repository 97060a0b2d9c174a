// How a seat's mistake puzzles went, at the end of them: solved at the first try, solved later, missed (the
// best shown), and any not tried yet; the missed ones listed with the best play. It takes the focus when it
// appears (the button that led to it is gone), so a keyboard or a screen reader is at it.

import { useEffect, useRef } from 'react';
import type { Grade } from '../../../shared/coach';
import type { PuzzleSummary as Summary } from './puzzle-progress';
import { plural } from '../../ui/words';

export interface PuzzleSummaryProps {
  readonly summary: Summary;
  readonly puzzles: readonly Grade[];
}

export function PuzzleSummary(props: PuzzleSummaryProps) {
  const { summary, puzzles } = props;
  const section = useRef<HTMLElement>(null);
  useEffect(() => section.current?.focus(), []);
  const missed = puzzles.filter((p) => summary.missedAt.includes(p.index));
  const rows = [
    { key: 'first', count: summary.first, words: 'solved at the first try' },
    { key: 'later', count: summary.later, words: 'solved at a later try' },
    { key: 'missed', count: summary.missed, words: 'missed (the best was shown)' },
  ];
  return (
    <section
      ref={section}
      tabIndex={-1}
      className="puzzle-summary"
      aria-label="How the puzzles went"
      data-testid="puzzle-summary"
    >
      <p>
        {summary.left === 0
          ? `All ${plural(puzzles.length, 'puzzle')} done.`
          : `${plural(puzzles.length - summary.left, 'puzzle')} of ${puzzles.length} done, ${summary.left} not tried yet.`}
      </p>
      <ul className="puzzle-tally">
        {rows.map((row) => (
          <li
            key={row.key}
            className={`tally-${row.key}`}
            data-testid={`summary-${row.key}`}
            data-count={row.count}
          >
            <strong>{row.count}</strong> {row.words}
          </li>
        ))}
      </ul>
      {missed.length > 0 && (
        <>
          <h3>Missed</h3>
          <ul className="puzzle-missed">
            {missed.map((p) => (
              <li key={p.index}>
                Round {p.round}, {p.dice.join('-')}: best was <strong>{p.best.words}</strong>
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
