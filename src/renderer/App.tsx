// Which page is on screen: resume (an unfinished game on start), setup, a game (play, then end), the position
// analyzer (from setup or a game, and back), or one with an address (routing.ts): the history, a replay, the
// analyzer at a position of a game and the rule variants.
// A game file dropped anywhere on the window is imported, and the history says how that went.

import { lazy, Suspense, useCallback, useEffect, useRef, useState } from 'react';
import { seatNeedsSolution } from '../shared/bots';
import { rulesFingerprint, rulesOf, type CustomRules } from '../shared/rules';
import {
  useAbandonGame,
  useCreateGame,
  useCurrentGame,
  useFinishedGames,
  useGame,
  useHostedTables,
  useNotices,
  usePrepareSolver,
  useSaveSettings,
  useSettings,
  useSolverStatus,
} from './api';
import { AppHeader } from './header/AppHeader';
import { CoachToggle } from './coach/CoachToggle';
import { formFromRules, formFromTable } from './analyzer/position-form';
import { AnalyzerPage } from './analyzer/AnalyzerPage';
import { GameAnalyzerPage } from './analyzer/GameAnalyzerPage';
import { RulesDialog } from './variants/RulesDialog';
import { ThemeSwitch } from './header/ThemeSwitch';
import { Waiting } from './ui/Waiting';
import { GameScreen } from './table/GameScreen';
import { useFileDrop } from './history/game-files';
import { useGameImport } from './history/useGameImport';
import { useRoute } from './routing';
import { useThemeAttribute, useTopOfNewPage } from './document-effects';
import { ResumePage } from './setup/ResumePage';
import { JoinPage } from './online/JoinPage';
import { OnlinePage } from './online/OnlinePage';
import { WaitingTablesNotice } from './online/WaitingTablesNotice';
import { SetupPage, type TableSetup } from './setup/SetupPage';

// The pages with charts load with their chart library, when first opened (the table starts without them).
const HistoryPage = lazy(() => import('./history/HistoryPage').then((m) => ({ default: m.HistoryPage })));
const ReplayPage = lazy(() => import('./replay/ReplayPage').then((m) => ({ default: m.ReplayPage })));
const VariantsPage = lazy(() => import('./variants/VariantsPage').then((m) => ({ default: m.VariantsPage })));

type PlainScreen =
  | { readonly kind: 'start' }
  | { readonly kind: 'setup' }
  | { readonly kind: 'online' }
  | { readonly kind: 'join' }
  | { readonly kind: 'game'; readonly gameId: string };
type Screen = PlainScreen | { readonly kind: 'analyzer'; readonly back: PlainScreen };

