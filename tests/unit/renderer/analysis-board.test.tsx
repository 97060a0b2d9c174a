// @vitest-environment happy-dom

// The replay's analysis board, its parts that need no backend: which step changes push a history entry and
// which replace it; the addresses of a step and of the analyzer at a game's position (and what is not one);
// every key the `?` dialog lists does what it says; keys never reach the page under an open dialog (focus can
// fall back to the body behind a modal one); the keys dialog itself, read as terms and descriptions; the
// analyzer at a game's position, filled in by the game's own rules, or saying in one line why there is none.

import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { KeyHelpDialog } from '../../../src/renderer/replay/KeyHelpDialog';
import { GameAnalyzerPage } from '../../../src/renderer/analyzer/GameAnalyzerPage';
import { playOutKeyOf } from '../../../src/renderer/replay/play-out/play-out-keys';
import { keyLabel, keysText, REPLAY_KEY_GROUPS } from '../../../src/renderer/replay/replay-keys';
import {
  addressWrite,
  stepHash,
  stepInAddress,
  stepPastEnd,
} from '../../../src/renderer/replay/step-address';
import { moveOfKey } from '../../../src/renderer/replay/useReplayKeys';
import { toolOfKey } from '../../../src/renderer/replay/useReplayToolKeys';
import { parseRoute, routeHash } from '../../../src/renderer/routing';
import { typingTarget } from '../../../src/renderer/table/useTableKeys';
import { formFromTable } from '../../../src/renderer/analyzer/position-form';
import { play, scriptedRandom, startGame } from '../../../src/shared/game';
import { foldStates, positionState } from '../../../src/shared/replay';
import { CLASSIC_EXTRA } from '../../support/custom-rules';
import { backendWithFinishedGame, closeBackends, harness } from './harness';

const GAME = '20261130-170227-400-24daa5';

