// Why the pad looks the way it does when a second yacht plays as a joker.

import { upperBoxOf, type RuleSet, type Sheet } from '../../shared/rules';
import { faceWord } from '../ui/words';

export interface JokerNoteProps {
  readonly rules: RuleSet;
  readonly sheet: Sheet;
  readonly dice: readonly number[];
  /** Extra-yacht points these dice earn (0 when the yacht box holds a nought). */
  readonly extraYacht: number;
}

export function jokerExplanation(props: JokerNoteProps): string {
  const { rules, sheet, dice, extraYacht } = props;
  const face = dice[0] ?? 0;
  const upper = upperBoxOf(rules, face);
  const upperOpen = upper !== undefined && sheet[upper.id] === undefined;
  const lowerOpen = rules.boxes.some((b) => b.section === 'lower' && sheet[b.id] === undefined);
  const five = `Five ${faceWord(face)}s`;
  const upperName = upper?.label ?? 'its upper box';
  let where: string;
  if (rules.joker?.mode === 'free') {
    where = upperOpen
      ? `${five} may go in any open box.`
      : `${upperName} is full, so ${five.toLowerCase()} may go in any open box; lower boxes take their full score.`;
  } else if (upperOpen) {
    where = `${upperName} is open, so ${five.toLowerCase()} must go there.`;
  } else if (lowerOpen) {
    where = `${upperName} is full, so ${five.toLowerCase()} may go in any open lower box at its full score.`;
  } else {
    where = `${upperName} and every lower box are full, so ${five.toLowerCase()} go in another upper box, for nothing.`;
  }
  const bonus =
    extraYacht > 0
      ? ` Extra yacht: +${extraYacht}.`
      : ' The yacht box holds a nought, so there is no extra-yacht bonus.';
  return `${where}${bonus}`;
}

export function JokerNote(props: JokerNoteProps) {
  return (
    <div className="joker-note" role="note" data-testid="joker-note">
      <strong>Joker.</strong> {jokerExplanation(props)}
    </div>
  );
}
