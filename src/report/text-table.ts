/** Rows as aligned plain-text columns: the columns in `left` padded right, the others left. */
export function textTable(rows: readonly (readonly string[])[], left: readonly number[]): string {
  const widths = rows[0]!.map((_, i) => Math.max(...rows.map((r) => r[i]!.length)));
  return rows
    .map((r) =>
      r
        .map((cell, i) => (left.includes(i) ? cell.padEnd(widths[i]!) : cell.padStart(widths[i]!)))
        .join('  '),
    )
    .join('\n');
}
