import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { API_LAYERS } from '../../../scripts/api-layers.mjs';

// Issue 37, decision 0192: the API's folders import one way. The lint holds each import to the
// layers (scripts/api-layers.mjs); this checks the layers cover every folder, and reads the
// whole import graph for a folder cycle, so a rule missing from the lint is still caught.

const SRC = resolve(dirname(fileURLToPath(import.meta.url)), '../src');
const IMPORT =
  /(?:import|export)[^'"]*?from\s+['"](\.[^'"]+)['"]|import\(\s*['"](\.[^'"]+)['"]\s*\)/g;

const sourceFiles = (dir: string): string[] =>
  readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    const tested = /\.test\.ts$|test-helpers\.ts$|\.d\.ts$/.test(name);
    return name.endsWith('.ts') && !tested ? [path] : [];
  });

/** `modules/<area>`, a top folder (lib, db…), or "(root)" for app.ts, server.ts, index.ts. */
const folderOf = (file: string): string => {
  const parts = relative(SRC, file).split('/');
  // An import of an area's folder (its index.ts) names `modules/<area>` itself.
  if (parts[0] === 'modules') return `modules/${parts[1]!.replace(/\.ts$/, '')}`;
  return parts.length === 1 ? '(root)' : parts[0]!;
};

/** Folder → the folders it imports. */
export const folderGraph = (): Map<string, Set<string>> => {
  const graph = new Map<string, Set<string>>();
  for (const file of sourceFiles(SRC)) {
    const from = folderOf(file);
    for (const match of readFileSync(file, 'utf8').matchAll(IMPORT)) {
      const to = folderOf(`${resolve(dirname(file), (match[1] ?? match[2])!)}.ts`);
      if (to === from) continue;
      graph.set(from, (graph.get(from) ?? new Set()).add(to));
    }
  }
  return graph;
};

/** The groups of folders that reach each other (Tarjan): each one a cycle. */
export const cyclesOf = (graph: Map<string, Set<string>>): string[][] => {
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const cycles: string[][] = [];
  const visit = (node: string) => {
    index.set(node, index.size);
    low.set(node, index.get(node)!);
    stack.push(node);
    for (const next of graph.get(node) ?? []) {
      if (!index.has(next)) {
        visit(next);
        low.set(node, Math.min(low.get(node)!, low.get(next)!));
      } else if (stack.includes(next)) low.set(node, Math.min(low.get(node)!, index.get(next)!));
    }
    if (low.get(node) !== index.get(node)) return;
    const group: string[] = [];
    let top: string;
    do {
      top = stack.pop()!;
      group.push(top);
    } while (top !== node);
    if (group.length > 1) cycles.push(group.sort());
  };
  for (const node of graph.keys()) if (!index.has(node)) visit(node);
  return cycles;
};

describe('the API’s walls', () => {
  it('finds a cycle when there is one (the check can fail)', () => {
    const planted = new Map([
      ['modules/a', new Set(['modules/b'])],
      ['modules/b', new Set(['lib'])],
      ['lib', new Set(['modules/a'])],
    ]);
    expect(cyclesOf(planted)).toEqual([['lib', 'modules/a', 'modules/b']]);
  });

  it('has no folder cycle in apps/api/src', () => {
    expect(cyclesOf(folderGraph())).toEqual([]);
  });

  it('places every folder in a layer, once', () => {
    const placed = API_LAYERS.flat();
    const folders = new Set(sourceFiles(SRC).map(folderOf));
    folders.delete('(root)');
    expect(new Set(placed).size).toBe(placed.length);
    expect([...folders].filter((f) => !placed.includes(f))).toEqual([]);
  });

  it('lets an area reach another only through its index.ts', () => {
    const past: string[] = [];
    for (const file of sourceFiles(SRC)) {
      const from = folderOf(file);
      if (!from.startsWith('modules/')) continue;
      for (const match of readFileSync(file, 'utf8').matchAll(IMPORT)) {
        const target = resolve(dirname(file), (match[1] ?? match[2])!);
        const to = folderOf(`${target}.ts`);
        if (!to.startsWith('modules/') || to === from) continue;
        if (!['', 'index'].includes(relative(join(SRC, to), target)))
          past.push(`${relative(SRC, file)} → ${to}`);
      }
    }
    expect(past).toEqual([]);
  });

  it('keeps every import to a lower layer', () => {
    const layerOf = new Map(API_LAYERS.flatMap((layer, i) => layer.map((f) => [f, i] as const)));
    const upward: string[] = [];
    for (const [from, targets] of folderGraph()) {
      if (from === '(root)') continue;
      for (const to of targets) {
        if (to === '(root)' || layerOf.get(to)! >= layerOf.get(from)!)
          upward.push(`${from} → ${to}`);
      }
    }
    expect(upward).toEqual([]);
  });
});
