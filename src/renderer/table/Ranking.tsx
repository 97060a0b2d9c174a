// The final places: level totals share a place, so tied leaders are both first; a seat that won at once (a
// Generala servida) is first whatever the totals, and the headline says how it won.

import type { Seat, Standing } from '../../shared/game';
import { LEVEL_LABELS, ordinal } from '../ui/words';

export interface RankingProps {
  readonly standings: readonly Standing[];
  readonly seats: readonly Seat[];
  /** How the first seat won at once ("Generala servida"), or null when the totals decided. */
  readonly wonAtOnce?: string | null | undefined;
}

export function headline(standings: readonly Standing[], wonAtOnce: string | null = null): string {
  const leaders = standings.filter((s) => s.place === 1);
  if (wonAtOnce !== null) return `${leaders[0]?.name ?? ''} wins: ${wonAtOnce}`;
  if (standings.length === 1) return `${leaders[0]?.name ?? ''} scored ${leaders[0]?.total ?? 0}`;
  if (leaders.length === 1) return `${leaders[0]?.name ?? ''} wins`;
  return `${leaders.map((s) => s.name).join(' and ')} share first place`;
}

export function Ranking(props: RankingProps) {
  const { standings, seats } = props;
  const wonAtOnce = props.wonAtOnce ?? null;
  return (
    <section className="ranking" aria-labelledby="ranking-title">
      <h1 id="ranking-title" data-testid="headline">
        {headline(standings, wonAtOnce)}
      </h1>
      {wonAtOnce !== null && (
        <p className="won-at-once" data-testid="won-at-once">
          Five alike on the turn&rsquo;s first roll, written in its box, wins the game at once, whatever the
          totals.
        </p>
      )}
      <ol className="ranking-list" data-testid="ranking">
        {standings.map((s) => {
          const seat = seats[s.seat];
          return (
            <li
              key={s.seat}
              className={s.place === 1 ? 'leader' : ''}
              data-testid={`rank-${s.seat}`}
              data-place={s.place}
            >
              <span className="rank-place">{ordinal(s.place)}</span>
              <span className={`seat-dot seat-${s.seat % 6}`} aria-hidden="true" />
              <span className="rank-name">
                {s.name}
                {seat?.kind === 'bot' && <span className="seat-kind"> {LEVEL_LABELS[seat.level]} bot</span>}
              </span>
              <span className="rank-total">{s.total}</span>
            </li>
          );
        })}
      </ol>
    </section>
  );
}
