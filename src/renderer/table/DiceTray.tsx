// The five dice on the table. Kept dice move aside onto the brass shelf; the dice stay one row of buttons
// (moved by CSS, not re-parented) so a die keeps its focus when it is kept or let go.

import { Die } from '../ui/Die';
import { faceWord } from '../ui/words';

export interface DiceTrayProps {
  /** The dice in table order, or null before the turn's first roll. */
  readonly dice: readonly number[] | null;
  readonly kept: readonly number[];
  readonly canKeep: boolean;
  readonly onToggle: (position: number) => void;
  /** Changes on every roll, so fresh dice can tumble in. */
  readonly rollKey: number;
  /** What to do before the turn's first roll (default: "Roll to start the turn."). */
  readonly emptyHint?: string | undefined;
}

export function DiceTray(props: DiceTrayProps) {
  const { dice, kept, canKeep, onToggle, rollKey } = props;
  return (
    <section className="dice-tray" aria-label="Dice">
      <div className="dice-shelf" aria-hidden="true">
        <span>Kept</span>
      </div>
      <div className="dice-row" role="group" aria-label="Dice on the table">
        {dice === null
          ? Array.from({ length: 5 }, (_, i) => (
              <span key={i} className="die die-blank" aria-hidden="true" data-testid={`die-${i + 1}`} />
            ))
          : dice.map((face, position) => {
              const isKept = kept.includes(position);
              return (
                <Die
                  key={position}
                  rollKey={rollKey}
                  position={position}
                  face={face}
                  kept={isKept}
                  canKeep={canKeep}
                  onToggle={onToggle}
                />
              );
            })}
      </div>
      {dice === null && <p className="dice-hint">{props.emptyHint ?? 'Roll to start the turn.'}</p>}
      <p className="visually-hidden" aria-live="polite">
        {dice === null ? '' : `Dice: ${dice.map(faceWord).join(', ')}`}
      </p>
    </section>
  );
}