beforeAll(() => {
  // happy-dom has no modal dialogs: showModal opens the dialog as `open` does.
  HTMLDialogElement.prototype.showModal ??= function showModal(this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
});

afterEach(async () => {
  cleanup();
  document.body.innerHTML = '';
  await closeBackends();
});

describe('the step in the address', () => {
  it('a walk of one step replaces the entry, a jump pushes one, and an address that shows the step is left', () => {
    expect(addressWrite(4, 5, 4, 100)).toBe('replace');
    expect(addressWrite(5, 4, 5, 100)).toBe('replace');
    expect(addressWrite(4, 40, 4, 100)).toBe('push');
    expect(addressWrite(40, 0, 40, 100)).toBe('push');
    // Back or a link put the step there already.
    expect(addressWrite(4, 40, 40, 100)).toBe('none');
    // No step in the address is the end.
    expect(addressWrite(50, 100, null, 100)).toBe('none');
    expect(addressWrite(100, 99, null, 100)).toBe('replace');
  });

  it('names a replay’s step and the analyzer at a game’s position, and reads nothing else as one', () => {
    for (const route of [
      { kind: 'replay', gameId: GAME },
      { kind: 'replay', gameId: GAME, step: 0 },
      { kind: 'replay', gameId: GAME, step: 143 },
      { kind: 'analyze', gameId: GAME, index: 57 },
    ] as const) {
      expect(parseRoute(routeHash(route))).toEqual(route);
    }
    expect(stepHash(GAME, 12)).toBe(`#/replay/${GAME}/12`);
    expect(stepInAddress(`#/replay/${GAME}/12`, GAME)).toBe(12);
    expect(stepInAddress(`#/replay/${GAME}`, GAME)).toBeNull();
    expect(stepInAddress(`#/replay/${GAME}/12`, '20261130-170227-400-000000')).toBeNull();
    expect(stepInAddress('#/history', GAME)).toBeNull();
    for (const bad of [
      `#/replay/${GAME}/-1`,
      `#/replay/${GAME}/1.5`,
      `#/replay/${GAME}/twelve`,
      `#/replay/${GAME}/12/more`,
      `#/replay/${GAME}/123456789`,
      `#/analyzer/${GAME}`,
      `#/analyzer/${GAME}/x`,
      // A malformed escape is not a game id (it threw URIError and blanked the page).
      '#/replay/%E0%A4%A',
      '#/analyzer/%E0%A4%A/3',
    ]) {
      expect(parseRoute(bad), bad).toEqual({ kind: 'none' });
    }
  });

  it('says when the address names a step past the end', () => {
    expect(stepPastEnd(null, 40)).toBeNull();
    expect(stepPastEnd(40, 40)).toBeNull();
    expect(stepPastEnd(41, 40)).toBe(
      'The address names step 41, but this game ends at step 40: the end is shown.',
    );
  });
});

describe('the replay’s keys', () => {
  const group = (title: string) => REPLAY_KEY_GROUPS.find((g) => g.title === title)!.entries;

  it('every key the ? dialog lists does what it says', () => {
    for (const entry of group('Moving through the game')) {
      for (const key of entry.keys) expect(moveOfKey(key), key).not.toBeNull();
    }
    const tools = group('From the step on show').flatMap((e) => e.keys.map((k) => toolOfKey(k)));
    expect(tools).toEqual(['analyze', 'playOut', 'help']);
    for (const entry of group('Playing it out')) {
      for (const key of entry.keys) {
        if (key !== 'Escape') expect(playOutKeyOf(key), key).not.toBeNull();
      }
    }
    // Letters either way up; the other keys not at all.
    expect(toolOfKey('A')).toBe('analyze');
    expect(toolOfKey('x')).toBeNull();
    expect(playOutKeyOf('6')).toBeNull();
    expect(playOutKeyOf('3')).toEqual({ kind: 'die', position: 2 });
    expect(keysText(['1', '2', '3', '4', '5'])).toBe('1–5');
    expect(keysText(['ArrowLeft', 'ArrowRight'])).toBe('← →');
    expect(keyLabel(' ')).toBe('Space');
  });

  it('no key reaches the page while a dialog is open, even with focus fallen back to the body', () => {
    const field = document.createElement('input');
    document.body.append(field);
    expect(typingTarget(document.body)).toBe(false);
    expect(typingTarget(field)).toBe(true);
    const dialog = document.createElement('dialog');
    dialog.setAttribute('open', '');
    const inside = document.createElement('button');
    dialog.append(inside);
    document.body.append(dialog);
    expect(typingTarget(inside)).toBe(true);
    expect(typingTarget(document.body)).toBe(true);
    dialog.removeAttribute('open');
    expect(typingTarget(document.body)).toBe(false);
  });

  it('the keys dialog lists every key as a term beside what it does, and closes', () => {
    let closed = 0;
    render(<KeyHelpDialog onClose={() => closed++} />);
    const dialog = screen.getByRole('dialog', { name: 'Keys' });
    const listed = REPLAY_KEY_GROUPS.reduce((n, g) => n + g.entries.length, 0);
    expect(within(dialog).getAllByRole('term')).toHaveLength(listed);
    expect(
      within(dialog)
        .getAllByRole('definition')
        .map((d) => d.textContent),
    ).toContain('Open the position in the analyzer');
    expect(within(dialog).getByRole('heading', { name: 'Playing it out' })).toBeTruthy();
    fireEvent(dialog, new Event('close'));
    expect(closed).toBe(1);
  });
});

describe('the analyzer at a game’s position', () => {
  it('fills in the position after the event: one’s own rules as the game holds them, the sheet, dice, rolls left', () => {
    let game = startGame({
      variant: CLASSIC_EXTRA.base,
      custom: CLASSIC_EXTRA,
      seats: [
        { kind: 'human', name: 'Ann' },
        { kind: 'human', name: 'Bo' },
      ],
      createdAt: '2026-01-01T00:00:00.000Z',
    });
    game = play(game, { type: 'roll' }, { random: scriptedRandom([6, 6, 6, 2, 3]) });
    game = play(game, { type: 'score', box: 'sixes' });
    game = play(game, { type: 'roll' }, { random: scriptedRandom([1, 1, 4, 5, 5]) });
    game = play(game, { type: 'score', box: 'ones' });
    game = play(game, { type: 'roll' }, { random: scriptedRandom([2, 2, 2, 5, 6]) });
    game = play(game, { type: 'roll', keep: [0, 1, 2] }, { random: scriptedRandom([2, 4]) });
    const form = formFromTable(positionState(foldStates(game.events), game.events.length - 1));
    expect(form.custom).toEqual(CLASSIC_EXTRA);
    expect(form.variant).toBe('classic');
    expect(form.sheet).toEqual({ sixes: '18' });
    expect(form.dice).toEqual(['2', '2', '2', '2', '4']);
    expect(form.rollsLeft).toBe(1);
  });

  it('says in one line why an address names no position: no dice showing, or no such event', async () => {
    const { backend, finished } = await backendWithFinishedGame();
    const events = (await backend.client.getGame(finished)).events;
    const { unmount } = render(<GameAnalyzerPage gameId={finished} index={0} header={null} />, {
      wrapper: harness(backend.client),
    });
    await waitFor(() =>
      expect(
        screen.getByText(
          'This position cannot be analyzed: after event 0 no dice are showing: a position starts after a roll',
        ),
      ).toBeTruthy(),
    );
    unmount();
    render(<GameAnalyzerPage gameId={finished} index={99999} header={null} />, {
      wrapper: harness(backend.client),
    });
    await waitFor(() =>
      expect(
        screen.getByText(
          `This position cannot be analyzed: this game has no event 99999: its log holds ${events.length} events`,
        ),
      ).toBeTruthy(),
    );
  });
});
