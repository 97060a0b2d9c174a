// Writing results: one line of JSON for programs, aligned plain-text tables for people.

export function printJson(value: unknown): void {
  process.stdout.write(`${JSON.stringify(value)}\n`);
}

export function printLines(lines: readonly string[]): void {
  process.stdout.write(`${lines.join('\n')}\n`);
}

export type Align = 'left' | 'right';

/** A plain-text table: a header row, then rows; columns padded to their widest cell. */
export function formatTable(
  header: readonly string[],
  rows: readonly (readonly (string | number)[])[],
  align: readonly Align[] = [],
): string[] {
  const cells = [header, ...rows].map((row) => row.map(String));
  const widths = header.map((_, col) => Math.max(...cells.map((row) => (row[col] ?? '').length)));
  return cells.map((row) =>
    row
      .map((cell, col) =>
        align[col] === 'right' ? cell.padStart(widths[col] ?? 0) : cell.padEnd(widths[col] ?? 0),
      )
      .join('  ')
      .trimEnd(),
  );
}
