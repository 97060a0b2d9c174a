// The coach's parts, each on its own (built to dist/bench/coach-parts.js; part of `npm run bench`): reading a
// six-seat game's decisions from its log (decisionsOf), grading one seat's whole game (gradeDecisions), and the
// facts a hint shows for every option (factsFor), with the standard table solved in this process. Each is timed
// --runs times, printed as a median (min–max) of wall and CPU time, against the target the coach is held to.
//
// Options: --runs N (default 7), --seed S (the game's dice, default coach-parts), --strict (exit 1 when a median
// misses its target), --wait-idle S (wait up to S seconds for an idle CPU first; default 30, 0 = off).

import { cpuUsage } from 'node:process';
import { parseArgs } from 'node:util';
import { createBot, playBotLog } from '../src/shared/bots';
import { decisionsOf, factsFor, gradeDecisions, rankOptions } from '../src/shared/coach';
import { seededRandom, type GameEvent } from '../src/shared/game';
import { makeRules } from '../src/shared/rules';
import { solveRules, type ValueTable } from '../src/shared/solver';
import { loadAverage, stats, statsText, waitForIdleCpu } from './machine';

const { values } = parseArgs({
  options: {
    runs: { type: 'string', default: '7' },
    seed: { type: 'string', default: 'coach-parts' },
    strict: { type: 'boolean', default: false },
    'wait-idle': { type: 'string', default: '30' },
  },
});

/** A six-seat game of bots (Perfect and Easy by turns), its log. */
function sixSeatGame(table: ValueTable, seed: string): GameEvent[] {
  const rules = table.layout.rules;
  const levels = ['perfect', 'easy', 'perfect', 'easy', 'perfect', 'easy'] as const;
  const bots = levels.map((level) => createBot(level, rules, { table }));
  const setup = {
    variant: 'standard' as const,
    seats: levels.map((level, i) => ({ kind: 'bot' as const, name: `${level} ${i + 1}`, level })),
    createdAt: '2026-12-04T00:00:00.000Z',
  };
  return playBotLog({ setup, bots, dice: seededRandom(seed) }).events;
}

interface Part {
  readonly name: string;
  /** The unit a figure is given in, and the target its median is held to (ms). */
  readonly unit: string;
  readonly target: number;
  /** One run: how many units it did. */
  readonly run: () => number;
}

/** Wall and CPU ms per unit of each run. */
function time(part: Part, runs: number): { wall: number[]; cpu: number[] } {
  part.run(); // warm up
  const wall: number[] = [];
  const cpu: number[] = [];
  for (let r = 0; r < runs; r++) {
    const cpuFrom = cpuUsage();
    const from = performance.now();
    const units = part.run();
    const used = cpuUsage(cpuFrom);
    wall.push((performance.now() - from) / units);
    cpu.push((used.user + used.system) / 1000 / units);
  }
  return { wall, cpu };
}

async function main(): Promise<void> {
  const idle = await waitForIdleCpu(Number(values['wait-idle']), 0.8);
  const table = solveRules(makeRules('standard'));
  const events = sixSeatGame(table, values.seed);
  const decisions = decisionsOf(events);
  const one = decisions.filter((d) => d.seat === 0);
  const positions = decisions.filter((d) => d.rollsLeft > 0);
  const parts: Part[] = [
    {
      name: `decisionsOf, a six-seat game (${events.length} events, ${decisions.length} decisions), 100 reads`,
      unit: 'ms a read',
      target: 5,
      run: () => {
        for (let i = 0; i < 100; i++) decisionsOf(events);
        return 100;
      },
    },
    {
      name: `gradeDecisions, one seat's whole game (${one.length} decisions)`,
      unit: 'ms a game',
      target: 1000,
      run: () => (gradeDecisions(table, one), 1),
    },
    {
      name: `factsFor, every option of ${positions.length} positions with rolls left`,
      unit: 'ms an option',
      target: 1,
      run: () => {
        let options = 0;
        for (const p of positions) {
          for (const o of rankOptions(table, p, 'decision').options) {
            factsFor(table, p, o.choice);
            options++;
          }
        }
        return options;
      },
    },
  ];
  const runs = Number(values.runs);
  console.log(
    `The coach's parts, ${runs} runs each; load ${loadAverage()}${idle ? '' : ' (the CPU was not idle)'}`,
  );
  let missed = 0;
  for (const part of parts) {
    const { wall, cpu } = time(part, runs);
    const median = stats(wall).median;
    if (median > part.target) missed++;
    console.log(
      `  ${part.name}: ${statsText(stats(wall), 3)} ${part.unit} wall, ${statsText(stats(cpu), 3)} CPU; ` +
        `target ${part.target}: ${median <= part.target ? 'within' : 'OVER'}`,
    );
  }
  if (values.strict && missed > 0) process.exit(1);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
