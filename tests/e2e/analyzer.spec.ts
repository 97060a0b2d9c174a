// The Analyzer page: positions set up by hand over the three rule sets (rolls left 0, 1 and 2, a nearly full
// sheet, an extra yacht with a joker to place) show what a player can do (keeps that roll, boxes now) with the
// values and losses `yacht analyze` gives; inputs the rules cannot take are marked in place, as the CLI refuses
// them.

import type { Page } from '@playwright/test';
import { makeRules, type RuleSet, type Sheet, type Variant } from '../../src/shared/rules';
import type { AnalyzeOutput } from '../../src/main/cli/analyze-command';
import { runYacht } from '../support/cli';
import { expect, screenshot, test } from './fixtures';
import { TOLERANCE, analyzeArgs, analyzeWithCli } from './support/coach';

test.use({ seed: 'analyzer-1', tables: ['standard', 'yatzy', 'classic'] });

interface Setup {
  readonly name: string;
  readonly variant: Variant;
  readonly sheet: Sheet;
  readonly extraYachts: number;
  readonly dice: readonly number[];
  readonly rollsLeft: 0 | 1 | 2;
}

// Dice differ from one position to the next, so one position's options are never taken for the last one's.
const POSITIONS: readonly Setup[] = [
  {
    name: 'standard, empty sheet, two rolls left',
    variant: 'standard',
    sheet: {},
    extraYachts: 0,
    dice: [1, 2, 2, 5, 6],
    rollsLeft: 2,
  },
  {
    name: 'standard, an extra yacht and a joker to place, no rolls left',
    variant: 'standard',
    sheet: { yacht: 50, threes: 9, fours: 12, 'full-house': 25, chance: 22 },
    extraYachts: 1,
    dice: [3, 3, 3, 3, 3],
    rollsLeft: 0,
  },
  {
    name: 'standard, two boxes open, one roll left',
    variant: 'standard',
    sheet: {
      ones: 3,
      twos: 6,
      threes: 9,
      fours: 12,
      fives: 15,
      sixes: 18,
      'three-of-a-kind': 24,
      'four-of-a-kind': 0,
      'full-house': 25,
      'small-straight': 30,
      'large-straight': 40,
    },
    extraYachts: 0,
    dice: [6, 6, 4, 6, 1],
    rollsLeft: 1,
  },
  {
    name: 'yatzy, four boxes filled, one roll left',
    variant: 'yatzy',
    sheet: { ones: 2, sixes: 24, 'one-pair': 12, 'full-house': 13 },
    extraYachts: 0,
    dice: [2, 3, 4, 4, 5],
    rollsLeft: 1,
  },
  {
    name: 'yatzy, empty sheet, two rolls left',
    variant: 'yatzy',
    sheet: {},
    extraYachts: 0,
    dice: [1, 1, 6, 6, 3],
    rollsLeft: 2,
  },
  {
    name: 'classic, four boxes filled, no rolls left',
    variant: 'classic',
    sheet: { ones: 3, 'little-straight': 30, yacht: 0, choice: 21 },
    extraYachts: 0,
    dice: [2, 3, 4, 5, 5],
    rollsLeft: 0,
  },
];

interface OptionRow {
  readonly key: string;
  readonly ev: number;
  readonly loss: number;
}

/** A choice as one string: "keep:1,2,2" (faces sorted) or "score:full-house". */
function keyOf(choice: unknown): string {
  const c = choice as { type?: unknown; keep?: unknown; box?: unknown };
  if (c.type === 'keep' && Array.isArray(c.keep)) {
    return `keep:${(c.keep as number[]).toSorted((a, b) => a - b).join(',')}`;
  }
  if (c.type === 'score' && typeof c.box === 'string') return `score:${c.box}`;
  return `unreadable:${JSON.stringify(choice)}`;
}

/**
 * What a player can do, from the CLI's numbers: with rolls left every keep that rolls a die (`yacht analyze`
 * lists keeping all five too: that is scoring now) and every box now (its answer with no roll left).
 */
function cliRows(keeps: AnalyzeOutput, boxes: AnalyzeOutput): OptionRow[] {
  const rows = [...(keeps === boxes ? [] : keeps.options), ...boxes.options].flatMap((o) => {
    if ('keep' in o && o.keep.length === 5) return [];
    return [{ key: 'box' in o ? `score:${o.box}` : `keep:${o.keep.join(',')}`, ev: o.ev }];
  });
  const best = Math.max(...rows.map((r) => r.ev));
  return rows.map((r) => ({ ...r, loss: best - r.ev })).sort((a, b) => b.ev - a.ev);
}

