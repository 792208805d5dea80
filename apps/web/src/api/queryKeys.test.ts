import { describe, expect, it } from 'vitest';
import { queryKeys } from './queryKeys.ts';

type Key = readonly unknown[];

/** The key at a path of `queryKeys`, a factory called with one placeholder per argument (so equal paths give equal keys). */
function keyAt(path: string): Key | undefined {
  let node: unknown = queryKeys;
  for (const name of path.split('.')) node = (node as Record<string, unknown> | undefined)?.[name];
  if (typeof node === 'function') return node(...Array.from({ length: node.length }, (_, index) => `<argument ${index + 1}>`)) as Key;
  return Array.isArray(node) ? node : undefined;
}

/** `queryKeys.a.b` or `queryKeys.a.b(…)` as its key; a key written out (`['x', 'y']`) as itself; anything else undefined. */
function keyOf(expression: string): Key | undefined {
  const factory = /^queryKeys\.([\w.]+)(\(.*\))?$/s.exec(expression);
  if (factory) return keyAt(factory[1]!);
  const literal = /^\[\s*((?:'[^']*'\s*,?\s*)*)\]$/.exec(expression);
  return literal ? [...literal[1]!.matchAll(/'([^']*)'/g)].map((match) => match[1]) : undefined;
}

const startsWith = (key: Key, prefix: Key) => prefix.length <= key.length && prefix.every((part, index) => part === key[index]);

const sources = import.meta.glob(['../**/*.{ts,tsx}', '!../**/*.test.{ts,tsx}'], { query: '?raw', import: 'default', eager: true }) as Record<string, string>;

// What a mutation changes: the key of an invalidation (or refetch, reset, removal), or of the data it writes or reads back.
const changing =
  /(?:invalidate|refetch|reset|remove|cancel)Queries\(\{\s*queryKey:\s*([^,}]+?)\s*[,}]|(?:set|get)QueryData(?:<[^>]*>)?\(\s*((?:[^,()]|\([^)]*\))+?)\s*[,)]/g;
// What a query reads: every other `queryKey:`.
const reading = /queryKey:\s*queryKeys\.([\w.]+)/g;

const changed = Object.entries(sources).flatMap(([file, text]) => [...text.matchAll(changing)].map((match) => ({ file, expression: (match[1] ?? match[2])! })));
const read = Object.values(sources).flatMap((text) => [...text.replace(changing, '').matchAll(reading)].map((match) => keyAt(match[1]!)));

describe('query keys', () => {
  it('starts every key of an area with the area’s own key, so invalidating the area reaches all of them', () => {
    for (const [area, entries] of Object.entries(queryKeys)) {
      if (typeof entries !== 'object' || !('all' in entries)) continue;
      for (const name of Object.keys(entries)) expect(startsWith(keyAt(`${area}.${name}`)!, entries.all), `${area}.${name}`).toBe(true);
    }
  });

  it('finds the queries and the changes it checks', () => {
    expect(read.length).toBeGreaterThan(40);
    expect(changed.some(({ file }) => file.endsWith('acceptTerms.ts'))).toBe(true);
  });

  it('makes every key a mutation changes match a key some query reads', () => {
    const unmatched = changed
      .filter(({ expression }) => {
        const key = keyOf(expression);
        return !key || !read.some((readKey) => readKey && startsWith(readKey, key));
      })
      .map(({ file, expression }) => `${file}: ${expression}`);
    expect(unmatched).toEqual([]);
  });
});
