#!/usr/bin/env node
// No CSS line longer than Prettier's printWidth, as ESLint's max-len holds the code to it. Prettier does not break a
// long CSS value such as a data URL: break it inside its string with a CSS line continuation (a backslash at the end
// of the line, the rest from the next line's first column), which leaves the value as it was. Run by `npm run lint`.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const { printWidth } = JSON.parse(readFileSync(path.join(root, '.prettierrc.json'), 'utf8'));
const skipped = new Set(['node_modules', 'dist', 'data', 'coverage', 'test-results', 'playwright-report']);

function* cssFiles(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (skipped.has(entry.name) || entry.name.startsWith('.')) continue;
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* cssFiles(full);
    else if (entry.name.endsWith('.css')) yield full;
  }
}

const tooLong = [...cssFiles(root)].flatMap((file) =>
  readFileSync(file, 'utf8')
    .split('\n')
    .flatMap((line, i) => ([...line].length > printWidth ? [`${path.relative(root, file)}:${i + 1}: ${[...line].length} characters`] : [])),
);
if (tooLong.length > 0) {
  console.error(`CSS lines over ${printWidth} characters:\n${tooLong.join('\n')}`);
  process.exit(1);
}
