// `yacht compare` as text: every column lines up under its heading, whatever the rule set's name (the
// longest, "standard (second yacht on, forced joker)", pushed its row's figures two places right).

import { describe, expect, it } from 'vitest';
import { describeRules } from '../../../src/main/cli/args';
import { BUILT_IN_RULES, compareLines, type CompareRow } from '../../../src/main/cli/distribution-command';

/** Figures of the width the real ones have (the rule sets' own names). */
const rows: CompareRow[] = BUILT_IN_RULES.map((rules, i) => ({
  name: describeRules(rules),
  expected: 254.5877 - i * 20,
  sd: 59.6 - i,
  median: 248 - i * 20,
  p5: 164 - i * 10,
  p95: 356 - i * 10,
  bonusRate: i === 3 ? 0 : 0.68,
  hasBonus: rules.bonus !== null,
  yachtRate: i === 0 ? 1 : 0.34,
}));

/** Where each column's cell of a line starts and ends: runs of text split by two spaces or more. */
function cells(line: string): { text: string; start: number; end: number }[] {
  return [...line.matchAll(/\S+(?: \S+)*/g)].map((m) => ({
    text: m[0],
    start: m.index,
    end: m.index + m[0].length,
  }));
}

describe('yacht compare as text', () => {
  it('each row has a cell under every heading: names left-aligned, figures right-aligned to their heading', () => {
    const [header, ...lines] = compareLines(rows);
    const headings = cells(header!);
    expect(headings.map((h) => h.text)).toEqual([
      'rules',
      'expected',
      'sd',
      'median',
      '5%–95%',
      'bonus',
      'yacht',
    ]);
    expect(lines).toHaveLength(BUILT_IN_RULES.length);
    for (const line of lines) {
      const row = cells(line);
      expect(row, line).toHaveLength(headings.length);
      expect(row[0]!.start, line).toBe(headings[0]!.start);
      for (let col = 1; col < headings.length; col++) {
        expect(row[col]!.end, `${headings[col]!.text} in "${line}"`).toBe(headings[col]!.end);
      }
    }
    expect(lines[0]).toContain('standard (second yacht on, forced joker)');
    // Classic has no bonus: a dash, not 0.0%.
    expect(cells(lines[3]!)[5]!.text).toBe('—');
    expect(cells(lines[4]!)[5]!.text).toBe('68.0%');
  });
});
