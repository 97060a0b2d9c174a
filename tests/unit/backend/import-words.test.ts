// What an import says: a file that is no Yacht game (a chess game, another program's JSON, a rule set) is named
// for what it is, with what to do instead; a damaged game file says what is wrong and where; the same game again
// is said to be in the history already, and nothing is added.

import { describe, expect, it } from 'vitest';
import { customFrom, makeRules } from '../../../src/shared/rules';
import { gameFileText, LogError, readGameFile, gameFileRefusal } from '../../../src/shared/game';
import { botLog, openTestBackend, tempDataDir } from './helpers';

const PGN = `[Event "Casual game"]
[White "Ann"]
[Black "Bo"]

1. e4 e5 2. Nf3 Nc6 3. Bb5 a6 1-0
`;
const OTHER_JSON = JSON.stringify({ title: 'Groceries', items: ['eggs', 'milk'], count: 2 });
const NOT_JSON =
  'This is not a Yacht game file: it is not JSON. A Yacht game file is the .yacht.json that History exports.';
const OTHER_KIND =
  'This is not a Yacht game file: it is JSON of another kind (no "format": "yacht-game"). Export a game from Yacht\'s History to get one.';

function refusalOf(text: string): string {
  try {
    readGameFile(text);
  } catch (error) {
    if (error instanceof LogError) return gameFileRefusal(error);
    throw error;
  }
  throw new Error('read');
}

describe('what a refused file is told', () => {
  // Was: a raw JSON parser error for the PGN, "the format is undefined, expected 'yacht-game'" (or an unknown
  // key) for another program's JSON.
  it('a file that is no Yacht game: what it is, and where a game file comes from', () => {
    expect(refusalOf(PGN)).toBe(NOT_JSON);
    expect(refusalOf('')).toBe(NOT_JSON);
    expect(refusalOf(OTHER_JSON)).toBe(OTHER_KIND);
    expect(refusalOf('[1, 2, 3]')).toBe(OTHER_KIND);
    expect(refusalOf('"yacht"')).toBe(OTHER_KIND);
    expect(refusalOf(JSON.stringify({ format: 'chess', events: [] }))).toBe(OTHER_KIND);
    expect(refusalOf(JSON.stringify(customFrom(makeRules('yatzy'), 'Mine')))).toBe(
      'This is not a Yacht game file: it is a rule set ("format": "yacht-rules"), not a game. Export a game from Yacht\'s History to get one.',
    );
  });

  it('a damaged game file: what is wrong with it, and where', () => {
    const good = gameFileText(botLog('classic', 'words'), { gameId: 'g-1' });
    expect(refusalOf(good.slice(0, 200))).toMatch(
      /^This file is not a game Yacht can read: not valid JSON \(.+\)$/,
    );
    expect(refusalOf(good.replace('"version": 1', '"version": 7'))).toBe(
      'This file is not a game Yacht can read: unsupported version 7: this app reads version 1',
    );
    expect(refusalOf(good.replace('"type":"scored"', '"type":"scribbled"'))).toMatch(
      /^This file is not a game Yacht can read: .* \(event \d+, scribbled\)$/,
    );
  });
});

describe('importing', () => {
  // Was: the same game imported again answered like a new one ("Imported…").
  it('says whether the game was in the history already, and adds it once', async () => {
    const backend = await openTestBackend(await tempDataDir());
    const text = gameFileText(botLog('yatzy', 'again'), { gameId: 'from-a-friend' });
    const first = await backend.client.importGame(text);
    expect(first).toMatchObject({ gameId: 'from-a-friend', already: false });
    const again = await backend.client.importGame(text);
    expect(again).toEqual({ ...first, already: true });
    const { already: _a, ...listed } = first;
    expect(await backend.client.finishedGames()).toEqual([listed]);
    await backend.close();
  });

  it('refuses a chess game and another program’s JSON in those words, adding nothing', async () => {
    const backend = await openTestBackend(await tempDataDir());
    await expect(backend.client.importGame(PGN)).rejects.toMatchObject({
      kind: 'bad-input',
      message: NOT_JSON,
    });
    await expect(backend.client.importGame(OTHER_JSON)).rejects.toMatchObject({
      kind: 'bad-input',
      message: OTHER_KIND,
    });
    expect(await backend.client.finishedGames()).toEqual([]);
    await backend.close();
  });
});
