// `yacht grade FILE`: the app's numbers (its replay's course, as a report) for an exported game, and one clear
// line with exit code 2 for a file it cannot read.

import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accuracyOf } from '../../../src/shared/coach';
import { accuracyText } from '../../../src/shared/coach/accuracy-words';
import { seatTotals, type CreatedEvent } from '../../../src/shared/game';
import { gradeReport, withWinChances, type WinGradeReport } from '../../../src/shared/replay';
import { roundedReport } from '../../../src/main/cli/grade-command';
import { roundedWin } from '../../../src/main/cli/grade-win';
import { MAX_GAME_FILE_BYTES } from '../../../src/shared/game';
import { bigGameFile } from '../../support/big-game-file';
import { ensureBuilt } from '../../support/build';
import { LEAN_YATZY } from '../../support/custom-rules';
import { runYacht } from '../../support/cli';
import { HUMAN_VS_EASY, humanMove, openTestBackend, stateOf, tempDataDir } from '../backend/helpers';

let dir: string;
beforeAll(async () => {
  await ensureBuilt();
  dir = await mkdtemp(path.join(tmpdir(), 'yacht-grade-'));
});
afterAll(() => rm(dir, { recursive: true, force: true }));

const grade = (...args: string[]) =>
  runYacht(['grade', ...args, '--data-dir', path.join(dir, 'data')], { home: dir });

