// Generala on the screens, without a browser: the servida points typed on the setup page read or refused in
// words (the backend's schema takes exactly what the page takes), and the end of a game won at once says how.

import { describe, expect, it } from 'vitest';
import { ruleOptionsSchema } from '../../../src/shared/rules/options-schema';
import { play, ranking, startGame, wonAtOnceWords, type Game, type Seat } from '../../../src/shared/game';
import { readServidaPoints } from '../../../src/renderer/variants/generala-options';
import { headline } from '../../../src/renderer/table/Ranking';
import { jokerText, servidaText } from '../../../src/renderer/variants/RulesPanel';
import { makeRules } from '../../../src/shared/rules';

describe('the servida points typed', () => {
  it('reads whole points from 50 to 1000, spaces around allowed', () => {
    expect(readServidaPoints('100')).toEqual({ points: 100 });
    expect(readServidaPoints(' 50 ')).toEqual({ points: 50 });
    expect(readServidaPoints('1000')).toEqual({ points: 1000 });
  });

  it.each([
    ['', /^write the points a Generala servida scores, 50 to 1000$/],
    ['abc', /whole points, 50 to 1000/],
    ['75.5', /whole points/],
    ['49', /at least a Generala's 50/],
    ['-100', /at least a Generala's 50/],
    ['1001', /at most 1000/],
  ])('refuses %j in words', (text, words) => {
    const read = readServidaPoints(text);
    expect('problem' in read ? read.problem : null).toMatch(words);
  });

  it('takes what the backend takes, and refuses what it refuses', () => {
    for (const text of ['49', '50', '51', '100', '999', '1000', '1001', '0', '75.5']) {
      const page = 'points' in readServidaPoints(text);
      const backend = ruleOptionsSchema.safeParse({
        secondYacht: false,
        joker: 'forced',
        servidaGenerala: Number(text),
      }).success;
      expect(page, text).toBe(backend);
    }
  });
});

describe('a game won at once', () => {
  const seats: readonly Seat[] = [
    { kind: 'human', name: 'Ann' },
    { kind: 'human', name: 'Bea' },
  ];
  const start = (servidaGenerala: 'wins' | number): Game =>
    startGame({
      variant: 'generala',
      options: { servidaGenerala },
      seats,
      seed: null,
      realDice: { mode: 'coached' },
      createdAt: '2026-01-01T00:00:00.000Z',
    });
  /** Ann writes a Full servida (35), then Bea rolls five fours at once and writes them in the Generala box. */
  const played = (game: Game): Game => {
    let g = play(game, { type: 'roll', dice: [6, 6, 6, 5, 5] });
    g = play(g, { type: 'score', box: 'full' });
    g = play(g, { type: 'roll', dice: [4, 4, 4, 4, 4] });
    return play(g, { type: 'score', box: 'generala' });
  };

  it('names the winner and how, though the other seat has more points', () => {
    const g = played(start('wins'));
    expect(wonAtOnceWords(g.state)).toBe('Generala servida');
    const standings = ranking(g.state);
    expect(standings[0]?.name).toBe('Bea');
    expect(headline(standings, wonAtOnceWords(g.state))).toBe('Bea wins: Generala servida');
  });

  it('says nothing of it when a Generala servida scores points instead', () => {
    const g = played(start(100));
    expect(g.state.over).toBe(false);
    expect(wonAtOnceWords(g.state)).toBeNull();
    expect(headline(ranking(g.state), wonAtOnceWords(g.state))).toBe('Bea wins');
  });
});

describe('the rules in words', () => {
  it('say the servida as the options make it, and none where the rules have none', () => {
    expect(servidaText(makeRules('generala'))).toBe(
      'Made with the turn\'s first roll ("servida"), Escalera, Full and Poker 5 more. Five alike on the first roll written in Generala wins the game at once, whatever the totals.',
    );
    expect(servidaText(makeRules('generala', { servidaGenerala: 250 }))).toBe(
      'Made with the turn\'s first roll ("servida"), Escalera, Full and Poker 5 more; five alike in Generala 250 instead of 50.',
    );
    for (const variant of ['standard', 'classic', 'yatzy'] as const) {
      expect(servidaText(makeRules(variant)), variant).toBeNull();
    }
  });

  it('say where a second five alike goes in Generala: Doble Generala, with no joker', () => {
    expect(jokerText(makeRules('generala'))).toBe(
      'Five alike again goes in Doble Generala: Five dice alike once the Generala box holds 50: 100. There is no joker and no extra-yacht bonus.',
    );
    expect(jokerText(makeRules('yatzy'))).toMatch(/^A second yacht is just five alike/);
  });
});
