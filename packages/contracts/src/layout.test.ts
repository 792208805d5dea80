import { describe, expect, it } from 'vitest';

// Vite's glob import (the contracts package has no Node types): every source file's text, keyed './area/file.ts'.
declare global {
  interface ImportMeta {
    glob(patterns: string[], options: { eager: true; query: '?raw'; import: 'default' }): Record<string, string>;
  }
}
const sources = import.meta.glob(['./**/*.ts', '!./**/*.test.ts'], { eager: true, query: '?raw', import: 'default' });

/** './benefits/schemas.ts' + '../shared/fields.ts' → './shared/fields.ts' */
function resolve(from: string, specifier: string): string {
  const parts = from.split('/').slice(0, -1);
  for (const part of specifier.split('/')) {
    if (part === '..') parts.pop();
    else if (part !== '.') parts.push(part);
  }
  return parts.join('/');
}
const importsOf = (file: string) => [...(sources[file] ?? '').matchAll(/(?:import|export)[^'";]*?from\s+'(\.[^']+)'/g)].map((m) => resolve(file, m[1]!));

describe('contracts layout', () => {
  it('reads the sources', () => {
    expect(Object.keys(sources)).toContain('./benefits/schemas.ts');
  });

  it('has no import loop among its files', () => {
    const loops: string[] = [];
    const state = new Map<string, 'open' | 'done'>();
    const stack: string[] = [];
    const visit = (file: string) => {
      state.set(file, 'open');
      stack.push(file);
      for (const next of importsOf(file)) {
        if (state.get(next) === 'open') loops.push([...stack.slice(stack.indexOf(next)), next].join(' -> '));
        else if (!state.has(next)) visit(next);
      }
      stack.pop();
      state.set(file, 'done');
    };
    Object.keys(sources).forEach((file) => state.has(file) || visit(file));
    expect(loops).toEqual([]);
  });

  it('keeps the areas off the package index', () => {
    expect(Object.keys(sources).filter((file) => file !== './index.ts' && importsOf(file).includes('./index.ts'))).toEqual([]);
  });
});
