// A game replayed decision by decision, every one graded: the board at the selected step, the decisions with
// their marks, the selected one's options, the game's course and the seat's losses as charts, luck against
// skill, Perfect's shadow on the same dice, the seat's mistakes as puzzles, and the game as a file. Works for a
// game still going (up to its last event) and for practice games (the live line; decisions taken back are
// listed, marked).

import { useCallback, useMemo, useState, type ReactNode } from 'react';
import type { ReplayView } from '../../shared/api/contract';
import type { CreatedEvent, GameEvent } from '../../shared/game';
import {
  boardAt,
  courseRows,
  decisionStep,
  finalDiceScores,
  foldStates,
  gradeAtStep,
  isMistake,
  lossBars,
  mistakeStep,
  moveStep,
  MAX_TAKEN_BACK_SHOWN,
  realDiceOf,
  shadowRows,
  type ReplayMove,
} from '../../shared/replay';
import { isNotReady } from '../../shared/api/errors';
import { useExportGame, useGame, useReplay, useSolverStatus, type LiveGame } from '../api';
import { CourseChart } from './CourseChart';
import { LossBarsChart } from './LossBarsChart';
import { DecisionList, type DecisionEntry } from './DecisionList';
import { LuckSkill } from './LuckSkill';
import { MistakePuzzles } from './puzzles/MistakePuzzles';
import { ReplayBoard } from './ReplayBoard';
import { ShadowPanel } from './ShadowPanel';
import { StepControls } from './StepControls';
import { ReplayTools } from './ReplayTools';
import { WinPanel } from './WinPanel';
import { StepDetail } from './StepDetail';
import { StepOptions } from './StepOptions';
import { SolverProgress } from '../ui/SolverProgress';
import { possessive, ruleSetName } from '../ui/words';
import { playedOnText } from '../history/played-on';
import { Waiting } from '../ui/Waiting';
import { saveTextFile } from '../history/game-files';
import { useSettled } from './useSettled';
import { useReplayKeys } from './useReplayKeys';
import { openingStep, useStepInAddress } from './useStepInAddress';

export interface ReplayPageProps {
  readonly gameId: string;
  readonly header: ReactNode;
}

export function ReplayPage(props: ReplayPageProps) {
  const { gameId, header } = props;
  const game = useGame(gameId);
  const at = game.data?.events.length ?? 0;
  const replay = useReplay(gameId, at);
  const fingerprint = game.data?.fingerprint;
  const solver = useSolverStatus(fingerprint);
  if (game.isError)
    return <Waiting header={header} text={`This game cannot be replayed: ${game.error.message}`} />;
  if (!game.data) return <Waiting header={header} text="Reading the game…" />;
  if (!replay.data) {
    if (replay.isError && !isNotReady(replay.error)) {
      return <Waiting header={header} text={`This game cannot be replayed: ${replay.error.message}`} />;
    }
    const status = solver.data;
    return (
      <div className="page">
        {header}
        <main className="start">
          <p role="status">Grading every decision of the game…</p>
          {status && !status.ready && <SolverProgress {...status} purpose="the replay" />}
        </main>
      </div>
    );
  }
  return <ReplayBoardPage game={game.data} view={replay.data} header={header} />;
}

/** The seat a replay follows at first: the first person at the table, else the first seat. */
function firstPerson(game: LiveGame): number {
  return Math.max(
    0,
    game.state.seats.findIndex((s) => s.kind === 'human'),
  );
}

/** How long a step rests before the panels beside the board follow it (ms). */
const PANELS_AFTER_MS = 60;

interface Selection {
  readonly step: number;
  /** A decision taken back, shown aside from the live line (any move returns to it). */
  readonly aside: DecisionEntry | null;
}

