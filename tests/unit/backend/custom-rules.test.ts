// A player's own rule set through the backend: a game with it against Hard (a valuation derived from the
// table) and Perfect, kept with its rules; its distribution and a position by hand under it.

import { describe, expect, it } from 'vitest';
import { replay, seatTotals } from '../../../src/shared/game';
import { rulesFingerprint, rulesFromCustom } from '../../../src/shared/rules';
import { expectedScore, solveRules } from '../../../src/shared/solver';
import { CLASSIC_EXTRA } from '../../support/custom-rules';
import { humanMove, openTestBackend, stateOf, tempDataDir } from './helpers';

describe('custom rules in the backend', () => {
  it('a game by them against Hard and Perfect is played, kept and listed with its rules', async () => {
    const backend = await openTestBackend(await tempDataDir());
    const view = await backend.client.createGame({
      variant: 'classic',
      custom: CLASSIC_EXTRA,
      seats: [
        { kind: 'human', name: 'Ann' },
        { kind: 'bot', name: 'Hard bot', level: 'hard' },
        { kind: 'bot', name: 'Perfect bot', level: 'perfect' },
      ],
    });
    expect(view.events[0]).toMatchObject({ type: 'created', variant: 'classic', custom: CLASSIC_EXTRA });
    expect(view.fingerprint).toBe(rulesFingerprint(rulesFromCustom(CLASSIC_EXTRA)));
    for (let n = 0; n < 200; n++) {
      await backend.games.settled();
      const state = stateOf(await backend.games.get(view.gameId));
      if (state.over) break;
      await backend.client.act(view.gameId, humanMove(state));
    }
    const finished = await backend.client.getGame(view.gameId);
    const state = replay(finished.events);
    expect(state.over).toBe(true);
    expect(state.rules.name).toBe('Classic with extra yachts');
    expect(state.rules.boxes.map((b) => b.id)).not.toContain('little-straight');
    const [listed] = await backend.client.finishedGames();
    expect(listed).toMatchObject({ gameId: view.gameId, variant: 'classic', custom: CLASSIC_EXTRA });
    // The replay reads the game's own rules: luck and loss add up to its totals.
    const replayed = await backend.client.replayGame(view.gameId);
    replayed.course.seats.forEach((split) => {
      const total = seatTotals(state, split.seat).total;
      expect(split.total).toBe(total);
      expect(Math.abs(split.start + split.luck - split.loss - total)).toBeLessThan(1e-6);
    });
    expect(replayed.course.grades.length).toBeGreaterThan(13 * 3);
    // The settings remember the setup with its rules, for the next game.
    expect((await backend.client.getSettings()).lastSetup.custom).toEqual(CLASSIC_EXTRA);
    await backend.close();
  });

  it('its distribution and a position under it', async () => {
    const backend = await openTestBackend(await tempDataDir());
    const choice = { variant: 'classic' as const, custom: CLASSIC_EXTRA };
    const d = await backend.client.variantDistribution(choice);
    const table = solveRules(rulesFromCustom(CLASSIC_EXTRA));
    expect(d.facts.expected).toBeCloseTo(expectedScore(table), 9);
    expect(Object.keys(d.facts.perBox)).not.toContain('little-straight');
    const options = await backend.client.analyzePosition({
      ...choice,
      sheet: { yacht: 40 },
      extraYachts: 0,
      dice: [6, 6, 6, 6, 6],
      rollsLeft: 0,
    });
    // No joker: five sixes may go in any open box, each scoring as it falls (a big straight takes nothing).
    const boxes = options.options.flatMap((o) => (o.choice.type === 'score' ? [o.choice.box] : []));
    expect(boxes.sort()).toEqual(
      rulesFromCustom(CLASSIC_EXTRA)
        .boxes.map((b) => b.id)
        .filter((b) => b !== 'yacht')
        .sort(),
    );
    const straight = options.options.find(
      (o) => o.choice.type === 'score' && o.choice.box === 'big-straight',
    );
    expect(straight?.points).toBe(0);
    await expect(
      backend.client.variantDistribution({ ...choice, custom: { ...CLASSIC_EXTRA, yacht: -1 } }),
    ).rejects.toThrow(/The yacht's points cannot be negative/);
    await backend.close();
  });
});
