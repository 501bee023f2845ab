import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// The sandbox's modules must form no import cycle: a cycle makes the order in which modules
// initialise depend on which one is loaded first (a table read before its module ran is
// `undefined`), and it ties every file of the cycle to every other. Type-only imports count too:
// they are how a cycle starts.

const SOURCE_ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');

/** Relative specifiers of `import … from '…'`, `export … from '…'`, `import '…'` and `import('…')`. */
const SPECIFIER = /(?:\bfrom\s*|\bimport\s*\(?\s*)(['"])(\.{1,2}\/[^'"\n]+)\1/g;

function sourceFiles(folder: string): string[] {
  return readdirSync(folder).flatMap((name) => {
    const path = join(folder, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return name.endsWith('.ts') ? [path] : [];
  });
}

function resolveSpecifier(from: string, specifier: string): string | undefined {
  const base = resolve(dirname(from), specifier);
  const candidates = [base, base.replace(/\.js$/, '.ts'), `${base}.ts`, join(base, 'index.ts')];
  return candidates.find((path) => path.endsWith('.ts') && existsSync(path));
}

/** Each file's relative imports that resolve to a `.ts` file, keyed and valued by absolute path. */
export function importGraph(root: string): Map<string, string[]> {
  const graph = new Map<string, string[]>();
  for (const file of sourceFiles(root)) {
    const text = readFileSync(file, 'utf8');
    const targets = new Set<string>();
    for (const match of text.matchAll(SPECIFIER)) {
      const target = match[2] === undefined ? undefined : resolveSpecifier(file, match[2]);
      if (target) targets.add(target);
    }
    graph.set(file, [...targets].sort());
  }
  return graph;
}

/**
 * One cycle per back edge a depth-first search meets, each as the files from the first to the
 * first again. Empty when the graph is acyclic.
 */
export function findCycles(graph: ReadonlyMap<string, readonly string[]>): string[][] {
  const cycles: string[][] = [];
  const done = new Set<string>();
  const stack: string[] = [];
  const onStack = new Set<string>();

  const visit = (node: string): void => {
    stack.push(node);
    onStack.add(node);
    for (const next of graph.get(node) ?? []) {
      if (onStack.has(next)) {
        cycles.push([...stack.slice(stack.indexOf(next)), next]);
      } else if (!done.has(next)) {
        visit(next);
      }
    }
    stack.pop();
    onStack.delete(node);
    done.add(node);
  };

  for (const node of [...graph.keys()].sort()) {
    if (!done.has(node)) visit(node);
  }
  return cycles;
}

describe('import graph of the sandbox', () => {
  it('finds a cycle, and only a cycle (the checker itself)', () => {
    const acyclic = new Map([
      ['a', ['b', 'c']],
      ['b', ['c']],
      ['c', []],
    ]);
    const cyclic = new Map([
      ['a', ['b']],
      ['b', ['c']],
      ['c', ['a']],
    ]);

    expect(findCycles(acyclic)).toEqual([]);
    expect(findCycles(cyclic)).toEqual([['a', 'b', 'c', 'a']]);
  });

  it('reads the relative imports of every kind', () => {
    const graph = importGraph(SOURCE_ROOT);
    const importsOf = (file: string) =>
      (graph.get(join(SOURCE_ROOT, file)) ?? []).map((path) => relative(SOURCE_ROOT, path));

    expect(graph.size).toBeGreaterThan(100);
    // `export * from`, `import type … from` (over several lines too) and `import { … } from`.
    expect(importsOf('db/schema.ts')).toContain('db/schema-commerce.ts');
    expect(importsOf('db/schema-commerce.ts')).toContain('db/schema-commerce-documents.ts');
    expect(importsOf('services/payments/checkout.ts')).toContain('db/schema-commerce-documents.ts');
    expect(importsOf('app.ts').length).toBeGreaterThan(0);
  });

  it('has no import cycle in src/', () => {
    const cycles = findCycles(importGraph(SOURCE_ROOT)).map((cycle) =>
      cycle.map((file) => relative(SOURCE_ROOT, file)).join(' -> '),
    );

    expect(cycles, `import cycles:\n${cycles.join('\n')}`).toEqual([]);
  });
});
