// Shared by the renderer tests: the app's providers around a hook or a component, over a given client, and a
// backend with one game played to the end.

import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import type { NewGameInput } from '../../../src/shared/api/contract';
import type { ApiClient } from '../../../src/renderer/api/client';
import { ApiProvider } from '../../../src/renderer/api/context';
import { humanMove, openTestBackend, stateOf, tempDataDir, type TestBackend } from '../backend/helpers';

/** A wrapper with a fresh query cache (defaults as in src/renderer/main.tsx) and the API over `client`. */
export function harness(client: ApiClient): (props: { children: ReactNode }) => ReactNode {
  const queries = new QueryClient({ defaultOptions: { queries: { retry: 1, refetchOnWindowFocus: false } } });
  return function Wrapper({ children }) {
    return (
      <QueryClientProvider client={queries}>
        <ApiProvider client={client} transport="memory">
          {children}
        </ApiProvider>
      </QueryClientProvider>
    );
  };
}

/** One person, classic rules: a short game to play to the end. */
export const SOLO: NewGameInput = { variant: 'classic', seats: [{ kind: 'human', name: 'Ann' }] };

const opened: TestBackend[] = [];

/** Closes the backends opened since the last call (each test's afterEach). */
export async function closeBackends(): Promise<void> {
  for (const backend of opened.splice(0)) {
    backend.client.close();
    await backend.close();
  }
}

/** A backend (closed by closeBackends) holding one SOLO game that a plain player played to the end. */
export async function backendWithFinishedGame(): Promise<{ backend: TestBackend; finished: string }> {
  const backend = await openTestBackend(await tempDataDir());
  opened.push(backend);
  const game = await backend.client.createGame(SOLO);
  let state = stateOf(game);
  while (!state.over) {
    await backend.client.act(game.gameId, humanMove(state));
    state = stateOf(await backend.client.getGame(game.gameId));
  }
  return { backend, finished: game.gameId };
}