describe('yacht grade', () => {
  it('prints the app’s numbers for an exported game', async () => {
    const backend = await openTestBackend(await tempDataDir());
    const view = await backend.client.createGame({ ...HUMAN_VS_EASY, sameDice: true });
    for (;;) {
      await backend.games.settled();
      const state = stateOf(await backend.client.getGame(view.gameId));
      if (state.over) break;
      await backend.client.act(view.gameId, humanMove(state));
    }
    const file = path.join(dir, (await backend.client.exportGame(view.gameId)).fileName);
    await writeFile(file, (await backend.client.exportGame(view.gameId)).text);
    const replay = await backend.client.replayGame(view.gameId);
    const { win } = await backend.client.replayWin(view.gameId);
    const created = (await backend.client.getGame(view.gameId)).events[0] as CreatedEvent;
    await backend.close();
    if (win === null) throw new Error('a game of two seats has win chances');

    const out = await grade(file, '--json');
    expect(out.stderr).toBe('');
    expect(out.code).toBe(0);
    // The replay's numbers: its course and its win chart's (the same budget, the same engine).
    expect(JSON.parse(out.stdout)).toEqual(
      roundedWin(withWinChances(roundedReport(gradeReport(created, replay.course)), win)),
    );
    const report = JSON.parse(out.stdout) as WinGradeReport;
    expect(Object.keys(report.decisions[0]!)).toEqual([
      'index',
      'seat',
      'round',
      'rollsLeft',
      'dice',
      'choice',
      'best',
      'loss',
      'class',
      'winLoss',
      'winBest',
      'winExact',
    ]);
    for (const s of report.seats) expect(s.start + s.luck - s.loss).toBeCloseTo(s.total, 5);
    // The win-chance course: a point at the start and after each box scored, 1/2 each at first, summing to 1,
    // the winner's 1 at the end; each decision's win chance lost between 0 and 1.
    const boxes = created.variant === 'classic' ? 12 : 13;
    expect(report.winTurns).toHaveLength(2 * boxes + 1);
    expect(report.winTurns[0]).toEqual({ index: 0, seat: -1 });
    const [annCourse, easyCourse] = report.seats.map((s) => s.winCourse);
    expect(annCourse).toHaveLength(2 * boxes + 1);
    expect(annCourse![0]).toBeCloseTo(0.5, 6);
    annCourse!.forEach((c, i) => expect(c + easyCourse![i]!).toBeCloseTo(1, 5));
    const winner = report.seats[0]!.total > report.seats[1]!.total ? 0 : 1;
    if (report.seats[0]!.total !== report.seats[1]!.total)
      expect(report.seats[winner]!.winCourse.at(-1)).toBe(1);
    for (const d of report.decisions) expect(d.winLoss).toBeGreaterThanOrEqual(0);
    for (const d of report.decisions) expect(d.winLoss).toBeLessThanOrEqual(1);
    expect(report.seats.map((s) => s.winMarked)).toEqual(
      [0, 1].map((seat) => report.decisions.filter((d) => d.seat === seat && d.winLoss >= 0.02).length),
    );
    // Accuracy in percent, the app's figure (accuracyOf over the game's live grades), rounded to 6 decimals.
    const accuracy = accuracyOf(replay.course.grades, created.seats.length);
    report.seats.forEach((s, seat) => {
      expect(s.accuracy).toBeCloseTo(accuracy[seat]!.accuracy, 6);
      expect(s.accuracy).toBeGreaterThan(0);
      expect(s.accuracy).toBeLessThanOrEqual(100);
    });

    const text = await grade(file);
    expect(text.code).toBe(0);
    expect(text.stdout).toMatch(/^A game of classic rules/);
    expect(text.stdout).toMatch(/Ann .* Luck|Seat .*Luck/s);
    const ann = text.stdout.split('\n').find((line) => line.startsWith('Ann '));
    expect(text.stdout).toMatch(/^Seat +Decisions +Accuracy +Lost/m);
    expect(ann).toContain(` ${accuracyText(report.seats[0]!.accuracy)} `);
    // One win-chance line per seat, from 50.0% at the start.
    expect(text.stdout).toMatch(/^Win chance \(every seat playing Perfect for points/m);
    const annWin = text.stdout.split('\n').filter((line) => line.startsWith('Ann '));
    expect(annWin.at(-1)).toMatch(/^Ann +50\.0% at the start, \d+\.\d% at the end \(lowest \d+\.\d%\); /);
  }, 300_000);

  // Was: the replay of such a game answered 500 (Perfect's shadow played the base's rules on the game's table).
  it('a game of one’s own rules with the same dice for all: graded, and replayed by the app', async () => {
    const backend = await openTestBackend(await tempDataDir());
    const view = await backend.client.createGame({
      variant: 'yatzy',
      custom: LEAN_YATZY,
      sameDice: true,
      seats: [
        { kind: 'human', name: 'Ann' },
        { kind: 'bot', name: 'Perfect bot', level: 'perfect' },
      ],
    });
    for (let n = 0; n < 200; n++) {
      await backend.games.settled();
      const state = stateOf(await backend.client.getGame(view.gameId));
      if (state.over) break;
      await backend.client.act(view.gameId, humanMove(state));
    }
    const replay = await backend.client.replayGame(view.gameId);
    if (replay.shadow.kind !== 'shadow') throw new Error('no shadow');
    const final = stateOf(await backend.client.getGame(view.gameId));
    expect(final.over).toBe(true);
    // One grid for both seats: Perfect on Ann's dice scores what the Perfect bot scored.
    expect(replay.shadow.seats[0]!.total).toBe(seatTotals(final, 1).total);
    const exported = await backend.client.exportGame(view.gameId);
    const file = path.join(dir, 'lean.yacht.json');
    await writeFile(file, exported.text);
    const created = final.rules;
    await backend.close();

    const out = await grade(file, '--json');
    expect(out.stderr).toBe('');
    const report = JSON.parse(out.stdout) as ReturnType<typeof gradeReport>;
    expect(report.options).toEqual({ secondYacht: false, joker: 'off' });
    expect(report.seats.map((s) => s.total)).toEqual([0, 1].map((seat) => seatTotals(final, seat).total));
    const accuracy = accuracyOf(replay.course.grades, 2);
    report.seats.forEach((s, seat) => expect(s.accuracy).toBeCloseTo(accuracy[seat]!.accuracy, 6));
    expect(created.name).toBe(LEAN_YATZY.name);
  }, 300_000);

  it('grades a legal game of 1.5 MB, and refuses one byte over the limit in the app’s words', async () => {
    const big = path.join(dir, 'big.yacht.json');
    await writeFile(big, bigGameFile(1.5 * 1024 * 1024));
    const out = await grade(big, '--json');
    expect(out.stderr).toBe('');
    expect(out.code).toBe(0);
    expect((JSON.parse(out.stdout) as ReturnType<typeof gradeReport>).seats).toHaveLength(1);

    // The same words as importGame's (tests/unit/server/server.test.ts), read or not.
    const over = path.join(dir, 'over.yacht.json');
    await writeFile(over, bigGameFile(MAX_GAME_FILE_BYTES + 1));
    const refused = await grade(over, '--json');
    expect(refused.code).toBe(2);
    expect(refused.stderr.trim()).toBe(
      `yacht: ${over}: not a game Yacht can read: the file is 2,097,153 bytes: a game file is at most 2 MB (2,097,152 bytes)`,
    );
  }, 120_000);

  it.each([
    ['missing.yacht.json', null, /^yacht: .*missing\.yacht\.json: no such file$/],
    [
      'broken.yacht.json',
      '{"format": "yacht-game", ',
      /^yacht: .*broken\.yacht\.json: not a game Yacht can read: not valid JSON/,
    ],
    [
      'game.pgn',
      '[Event "Casual"]\n\n1. e4 e5 1-0\n',
      /^yacht: .*game\.pgn: not a Yacht game file: it is not JSON$/,
    ],
    [
      'list.json',
      '{"items": [1, 2]}',
      /^yacht: .*list\.json: not a Yacht game file: it is JSON of another kind \(no "format": "yacht-game"\)$/,
    ],
    [
      'illegal.yacht.json',
      '{"format":"yacht-game","version":1,"events":[{"type":"created","variant":"classic","options":{"secondYacht":false,"joker":"forced"},"seats":[{"kind":"human","name":"A"}],"firstSeat":0,"seed":null,"createdAt":"x"},{"type":"scored","seat":0,"box":"ones","points":3,"extraYacht":0}]}',
      /not a game Yacht can read: illegal: roll the dice before scoring \(event 1, scored\)$/,
    ],
  ])('refuses %s in one line, exit code 2', async (name, content, message) => {
    const file = path.join(dir, name);
    if (content !== null) await writeFile(file, content);
    const out = await grade(file, '--json');
    expect(out.code).toBe(2);
    expect(out.stdout).toBe('');
    expect(out.stderr.trim().split('\n')).toHaveLength(1);
    expect(out.stderr.trim()).toMatch(message);
  });
});
