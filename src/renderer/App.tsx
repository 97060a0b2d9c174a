// Which page is on screen: resume (an unfinished game on start), setup, or a game (play, then end).

import { useEffect, useState } from 'react';
import type { Theme } from '../shared/api/contract';
import { useAbandonGame, useCreateGame, useCurrentGame, useGame, useSaveSettings, useSettings } from './api';
import { AppHeader } from './components/AppHeader';
import { RulesDialog } from './components/RulesDialog';
import { ThemeSwitch } from './components/ThemeSwitch';
import { GameScreen, Waiting } from './pages/GameScreen';
import { ResumePage } from './pages/ResumePage';
import { SetupPage } from './pages/SetupPage';

type Screen =
  | { readonly kind: 'start' }
  | { readonly kind: 'setup' }
  | { readonly kind: 'game'; readonly gameId: string };

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
  const gameId = screen.kind === 'game' ? screen.gameId : null;
  const game = useGame(gameId);
  const theme = settings.data?.theme ?? 'system';
  useThemeAttribute(theme);

  const header = (
    <AppHeader>
      {game.data && screen.kind === 'game' && (
        <>
          <RulesDialog rules={game.data.state.rules} />
          {!game.data.state.over && (
            <button type="button" className="button" onClick={() => setScreen({ kind: 'setup' })}>
              New game
            </button>
          )}
        </>
      )}
      <ThemeSwitch theme={theme} onTheme={(t) => saveSettings.mutate({ theme: t })} />
    </AppHeader>
  );

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
      initial={{ variant: last.variant, options: last.options, seats: last.seats }}
      busy={createGame.isPending}
      error={createGame.error ? createGame.error.message : null}
      header={header}
      onStart={(setup) =>
        createGame.mutate(
          { variant: setup.variant, options: { ...setup.options }, seats: [...setup.seats] },
          { onSuccess: (view) => setScreen({ kind: 'game', gameId: view.gameId }) },
        )
      }
    />
  );
}