async function pageRows(page: Page): Promise<OptionRow[]> {
  const raw = await page.getByTestId('analyzer-option').evaluateAll((els) =>
    els.map((el) => ({
      choice: el.getAttribute('data-choice') ?? 'null',
      ev: Number(el.getAttribute('data-ev') ?? 'NaN'),
      loss: Number(el.getAttribute('data-loss') ?? 'NaN'),
    })),
  );
  return raw.map((r) => {
    let choice: unknown = null;
    try {
      choice = JSON.parse(r.choice);
    } catch {
      // left unreadable: the comparison says so
    }
    return { key: keyOf(choice), ev: r.ev, loss: r.loss };
  });
}

/** Picks the rule set in the Rules select: its option whose value or text names the variant. */
async function chooseRules(page: Page, variant: Variant): Promise<void> {
  const select = page.getByLabel('Rules', { exact: true });
  const options = await select
    .locator('option')
    .evaluateAll((els) =>
      els.map((el) => ({ value: (el as HTMLOptionElement).value, text: el.textContent ?? '' })),
    );
  const option = options.find((o) => o.value === variant || o.text.trim().toLowerCase().startsWith(variant));
  expect(option, `a Rules option for ${variant} among ${JSON.stringify(options)}`).toBeDefined();
  await select.selectOption(option?.value ?? variant);
}

async function setUp(page: Page, rules: RuleSet, s: Omit<Setup, 'name' | 'variant'>): Promise<void> {
  await chooseRules(page, rules.variant);
  // Inputs that already hold the value are left alone (a fill is a round trip; most boxes stay open). A wrong
  // reading here only costs a skipped fill, which the comparison with the CLI would then catch.
  const current = await page.locator('input').evaluateAll((els) =>
    els.map((el) => {
      const input = el as HTMLInputElement;
      return [(input.labels?.[0]?.textContent ?? '').trim(), input.value] as const;
    }),
  );
  const values = new Map(current);
  const set = async (label: string, value: string): Promise<void> => {
    if (values.get(label) !== value) await page.getByLabel(label, { exact: true }).fill(value);
  };
  for (const box of rules.boxes) {
    const points = s.sheet[box.id];
    await set(box.label, points === undefined ? '' : String(points));
  }
  await set('Extra yachts', String(s.extraYachts));
  for (const [i, face] of s.dice.entries()) await set(`Die ${i + 1}`, String(face));
  await page.getByLabel('Rolls left', { exact: true }).selectOption(String(s.rollsLeft));
  await page.getByRole('button', { name: 'Analyze', exact: true }).click();
}

test('the analyzer shows the CLI’s numbers for positions over the three rule sets', async ({
  page,
  server,
}) => {
  test.setTimeout(180_000);
  await page.goto(server.url);
  await page.getByRole('button', { name: 'Analyzer', exact: true }).click();
  await expect(page.getByRole('button', { name: 'Analyze', exact: true })).toBeVisible();

  // The CLI's answers, all asked at once (one process each, on the server's data directory): the keeps with
  // the rolls left, and the boxes with none.
  const expected = await Promise.all(
    POSITIONS.map(async (p) => {
      const position = {
        rules: makeRules(p.variant),
        sheet: p.sheet,
        extraYachts: p.extraYachts,
        dice: [...p.dice].sort((a, b) => a - b),
        rollsLeft: p.rollsLeft,
      };
      const [keeps, boxes] = await Promise.all([
        analyzeWithCli(server.dataDir, position),
        analyzeWithCli(server.dataDir, position, 0),
      ]);
      return cliRows(keeps, boxes);
    }),
  );

  for (const [i, position] of POSITIONS.entries()) {
    const cli = expected[i]!;
    await setUp(page, makeRules(position.variant), position);
    // Wait for this position's options (the same choices as the CLI's, the best first at its value).
    await expect
      .poll(
        async () => {
          const rows = await pageRows(page);
          return {
            keys: rows.map((r) => r.key).sort(),
            bestNear: Math.abs((rows[0]?.ev ?? NaN) - cli[0]!.ev) <= TOLERANCE,
          };
        },
        { message: position.name, timeout: 20_000 },
      )
      .toEqual({ keys: cli.map((r) => r.key).sort(), bestNear: true });
    await expect(page.getByTestId('analyzer-error')).toHaveCount(0);

    const rows = await pageRows(page);
    const shown = new Map(rows.map((r) => [r.key, r]));
    expect(shown.size, `${position.name}: each option once`).toBe(rows.length);
    for (const c of cli) {
      const r = shown.get(c.key);
      expect(
        Math.abs((r?.ev ?? NaN) - c.ev),
        `${position.name}, ${c.key}: ev ${r?.ev}, CLI ${c.ev}`,
      ).toBeLessThanOrEqual(TOLERANCE);
      expect(
        Math.abs((r?.loss ?? NaN) - c.loss),
        `${position.name}, ${c.key}: loss ${r?.loss}, CLI ${c.loss}`,
      ).toBeLessThanOrEqual(TOLERANCE);
    }
    for (let k = 1; k < rows.length; k++) {
      expect(rows[k]!.ev, `${position.name}: best first`).toBeLessThanOrEqual(rows[k - 1]!.ev);
    }
    expect(rows[0]?.loss, `${position.name}: the first option loses nothing`).toBe(0);
    if (i === 1) await screenshot(page, 'analyzer');
  }
});

