// The rules of one rule set, written from its data: every box with its help line, the bonus, the joker, and
// the first roll's servida where the rules have one (Generala).

import { yachtBox, type RuleSet } from '../../shared/rules';

export function bonusText(rules: RuleSet): string {
  if (!rules.bonus) return 'There is no upper bonus.';
  // A rule set of one's own may leave upper boxes out: the bonus counts those left.
  const upper = rules.boxes.filter((b) => b.section === 'upper').length;
  const boxes =
    upper === 6 ? 'the six upper boxes' : upper === 1 ? 'the upper box' : `the ${upper} upper boxes`;
  return `If ${boxes} ${upper === 1 ? 'adds' : 'add'} up to ${rules.bonus.threshold} or more, you get ${rules.bonus.points} more.`;
}

/** The servida in words (points more on the first roll, a win at once), or null where the rules have none. */
export function servidaText(rules: RuleSet): string | null {
  const more = rules.boxes.filter(
    (b) => b.servida !== undefined && b.id !== rules.instantWin && b.scoring.kind !== 'yacht',
  );
  // A five-alike box with a servida scores fixed points instead of winning (Generala's option).
  const fixed = rules.boxes.find((b) => b.servida !== undefined && b.scoring.kind === 'yacht');
  const win = rules.boxes.find((b) => b.id === rules.instantWin);
  if (more.length === 0 && win === undefined && fixed === undefined) return null;
  const byPoints = new Map<number, string[]>();
  for (const b of more) byPoints.set(b.servida!, [...(byPoints.get(b.servida!) ?? []), b.label]);
  const points = [...byPoints].map(([n, labels]) => `${listed(labels)} ${n} more`);
  if (fixed?.scoring.kind === 'yacht') {
    const made = fixed.scoring.points;
    points.push(`five alike in ${fixed.label} ${made + (fixed.servida ?? 0)} instead of ${made}`);
  }
  const parts = [
    points.length > 0 ? `Made with the turn's first roll ("servida"), ${points.join('; ')}.` : null,
    win
      ? `Five alike on the first roll written in ${win.label} wins the game at once, whatever the totals.`
      : null,
  ].filter((p) => p !== null);
  return parts.join(' ');
}

function listed(labels: readonly string[]): string {
  return labels.length <= 1 ? (labels[0] ?? '') : `${labels.slice(0, -1).join(', ')} and ${labels.at(-1)}`;
}

export function jokerText(rules: RuleSet): string {
  const joker = rules.joker;
  const second = rules.boxes.find((b) => b.scoring.kind === 'second-yacht');
  if (joker === null && second) {
    return `Five alike again goes in ${second.label}: ${second.help} There is no joker and no extra-yacht bonus.`;
  }
  if (joker === null) {
    return rules.variant === 'standard' && !rules.custom
      ? 'Second yacht is off: another five alike is just five alike, with no extra points and no joker.'
      : 'A second yacht is just five alike: no extra points and no joker.';
  }
  const yacht = yachtBox(rules);
  const points = yacht?.scoring.kind === 'yacht' ? yacht.scoring.points : 50;
  const extra =
    joker.extraYachtPoints > 0
      ? `A yacht rolled after ${points} is in the yacht box is worth ${joker.extraYachtPoints} more, and the dice still go in a box.`
      : 'A yacht rolled after the yacht box is filled earns no extra points.';
  if (joker.mode === 'off') return `${extra} There is no joker: the dice score where they go as they fall.`;
  if (joker.mode === 'free') {
    return `${extra} Joker (free): the dice may go in any open box; with the upper box of their face full, a full house and the straights take their full score.`;
  }
  const nought =
    joker.extraYachtPoints > 0
      ? ` A yacht box scored as a nought still plays the joker but pays no ${joker.extraYachtPoints}.`
      : '';
  return `${extra} Joker (forced): if the upper box of the yacht's face is open, the dice must go there; if it is full, in any open lower box, where a full house and the straights take their full score; only with every lower box full do they go in another upper box, for nothing.${nought}`;
}

export function RulesPanel(props: { readonly rules: RuleSet }) {
  const { rules } = props;
  const servida = servidaText(rules);
  const section = (name: 'upper' | 'lower') =>
    rules.boxes
      .filter((b) => b.section === name)
      .map((b) => (
        <div key={b.id} className="rules-box">
          <dt>{b.label}</dt>
          <dd>{b.help}</dd>
        </div>
      ));
  return (
    <div className="rules-panel" data-testid="rules-panel">
      <h2>{rules.name}</h2>
      <p>
        Each turn, roll up to three times, keeping any dice between rolls, then write the dice in one empty
        box. A box the dice do not fit takes a nought. After {rules.boxes.length} rounds every box is full and
        the highest total wins; level totals share first place.
        {rules.instantWin ? ' A Generala servida ends the game sooner (below).' : ''}
      </p>
      <h3>Upper boxes</h3>
      <dl>{section('upper')}</dl>
      <p className="rules-note">{bonusText(rules)}</p>
      <h3>Lower boxes</h3>
      <dl>{section('lower')}</dl>
      {servida !== null && (
        <>
          <h3>Servida: the first roll</h3>
          <p className="rules-note">{servida}</p>
        </>
      )}
      <h3>Extra yachts</h3>
      <p className="rules-note">{jokerText(rules)}</p>
    </div>
  );
}
