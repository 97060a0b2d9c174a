// The pad: what the dice would score in every open box of the seat to play (the engine's pad()), the
// count toward the bonus beside the upper boxes, and the joker when it applies. A nought takes a second
// click: the first one arms the box ("Score 0 in Ones? Click again"). On the turn's first roll a box with a
// servida (Generala) says so: its points already hold the servida, and a Generala servida that wins says it wins.

import { useState } from 'react';
import type { Pad as PadData, PadEntry } from '../../shared/game';
import { winsAtOnce, type RuleSet, type Sheet } from '../../shared/rules';
import { BonusProgress } from './BonusProgress';
import { JokerNote } from './JokerNote';

export interface PadProps {
  readonly rules: RuleSet;
  /** The sheet of the seat to play. */
  readonly sheet: Sheet;
  /** The engine's pad, or null before the first roll. */
  readonly pad: PadData | null;
  readonly dice: readonly number[] | null;
  readonly upper: number;
  /** The seat to play is a person here (bots' pads are shown, not clickable). */
  readonly canScore: boolean;
  readonly onScore: (box: string) => void;
  /** Changes with every event of the game: an armed nought is forgotten when anything happens. */
  readonly moveKey: number;
  /** The dice are the turn's first roll: a box with a servida scores it (the pad's points hold it already). */
  readonly firstRoll?: boolean;
}

export function Pad(props: PadProps) {
  const { rules, sheet, pad, dice, upper, canScore, onScore, moveKey } = props;
  // Kept with the move it was armed at rather than reset by remounting, so a focused box keeps its focus.
  const [armedAt, setArmedAt] = useState<{ box: string; moveKey: number } | null>(null);
  const armed = armedAt?.moveKey === moveKey ? armedAt.box : null;
  const setArmed = (box: string | null): void => setArmedAt(box === null ? null : { box, moveKey });

  const entries: readonly PadEntry[] =
    pad?.entries ??
    rules.boxes
      .filter((b) => sheet[b.id] === undefined)
      .map((b) => ({
        box: b.id,
        label: b.label,
        section: b.section,
        points: null,
        legal: false,
        forbiddenByJoker: false,
      }));
  const help = new Map(rules.boxes.map((b) => [b.id, b.help]));
  const servidas = new Map(rules.boxes.map((b) => [b.id, b.servida]));
  /** What the servida does for this box with these dice, in words, or null. */
  const servidaOf = (entry: PadEntry): { tag: string; words: string } | null => {
    if (!props.firstRoll || dice === null || entry.points === null || entry.points <= 0) return null;
    if (winsAtOnce(rules, entry.box, dice, true)) return { tag: 'wins', words: 'servida, wins the game' };
    const more = servidas.get(entry.box);
    return more === undefined ? null : { tag: `+${more}`, words: `servida, ${more} more` };
  };

  const choose = (entry: PadEntry): void => {
    if (!canScore || !entry.legal) return;
    if (entry.points === 0 && armed !== entry.box) {
      setArmed(entry.box);
      return;
    }
    setArmed(null);
    onScore(entry.box);
  };

  const row = (entry: PadEntry) => {
    const isArmed = armed === entry.box;
    const usable = canScore && entry.legal;
    const servida = servidaOf(entry);
    let label: string;
    if (isArmed) label = `Score 0 in ${entry.label}? Click again`;
    else if (entry.forbiddenByJoker) label = `${entry.label}: not allowed by the joker rule`;
    else if (entry.points === null) label = `${entry.label}: open`;
    else
      label = `${entry.label}: ${entry.points} point${entry.points === 1 ? '' : 's'}${entry.points === 0 ? ', scratch' : ''}${servida ? ` (${servida.words})` : ''}`;
    const classes = ['pad-box'];
    if (entry.points === 0) classes.push('nought');
    if (isArmed) classes.push('armed');
    if (entry.forbiddenByJoker) classes.push('forbidden');
    return (
      <li key={entry.box}>
        <button
          type="button"
          className={classes.join(' ')}
          aria-label={label}
          title={help.get(entry.box)}
          disabled={entry.forbiddenByJoker || (pad !== null && !entry.legal)}
          aria-disabled={!usable}
          data-testid={`pad-${entry.box}`}
          data-points={entry.points ?? ''}
          onClick={() => choose(entry)}
          onKeyDown={(e) => {
            if (e.key === 'Escape' && isArmed) setArmed(null);
          }}
          onBlur={() => {
            if (isArmed) setArmed(null);
          }}
        >
          {isArmed ? (
            <span className="pad-confirm">Score 0 in {entry.label}? Click again</span>
          ) : (
            <>
              <span className="pad-label">{entry.label}</span>
              {servida && (
                <span className="pad-servida" data-testid={`servida-${entry.box}`}>
                  servida {servida.tag}
                </span>
              )}
              <span className="pad-points">
                {entry.forbiddenByJoker ? 'joker' : entry.points === null ? '–' : entry.points}
              </span>
            </>
          )}
        </button>
      </li>
    );
  };

  const upperEntries = entries.filter((e) => e.section === 'upper');
  const lowerEntries = entries.filter((e) => e.section === 'lower');
  return (
    <section
      className={canScore || pad === null ? 'pad' : 'pad pad-watching'}
      aria-label="Pad: what the dice score in each open box"
      data-testid="pad"
    >
      {pad?.joker && dice !== null && (
        <JokerNote rules={rules} sheet={sheet} dice={dice} extraYacht={pad.extraYacht} />
      )}
      <div className="pad-columns">
        <div className="pad-column">
          <h2 className="pad-heading">Upper</h2>
          <ul className="pad-list">{upperEntries.map(row)}</ul>
          {upperEntries.length === 0 && <p className="pad-full">All filled</p>}
          <BonusProgress
            upper={upper}
            threshold={rules.bonus?.threshold ?? null}
            bonusPoints={rules.bonus?.points ?? 0}
          />
        </div>
        <div className="pad-column">
          <h2 className="pad-heading">Lower</h2>
          <ul className="pad-list">{lowerEntries.map(row)}</ul>
          {lowerEntries.length === 0 && <p className="pad-full">All filled</p>}
        </div>
      </div>
    </section>
  );
}
