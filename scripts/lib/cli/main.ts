/** Small helpers shared by the command-line scripts. */

export class UsageError extends Error {
  override name = 'UsageError';
}

/** Runs a script's main, turning known failures into one line and an exit code. */
export function runMain(main: () => Promise<void>, label: string): void {
  main().catch((error: unknown) => {
    if (error instanceof UsageError) {
      console.error(`${label}: ${error.message}`);
      process.exitCode = 2;
    } else {
      console.error(`${label} failed: ${error instanceof Error ? error.message : String(error)}`);
      process.exitCode = 1;
    }
  });
}

/** Prints rows as aligned columns, two spaces apart, the first row being the header if there is one. */
export function printTable(rows: readonly (readonly string[])[]): void {
  const widths = rows[0]!.map((_, column) => Math.max(...rows.map((row) => row[column]!.length)));
  for (const row of rows)
    console.log(
      row
        .map((cell, column) => (column === row.length - 1 ? cell : cell.padEnd(widths[column]!)))
        .join('  '),
    );
}
