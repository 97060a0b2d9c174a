// Every seat's sheet side by side: boxes, the upper count toward the bonus, the bonus, extra yachts and
// the total. The column of the seat to play is lit.

import type { Seat, SeatTotals } from '../../shared/game';
import type { RuleSet, Sheet } from '../../shared/rules';
import { LEVEL_LABELS } from '../ui/words';

export interface ScoreSheetProps {
  readonly rules: RuleSet;
  readonly seats: readonly Seat[];
  readonly sheets: readonly Sheet[];
  readonly totals: readonly SeatTotals[];
  /** The seat to play, or null once the game is over. */
  readonly currentSeat: number | null;
  /** A box just written (a replay's score), lit. */
  readonly highlight?: { readonly seat: number; readonly box: string } | null | undefined;
}

export function ScoreSheet(props: ScoreSheetProps) {
  const { rules, seats, sheets, totals, currentSeat, highlight } = props;
  const upper = rules.boxes.filter((b) => b.section === 'upper');
  const lower = rules.boxes.filter((b) => b.section === 'lower');
  const cellClass = (seat: number, extra = ''): string =>
    `${seat === currentSeat ? 'current' : ''} ${extra}`.trim();

  const boxRows = (boxes: typeof upper) =>
    boxes.map((box) => (
      <tr key={box.id}>
        <th scope="row" title={box.help}>
          {box.label}
        </th>
        {seats.map((_, seat) => {
          const points = sheets[seat]?.[box.id];
          const lit = highlight?.seat === seat && highlight.box === box.id;
          return (
            <td
              key={seat}
              className={cellClass(seat, `${points === 0 ? 'nought' : ''}${lit ? ' just-scored' : ''}`)}
              data-testid={`sheet-${seat}-${box.id}`}
            >
              {points ?? ''}
            </td>
          );
        })}
      </tr>
    ));

  return (
    <section className="score-sheet" aria-label="Score sheets">
      <table>
        <caption className="visually-hidden">Score sheets, one column per seat</caption>
        <colgroup>
          <col className="box-names" />
          {seats.map((_, i) => (
            <col key={i} />
          ))}
        </colgroup>
        <thead>
          <tr>
            <td />
            {seats.map((seat, i) => (
              <th
                key={i}
                scope="col"
                className={cellClass(i)}
                aria-current={i === currentSeat ? 'true' : undefined}
                title={seat.kind === 'bot' ? `${seat.name}, ${LEVEL_LABELS[seat.level]} bot` : seat.name}
              >
                <span className="seat-name">
                  <span className={`seat-dot seat-${i % 6}`} aria-hidden="true" /> {seat.name}
                </span>
                <span className="seat-kind">
                  {seat.kind === 'bot' ? `${LEVEL_LABELS[seat.level]} bot` : 'Player'}
                </span>
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="upper">{boxRows(upper)}</tbody>
        <tbody className="subtotals">
          <tr>
            <th scope="row">Upper</th>
            {totals.map((t, seat) => (
              <td key={seat} className={cellClass(seat)} data-testid={`sheet-${seat}-upper`}>
                {rules.bonus ? `${t.upper} / ${rules.bonus.threshold}` : t.upper}
              </td>
            ))}
          </tr>
          {rules.bonus && (
            <tr>
              <th scope="row">Bonus</th>
              {totals.map((t, seat) => (
                <td key={seat} className={cellClass(seat)} data-testid={`sheet-${seat}-bonus`}>
                  {t.bonus > 0 ? t.bonus : ''}
                </td>
              ))}
            </tr>
          )}
        </tbody>
        <tbody className="lower">{boxRows(lower)}</tbody>
        <tbody className="subtotals">
          {rules.joker && (
            <tr>
              <th scope="row">Extra yachts</th>
              {totals.map((t, seat) => (
                <td key={seat} className={cellClass(seat)} data-testid={`sheet-${seat}-extra`}>
                  {t.extraYachtCount > 0 ? t.extraYachts : ''}
                </td>
              ))}
            </tr>
          )}
          <tr className="total">
            <th scope="row">Total</th>
            {totals.map((t, seat) => (
              <td key={seat} className={cellClass(seat)} data-testid={`sheet-${seat}-total`}>
                {t.total}
              </td>
            ))}
          </tr>
        </tbody>
      </table>
    </section>
  );
}
