// Which page is on screen: resume (an unfinished game on start), setup, a game (play, then end), or the
// position analyzer (from setup or a game, and back).

import { useEffect, useRef, useState } from 'react';
import type { Theme } from '../shared/api/contract';
import { needsTable } from '../shared/bots';
import { makeRules, rulesFingerprint } from '../shared/rules';
import {
  useAbandonGame,
  useCreateGame,
  useCurrentGame,
  useFinishedGames,
  useGame,
  useNotices,
  usePrepareSolver,
  useSaveSettings,
  useSettings,
  useSolverStatus,
} from './api';
import { AppHeader } from './components/AppHeader';
import { CoachToggle } from './components/CoachToggle';
import { formFromRules, formFromTable } from './coach/position-form';
import { AnalyzerPage } from './pages/AnalyzerPage';
import { RulesDialog } from './components/RulesDialog';
import { ThemeSwitch } from './components/ThemeSwitch';
import { Waiting } from './components/Waiting';
import { GameScreen } from './pages/GameScreen';
import { ResumePage } from './pages/ResumePage';
import { SetupPage, type TableSetup } from './pages/SetupPage';

type PlainScreen =
  | { readonly kind: 'start' }
  | { readonly kind: 'setup' }
  | { readonly kind: 'game'; readonly gameId: string };
type Screen = PlainScreen | { readonly kind: 'analyzer'; readonly back: PlainScreen };

/** Practice vs Perfect: you against the Perfect bot, at the rules chosen on the setup page. */
function practiceSetup(rules: Pick<TableSetup, 'variant' | 'options'>) {
  return {
    variant: rules.variant,
    options: { ...rules.options },
    seats: [
      { kind: 'human' as const, name: 'You' },
      { kind: 'bot' as const, name: 'Perfect bot', level: 'perfect' as const },
    ],
  };
}

/**
 * While the new-game page has a bot that plays from the solved table (Perfect), the table of its rules is made
 * in the background (the backend would start it at createGame anyway; starting now often saves the wait).
 * Returns its progress.
 */
function useSolverWarmup(draft: TableSetup | null) {
  const prepare = usePrepareSolver();
  const asked = useRef(new Set<string>());
  const waits = draft?.seats.some((s) => s.kind === 'bot' && needsTable(s.level)) ?? false;
  const fingerprint = draft && waits ? rulesFingerprint(makeRules(draft.variant, draft.options)) : null;
  const status = useSolverStatus(fingerprint);
  const { mutate } = prepare;
  useEffect(() => {
    if (!draft || fingerprint === null || asked.current.has(fingerprint)) return;
    asked.current.add(fingerprint);
    mutate({ variant: draft.variant, options: { ...draft.options } });
  }, [draft, fingerprint, mutate]);
  const s = fingerprint === null ? undefined : status.data;
  return s && !s.ready ? { progress: s.progress, ready: s.ready, error: s.error } : null;
}

/** The theme setting on <html>: no attribute follows the system. */
function useThemeAttribute(theme: Theme): void {
  useEffect(() => {
    const root = document.documentElement;
    if (theme === 'system') delete root.dataset['theme'];
    else root.dataset['theme'] = theme;
  }, [theme]);
}

export function App() {
  const settings = useSettings();
  const current = useCurrentGame();
  const createGame = useCreateGame();
  const abandonGame = useAbandonGame();
  const saveSettings = useSaveSettings();
  const [screen, setScreen] = useState<Screen>({ kind: 'start' });
  const [draft, setDraft] = useState<TableSetup | null>(null);
  const lastSetup = settings.data?.lastSetup ?? null;
  const warmup = useSolverWarmup(
    screen.kind === 'setup' || screen.kind === 'start' ? (draft ?? lastSetup) : null,
  );
  const shown: PlainScreen = screen.kind === 'analyzer' ? screen.back : screen;
  const gameId = shown.kind === 'game' ? shown.gameId : null;
  const game = useGame(gameId);
  const notices = useNotices();
  const finished = useFinishedGames();
  const theme = settings.data?.theme ?? 'system';
  useThemeAttribute(theme);

  const analyzerButton = screen.kind !== 'analyzer' && (
    <button type="button" className="button" onClick={() => setScreen({ kind: 'analyzer', back: screen })}>
      Analyzer
    </button>
  );
  const header = (
    <AppHeader notices={notices.data ?? []}>
      {game.data && screen.kind === 'game' && (
        <>
          <CoachToggle
            on={settings.data?.coach ?? false}
            onToggle={(coach) => saveSettings.mutate({ coach })}
          />
          <RulesDialog rules={game.data.state.rules} />
          {analyzerButton}
          {!game.data.state.over && (
            <button type="button" className="button" onClick={() => setScreen({ kind: 'setup' })}>
              New game
            </button>
          )}
        </>
      )}
      {(screen.kind === 'setup' || screen.kind === 'start') && analyzerButton}
      {screen.kind === 'analyzer' && (
        <button type="button" className="button" onClick={() => setScreen(screen.back)}>
          {screen.back.kind === 'game' ? 'Back to the game' : 'Back'}
        </button>
      )}
      <ThemeSwitch theme={theme} onTheme={(t) => saveSettings.mutate({ theme: t })} />
    </AppHeader>
  );

  if (screen.kind === 'analyzer') {
    const rules = draft ?? settings.data?.lastSetup;
    return (
      <AnalyzerPage
        header={header}
        initial={
          game.data
            ? formFromTable(game.data.state)
            : formFromRules(rules?.variant ?? 'standard', rules?.options)
        }
      />
    );
  }

  if (screen.kind === 'game') {
    return (
      <GameScreen
        key={screen.gameId}
        gameId={screen.gameId}
        header={header}
        onGame={(id) => setScreen({ kind: 'game', gameId: id })}
        onNewSetup={() => setScreen({ kind: 'setup' })}
      />
    );
  }

  if (settings.isPending || (screen.kind === 'start' && current.isPending)) {
    return <Waiting header={header} text="Connecting…" />;
  }
  if (settings.isError) {
    return <Waiting header={header} text={`The app’s backend is not answering: ${settings.error.message}`} />;
  }

  const unfinished = current.data ?? null;
  if (screen.kind === 'start' && unfinished) {
    return (
      <ResumePage
        state={unfinished.state}
        busy={abandonGame.isPending}
        header={header}
        onResume={() => setScreen({ kind: 'game', gameId: unfinished.gameId })}
        onDiscard={() =>
          abandonGame.mutate(unfinished.gameId, { onSuccess: () => setScreen({ kind: 'setup' }) })
        }
      />
    );
  }

  const last = settings.data.lastSetup;
  return (
    <SetupPage
      initial={draft ?? { variant: last.variant, options: last.options, seats: last.seats }}
      busy={createGame.isPending}
      error={createGame.error ? createGame.error.message : null}
      header={header}
      finished={finished.data}
      onReview={(id) => setScreen({ kind: 'game', gameId: id })}
      solver={warmup}
      onChange={setDraft}
      onBack={unfinished ? () => setScreen({ kind: 'game', gameId: unfinished.gameId }) : undefined}
      onStart={(setup) =>
        createGame.mutate(
          { variant: setup.variant, options: { ...setup.options }, seats: [...setup.seats] },
          { onSuccess: (view) => setScreen({ kind: 'game', gameId: view.gameId }) },
        )
      }
      onPractice={(rules) => {
        saveSettings.mutate({ coach: true });
        createGame.mutate(practiceSetup(rules), {
          onSuccess: (view) => setScreen({ kind: 'game', gameId: view.gameId }),
        });
      }}
    />
  );
}
