/**
 * The house's shape: no module of `src/`, `scripts/` or `packages/` imports itself round a circle, and no two
 * folders import each other (an arrow back up). Read from the files' relative imports, as a
 * structure drawing shows them.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, normalize, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

const SOURCE = /\.(ts|tsx|mts|astro)$/;
const IMPORT = /(?:from|import)\s*\(?\s*['"](\.{1,2}\/[^'"]+)['"]/g;

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return filesUnder(path);
    return SOURCE.test(entry.name) ? [path] : [];
  });
}

const files = [...filesUnder('src'), ...filesUnder('scripts'), ...filesUnder('packages')];
const known = new Set(files);
const imports = new Map(
  files.map((file) => [
    file,
    [...readFileSync(file, 'utf8').matchAll(IMPORT)]
      .map((match) => normalize(join(dirname(file), match[1]!)))
      .filter((target) => known.has(target)),
  ]),
);

/** The modules on a circle of imports, each circle once (Tarjan's strongly connected components). */
function circles(): string[][] {
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const found: string[][] = [];
  const visit = (file: string) => {
    index.set(file, index.size);
    low.set(file, index.get(file)!);
    stack.push(file);
    for (const next of imports.get(file) ?? []) {
      if (!index.has(next)) {
        visit(next);
        low.set(file, Math.min(low.get(file)!, low.get(next)!));
      } else if (stack.includes(next)) low.set(file, Math.min(low.get(file)!, index.get(next)!));
    }
    if (low.get(file) !== index.get(file)) return;
    const circle = stack.splice(stack.indexOf(file));
    if (circle.length > 1) found.push(circle.sort());
  };
  for (const file of files) if (!index.has(file)) visit(file);
  return found;
}

/** `src/cms`, `scripts/lib/pull`, `scripts/bench.ts`, `packages/sample-art`: the folder a module belongs to. */
function folderOf(file: string): string {
  const parts = relative('.', file).split('/');
  return parts.slice(0, parts[1] === 'lib' ? 3 : 2).join('/');
}

describe("the house's shape", () => {
  it('has no circle of imports', () => {
    expect(circles()).toEqual([]);
  });

  it('has no two folders importing each other', () => {
    const arrows = new Set(
      [...imports].flatMap(([file, targets]) =>
        targets
          .map((target) => `${folderOf(file)} → ${folderOf(target)}`)
          .filter((arrow) => !/^(\S+) → \1$/.test(arrow)),
      ),
    );
    const both = [...arrows].filter((arrow) => {
      const [from, to] = arrow.split(' → ');
      return from! < to! && arrows.has(`${to} → ${from}`);
    });
    expect(both).toEqual([]);
  });
});
