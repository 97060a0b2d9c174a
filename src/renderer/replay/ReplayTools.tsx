// The replay's tools at the step on show, each with its key beside it: open the position in the analyzer (A),
// play it out from there (T), and every key of the page (?). A step before any dice (the start) has no
// position: its two tools say so and wait.

import { useCallback, useState } from 'react';
import type { Grade } from '../../shared/coach';
import type { GameEvent, GameState } from '../../shared/game';
import { gradeAtStep, positionIndexAt, type GameCourse } from '../../shared/replay';
import { routeHash } from '../routing';
import { TOOL_KEYS } from './replay-keys';
import { openFromReplay } from './step-address';
import { useReplayToolKeys } from './useReplayToolKeys';
import type { StepAddress } from './useStepInAddress';
import { KeyButton } from './KeyButton';
import { KeyHelpDialog } from './KeyHelpDialog';
import { PlayOutDialog } from './play-out/PlayOutDialog';

export interface ReplayToolsProps {
  readonly gameId: string;
  readonly events: readonly GameEvent[];
  readonly states: readonly GameState[];
  readonly course: GameCourse;
  readonly step: number;
  /** The decision selected (live or taken back), if one is. */
  readonly decision: { readonly grade: Grade } | null;
  readonly seatName: (seat: number) => string;
  /** The step in the address: written before another page opens (Back returns to it), and its note. */
  readonly address: StepAddress;
}

/** The log index after which the position on show stands, or null when no dice are showing. */
function positionOnShow(props: ReplayToolsProps): number | null {
  const { decision, course, step, states } = props;
  const point = course.points[step];
  const index = decision ? decision.grade.index - 1 : point ? positionIndexAt(point.kind, point.index) : null;
  const state = index === null ? undefined : states[index];
  return state && !state.over && state.turn.dice !== null ? index : null;
}

const NO_POSITION = 'The start has no dice yet: step on to a roll or a decision.';

export function ReplayTools(props: ReplayToolsProps) {
  const { gameId, events, states, course, step, decision, seatName, address } = props;
  const { flush, note } = address;
  const [playOut, setPlayOut] = useState<number | null>(null);
  const [help, setHelp] = useState(false);
  const from = positionOnShow(props);
  // The game's own decision in that position: the one selected, or the one after a roll.
  const grade = decision?.grade ?? (from === null ? null : gradeAtStep(course, step + 1));

  const analyze = useCallback(() => {
    if (from === null) return;
    flush();
    openFromReplay(routeHash({ kind: 'analyze', gameId, index: from }));
  }, [flush, from, gameId]);
  const open = useCallback(() => setPlayOut(from), [from]);
  useReplayToolKeys({
    onAnalyze: from === null ? null : analyze,
    onPlayOut: from === null || playOut !== null ? null : open,
    onHelp: () => setHelp(true),
  });

  return (
    <div className="replay-tools" role="group" aria-label="From this step">
      <KeyButton
        keyName={TOOL_KEYS.analyze}
        does="Open this position in the analyzer"
        disabledWhy={NO_POSITION}
        className="button small"
        disabled={from === null}
        onClick={analyze}
        testId="open-in-analyzer"
      >
        Open in the analyzer
      </KeyButton>
      <KeyButton
        keyName={TOOL_KEYS.playOut}
        does="Try another choice here and play on"
        disabledWhy={NO_POSITION}
        className="button small"
        disabled={from === null}
        onClick={open}
        testId="play-it-out"
      >
        Play it out
      </KeyButton>
      <KeyButton
        keyName={TOOL_KEYS.help}
        does="Every key of this page"
        className="button small"
        onClick={() => setHelp(true)}
        testId="key-help"
      >
        Keys
      </KeyButton>
      {note !== null && (
        <p className="field-hint replay-address-note" role="status" data-testid="replay-address-note">
          {note}
        </p>
      )}
      {playOut !== null && (
        <PlayOutDialog
          key={playOut}
          states={states}
          events={events}
          from={playOut}
          grade={playOut === from ? grade : null}
          seatName={seatName(states[playOut]?.turn.seat ?? 0)}
          onClose={() => setPlayOut(null)}
        />
      )}
      {help && <KeyHelpDialog onClose={() => setHelp(false)} />}
    </div>
  );
}