function ReplayBoardPage(props: {
  readonly game: LiveGame;
  readonly view: ReplayView;
  readonly header: ReactNode;
}) {
  const { game, view, header } = props;
  const { course } = view;
  const events: readonly GameEvent[] = game.events;
  const created = events[0] as CreatedEvent;
  const seats = game.state.seats;
  const states = useMemo(() => foldStates(events), [events]);
  const last = course.points.length - 1;
  // The step the address names (#/replay/<game>/<step>), else the end.
  const [selection, setSelection] = useState<Selection>(() => ({
    step: openingStep(game.gameId) ?? last,
    aside: null,
  }));
  const [seat, setSeat] = useState(() => firstPerson(game));
  const [everySeat, setEverySeat] = useState(false);
  const [puzzles, setPuzzles] = useState(false);
  const exportGame = useExportGame();
  const step = Math.min(selection.step, last);
  const point = course.points[step] ?? null;
  const seatName = useCallback((s: number) => seats[s]?.name ?? `Seat ${s + 1}`, [seats]);

  const entries = useMemo((): DecisionEntry[] => {
    const all = [
      ...course.grades.map((grade) => ({ grade, takenBack: false })),
      ...course.takenBack.map((grade) => ({ grade, takenBack: true })),
    ].sort((a, b) => a.grade.index - b.grade.index);
    return everySeat ? all : all.filter((e) => e.grade.seat === seat);
  }, [course, everySeat, seat]);
  const finalScores = useMemo(() => finalDiceScores(events), [events]);
  const rows = useMemo(() => courseRows(course, seats.length), [course, seats.length]);
  const bars = useMemo(() => lossBars(course, seat, seats.length), [course, seat, seats.length]);
  const shadowTurns = view.shadow.kind === 'shadow' ? view.shadow.seats[seat]?.turns : undefined;
  const shadowData = useMemo(
    () => shadowRows(states, events, seat, shadowTurns ?? []),
    [states, events, seat, shadowTurns],
  );
  const mistakes = useMemo(
    () => course.grades.filter((g) => g.seat === seat && isMistake(g)),
    [course, seat],
  );

  const mistakeAround = useMemo(
    () => ({
      before: mistakeStep(course, step, seat, -1) !== null,
      after: mistakeStep(course, step, seat, 1) !== null,
    }),
    [course, step, seat],
  );

  const aside = selection.aside;
  const liveGrade = aside ? null : gradeAtStep(course, step);
  const decision = useMemo(
    () => aside ?? (liveGrade ? { grade: liveGrade, takenBack: false } : null),
    [aside, liveGrade],
  );
  // The board first: the list's selection, the detail and the charts' markers follow once the step rests
  // (they are memoized: the board's render passes them by), so a step's frame holds the board alone and a
  // held arrow key moves the board only.
  const now = useMemo(() => ({ step, point, decision }), [step, point, decision]);
  const later = useSettled(now, PANELS_AFTER_MS);
  const board = aside
    ? boardAt(states, events, aside.grade.index, 'decision')
    : boardAt(states, events, point?.index ?? 0, point?.kind ?? 'start');

  const goTo = useCallback((s: number) => setSelection({ step: s, aside: null }), []);
  const move = useCallback(
    (m: ReplayMove) =>
      setSelection((sel) => ({ step: moveStep(course, Math.min(sel.step, last), seat, m), aside: null })),
    [course, last, seat],
  );
  useReplayKeys(!puzzles, move);
  const address = useStepInAddress(game.gameId, step, last, goTo);
  const select = useCallback(
    (entry: DecisionEntry) => {
      const live = decisionStep(course, entry.grade.index);
      if (live !== null && !entry.takenBack) setSelection({ step: live, aside: null });
      else setSelection((sel) => ({ step: sel.step, aside: entry }));
    },
    [course],
  );
  const selectIndex = useCallback(
    (index: number) => {
      const live = decisionStep(course, index);
      if (live !== null) goTo(live);
    },
    [course, goTo],
  );
  const saveFile = (): void =>
    exportGame.mutate(game.gameId, { onSuccess: (file) => saveTextFile(file.fileName, file.text) });

  return (
    <div className="page replay-page">
      {header}
      <main className="replay">
        <div className="replay-title">
          <h1>
            Replay{' '}
            <span className="replay-sub">
              · {ruleSetName(created)} · {playedOnText(created.createdAt)}
              {created.target !== undefined && ` · played for ${created.target}`}
              {created.realDice && <span data-testid="replay-real-dice"> · {realDiceOf(created)}</span>}
            </span>
          </h1>
          {game.status === 'playing' && <span className="practice-badge">In progress</span>}
          <div className="replay-actions">
            <button
              type="button"
              className="button"
              disabled={mistakes.length === 0}
              onClick={() => setPuzzles(true)}
              data-testid="learn-mistakes"
            >
              Learn from {possessive(seatName(seat), true)} mistakes ({mistakes.length})
            </button>
            <button
              type="button"
              className="button"
              onClick={saveFile}
              disabled={exportGame.isPending}
              data-testid="export-game"
            >
              Export game file
            </button>
          </div>
        </div>
        {exportGame.isError && (
          <p className="field-error" role="alert">
            The game could not be exported: {exportGame.error.message}
          </p>
        )}
        <div className="replay-main">
          <div className="replay-board-column">
            <StepControls
              step={step}
              last={last}
              onMove={move}
              mistakeBefore={mistakeAround.before}
              mistakeAfter={mistakeAround.after}
            />
            <ReplayTools
              gameId={game.gameId}
              events={events}
              states={states}
              course={course}
              step={step}
              decision={decision}
              seatName={seatName}
              address={address}
            />
            <ReplayBoard
              board={board}
              step={step}
              steps={course.points.length}
              detail={<StepDetail point={later.point} decision={later.decision} seatName={seatName} />}
            />
          </div>
          <div className="replay-side">
            <div className="replay-seat" role="group" aria-label="Whose decisions">
              <label className="field">
                <span>Seat</span>
                <select
                  value={seat}
                  onChange={(e) => setSeat(Number(e.target.value))}
                  data-testid="replay-seat"
                >
                  {seats.map((s, i) => (
                    <option key={i} value={i}>
                      {s.name}
                    </option>
                  ))}
                </select>
              </label>
              <label className="check">
                <input type="checkbox" checked={everySeat} onChange={(e) => setEverySeat(e.target.checked)} />{' '}
                Every seat’s decisions
              </label>
            </div>
            <DecisionList
              entries={entries}
              seats={seats}
              selected={later.decision?.grade.index ?? null}
              onSelect={select}
              finalScores={finalScores}
            />
            {view.takenBackLeftOut > 0 && (
              <p className="field-hint" data-testid="taken-back-left-out">
                {view.takenBackLeftOut.toLocaleString('en-US')} more decisions taken back are not listed: of
                those taken back, the {MAX_TAKEN_BACK_SHOWN} that lost most are.
              </p>
            )}
            <p className="key-help" aria-hidden="true">
              <kbd>←</kbd> <kbd>→</kbd> step · <kbd>Home</kbd> <kbd>End</kbd> start, end · <kbd>N</kbd>{' '}
              <kbd>P</kbd> next, previous mistake · <kbd>?</kbd> every key
            </p>
            <StepOptions created={created} states={states} decision={later.decision} />
          </div>
        </div>
        <div className="replay-charts">
          <section className="card">
            <CourseChart rows={rows} seats={seats} step={later.step} onStep={goTo} />
          </section>
          <section className="card">
            <LossBarsChart
              bars={bars}
              seatName={seatName(seat)}
              selected={later.decision?.grade.index ?? null}
              onStep={goTo}
            />
          </section>
        </div>
        {seats.length >= 2 && (
          <section className="card win-card">
            <WinPanel gameId={game.gameId} at={events.length} seats={seats} onDecision={selectIndex} />
          </section>
        )}
        <div className="replay-summary">
          <LuckSkill
            splits={course.seats}
            seats={seats}
            grades={course.grades}
            sharedDice={created.grid?.shared === true}
            over={game.state.over}
          />
          <ShadowPanel
            shadow={view.shadow}
            seat={seat}
            seatName={seatName(seat)}
            rows={shadowData}
            over={game.state.over}
          />
        </div>
      </main>
      {puzzles && (
        <MistakePuzzles
          gameId={game.gameId}
          created={created}
          states={states}
          puzzles={mistakes}
          seatName={seatName(seat)}
          onClose={() => setPuzzles(false)}
        />
      )}
    </div>
  );
}
