// The final places: level totals share a place, so tied leaders are both first.

import type { Seat, Standing } from '../../shared/game';
import { LEVEL_LABELS, ordinal } from '../ui/words';

export interface RankingProps {
  readonly standings: readonly Standing[];
  readonly seats: readonly Seat[];
}

export function headline(standings: readonly Standing[]): string {
  const leaders = standings.filter((s) => s.place === 1);
  if (standings.length === 1) return `${leaders[0]?.name ?? ''} scored ${leaders[0]?.total ?? 0}`;
  if (leaders.length === 1) return `${leaders[0]?.name ?? ''} wins`;
  return `${leaders.map((s) => s.name).join(' and ')} share first place`;
}

export function Ranking(props: RankingProps) {
  const { standings, seats } = props;
  return (
    <section className="ranking" aria-labelledby="ranking-title">
      <h1 id="ranking-title" data-testid="headline">
        {headline(standings)}
      </h1>
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