/** Practice vs Perfect: you against the Perfect bot, at the rules chosen on the setup page. */
function practiceSetup(rules: Pick<TableSetup, 'variant' | 'options' | 'custom'>) {
  return {
    variant: rules.variant,
    options: { ...rules.options },
    ...(rules.custom ? { custom: rules.custom } : {}),
    // One dice grid for both seats: the same dice, and Perfect's shadow in the replay.
    sameDice: true,
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
function useSolverWarmup(
  draft: (Pick<TableSetup, 'variant' | 'options' | 'seats'> & { custom?: CustomRules | null }) | null,
) {
  const prepare = usePrepareSolver();
  const asked = useRef(new Set<string>());
  const rules = draft ? rulesOf(draft) : null;
  const waits = rules !== null && (draft?.seats.some((s) => seatNeedsSolution(s, rules)) ?? false);
  // Made whatever the seats: Practice vs Perfect and the coach need these rules' table too, and a person
  // looking at the setup gives the solver its time (on a fresh install the first game then starts graded).
  const fingerprint = rules ? rulesFingerprint(rules) : null;
  const status = useSolverStatus(waits ? fingerprint : null);
  const { mutate } = prepare;
  useEffect(() => {
    if (!draft || fingerprint === null || asked.current.has(fingerprint)) return;
    asked.current.add(fingerprint);
    mutate({
      variant: draft.variant,
      options: { ...draft.options },
      ...(draft.custom ? { custom: draft.custom } : {}),
    });
  }, [draft, fingerprint, mutate]);
  // Shown only where a seat waits for it.
  const s = waits ? status.data : undefined;
  return s && !s.ready ? { progress: s.progress, ready: s.ready, error: s.error } : null;
}

export function App() {
  const settings = useSettings();
  const current = useCurrentGame();
  const createGame = useCreateGame();
  const abandonGame = useAbandonGame();
  const saveSettings = useSaveSettings();
  const [screen, setScreen] = useState<Screen>({ kind: 'start' });
  const [route, go] = useRoute();
  // Leaving a page with an address for one without: the address goes, the app's own page shows.
  const show = useCallback(
    (next: Screen) => {
      setScreen(next);
      go({ kind: 'none' });
    },
    [go],
  );
  const fileImport = useGameImport(useCallback(() => go({ kind: 'history' }), [go]));
  useFileDrop(fileImport.importFile);
  const [draft, setDraft] = useState<TableSetup | null>(null);
  const lastSetup = settings.data?.lastSetup ?? null;
  const warmup = useSolverWarmup(
    screen.kind === 'setup' || screen.kind === 'start' ? (draft ?? lastSetup) : null,
  );
  const shown: PlainScreen = screen.kind === 'analyzer' ? screen.back : screen;
  const gameId = shown.kind === 'game' ? shown.gameId : null;
  const game = useGame(gameId);
  const notices = useNotices();
  const hostedTables = useHostedTables();
  const finished = useFinishedGames();
  const theme = settings.data?.theme ?? 'system';
  useThemeAttribute(theme);
  useTopOfNewPage(`${route.kind}/${screen.kind}/${gameId ?? ''}`);

  /** A player's rule set as it is kept now (it may have been edited since the setup that named it). */
  const keptCustom = (custom: CustomRules | null | undefined): CustomRules | null =>
    custom ? (settings.data?.customRules.find((c) => c.name === custom.name) ?? custom) : null;

  const routed = route.kind !== 'none';
  const analyzerButton = (screen.kind !== 'analyzer' || routed) && (
    <button
      type="button"
      className="button"
      onClick={() => show({ kind: 'analyzer', back: screen.kind === 'analyzer' ? screen.back : screen })}
    >
      Analyzer
    </button>
  );
  const historyButton = route.kind !== 'history' && (
    <button
      type="button"
      className="button"
      onClick={() => go({ kind: 'history' })}
      data-testid="open-history"
    >
      History
    </button>
  );
  const variantsButton = route.kind !== 'variants' && (
    <button
      type="button"
      className="button"
      onClick={() => go({ kind: 'variants' })}
      data-testid="open-variants"
      title="Compare rule variants under perfect play"
    >
      Variants
    </button>
  );
  // A finished table too: its page plays again at it, or dismisses it.
  const onlineButton = screen.kind !== 'online' && (hostedTables.data ?? []).length > 0 && (
    <button
      type="button"
      className="button"
      onClick={() => show({ kind: 'online' })}
      data-testid="open-online"
    >
      Online tables
    </button>
  );
  const backLabel =
    screen.kind === 'game'
      ? 'Back to the game'
      : screen.kind === 'analyzer'
        ? 'Back to the analyzer'
        : 'Back';
  const header = (
    <AppHeader notices={notices.data ?? []}>
      {routed && (
        <button
          type="button"
          className="button"
          onClick={() => go({ kind: 'none' })}
          data-testid="leave-route"
        >
          {backLabel}
        </button>
      )}
      {!routed && game.data && screen.kind === 'game' && (
        <>
          <CoachToggle
            on={settings.data?.coach ?? false}
            onToggle={(coach) => saveSettings.mutate({ coach })}
          />
          <RulesDialog rules={game.data.state.rules} />
          {!game.data.state.over && (
            <button
              type="button"
              className="button"
              onClick={() => go({ kind: 'replay', gameId: game.data.gameId })}
              data-testid="open-replay"
              title="Replay the game so far, every decision graded"
            >
              Replay
            </button>
          )}
          {analyzerButton}
          {!game.data.state.over && (
            <button type="button" className="button" onClick={() => setScreen({ kind: 'setup' })}>
              New game
            </button>
          )}
        </>
      )}
      {(routed || screen.kind === 'setup' || screen.kind === 'start') && analyzerButton}
      {!routed && onlineButton}
      {!routed && (screen.kind === 'online' || screen.kind === 'join') && (
        <button type="button" className="button" onClick={() => setScreen({ kind: 'setup' })}>
          New game
        </button>
      )}
      {historyButton}
      {(routed || screen.kind === 'setup' || screen.kind === 'start') && variantsButton}
      {!routed && screen.kind === 'analyzer' && (
        <button type="button" className="button" onClick={() => setScreen(screen.back)}>
          {screen.back.kind === 'game' ? 'Back to the game' : 'Back'}
        </button>
      )}
      <ThemeSwitch theme={theme} onTheme={(t) => saveSettings.mutate({ theme: t })} />
    </AppHeader>
  );

  if (route.kind !== 'none') {
    return (
      <Suspense fallback={<Waiting header={header} text="Opening…" />}>
        {route.kind === 'history' ? (
          <HistoryPage header={header} fileImport={fileImport} />
        ) : route.kind === 'variants' ? (
          <VariantsPage header={header} />
        ) : route.kind === 'analyze' ? (
          <GameAnalyzerPage
            gameId={route.gameId}
            index={route.index}
            header={header}
            customRules={settings.data?.customRules}
          />
        ) : (
          <ReplayPage key={route.gameId} gameId={route.gameId} header={header} />
        )}
      </Suspense>
    );
  }

  if (screen.kind === 'analyzer') {
    const rules = draft ?? settings.data?.lastSetup;
    return (
      <AnalyzerPage
        header={header}
        initial={
          game.data
            ? formFromTable(game.data.state)
            : formFromRules(rules?.variant ?? 'standard', rules?.options, keptCustom(rules?.custom))
        }
        customRules={settings.data?.customRules}
      />
    );
  }

  if (screen.kind === 'join') return <JoinPage header={header} />;

  if (screen.kind === 'online') {
    const setup = draft ?? settings.data?.lastSetup;
    return (
      <OnlinePage
        header={header}
        rules={{
          variant: setup?.variant ?? 'standard',
          options: { ...(setup?.options ?? { secondYacht: true, joker: 'forced' }) },
          ...(setup?.custom ? { custom: keptCustom(setup.custom) ?? setup.custom } : {}),
        }}
        seats={setup?.seats ?? []}
        // The new-game page's dice start the table's dice choice.
        realDice={draft ? (draft.realDice ?? null) : (settings.data?.lastSetup?.realDice?.mode ?? null)}
        onPlay={(id) => setScreen({ kind: 'game', gameId: id })}
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
        onReplay={(id) => go({ kind: 'replay', gameId: id })}
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
      initial={
        draft ?? {
          variant: last.variant,
          options: last.options,
          custom: keptCustom(last.custom),
          seats: last.seats,
          sameDice: last.sameDice,
          target: last.target ?? null,
          realDice: last.realDice?.mode ?? null,
        }
      }
      customRules={settings.data.customRules}
      busy={createGame.isPending}
      error={createGame.error ? createGame.error.message : null}
      header={
        <>
          {header}
          <WaitingTablesNotice onOpened={() => setScreen({ kind: 'online' })} />
        </>
      }
      finished={finished.data}
      onReview={(id) => go({ kind: 'replay', gameId: id })}
      onHistory={() => go({ kind: 'history' })}
      solver={warmup}
      onChange={setDraft}
      onBack={unfinished ? () => setScreen({ kind: 'game', gameId: unfinished.gameId }) : undefined}
      onOnline={(setup) => {
        setDraft(setup);
        setScreen({ kind: 'online' });
      }}
      onJoin={() => setScreen({ kind: 'join' })}
      onStart={(setup) =>
        createGame.mutate(
          {
            variant: setup.variant,
            options: { ...setup.options },
            ...(setup.custom ? { custom: setup.custom } : {}),
            seats: [...setup.seats],
            sameDice: setup.sameDice,
            ...(setup.target != null ? { target: setup.target } : {}),
            ...(setup.realDice ? { realDice: { mode: setup.realDice } } : {}),
          },
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