/** The CLI's one-line refusal (exit code 2) of a position. */
async function cliRefusal(
  dataDir: string,
  rules: RuleSet,
  s: Omit<Setup, 'name' | 'variant'>,
): Promise<string> {
  const result = await runYacht(analyzeArgs(dataDir, { ...s, rules }));
  if (result.code === 0) throw new Error(`the CLI analysed ${JSON.stringify(s)}`);
  expect(result.code, 'the CLI exits with a usage error').toBe(2);
  return result.stderr;
}

test('the analyzer marks every input it cannot take, in place and in words, as the CLI refuses them', async ({
  page,
  server,
}) => {
  test.setTimeout(150_000);
  const rules = makeRules('standard');
  await page.goto(server.url);
  await page.getByRole('button', { name: 'Analyzer', exact: true }).click();

  // First a good position, so there are options on the page to take away.
  const good = { sheet: { chance: 20 }, extraYachts: 0, dice: [1, 2, 3, 4, 6], rollsLeft: 1 as const };
  await setUp(page, rules, good);
  await expect(page.getByTestId('analyzer-option').first()).toBeVisible({ timeout: 20_000 });

  // Three inputs wrong at once: full house holds 0 or 25, never 7; chance never 0; an extra yacht with no
  // yacht scored. The CLI refuses each (its first), the page marks all three.
  const bad = { ...good, sheet: { chance: 0, 'full-house': 7 }, extraYachts: 1 };
  expect(await cliRefusal(server.dataDir, rules, bad)).toMatch(/cannot hold/);
  expect(await cliRefusal(server.dataDir, rules, { ...good, extraYachts: 1 })).toMatch(/yacht/);
  await setUp(page, rules, bad);
  const marked = page.locator('[aria-invalid="true"]');
  await expect(marked).toHaveCount(3);
  const problemOf = async (label: string): Promise<string> => {
    const input = page.getByLabel(label, { exact: true });
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    const id = await input.getAttribute('aria-describedby');
    expect(id, `${label} names its message`).toBeTruthy();
    return (await page.locator(`[id="${id}"]`).textContent()) ?? '';
  };
  // In words, by the boxes' names (not their ids), each under its input.
  expect(await problemOf('Full house')).toBe('No roll writes 7 here: Full house holds 0 or 25.');
  expect(await problemOf('Chance')).toBe('No roll writes 0 here: Chance holds 5 to 30.');
  expect(await problemOf('Extra yachts')).toBe('Extra yachts need a yacht scored in its box.');
  await expect(page.getByTestId('field-error')).toHaveCount(3);
  await expect(page.getByTestId('analyzer-error')).toContainText('the marked inputs');
  await expect(page.getByTestId('analyzer-option')).toHaveCount(0);
  // Focus goes to the first marked input, so that its message is read first.
  await expect(page.getByLabel('Full house', { exact: true })).toBeFocused();
  await screenshot(page, 'analyzer-errors');

  // Put right, the marks go and the position is analysed again.
  await setUp(page, rules, good);
  await expect(marked).toHaveCount(0);
  await expect(page.getByTestId('analyzer-error')).toHaveCount(0);
  await expect(page.getByTestId('analyzer-option').first()).toBeVisible();
});
