#!/usr/bin/env node
// The layers of docs/decisions/architecture.md ("Layers"), checked on the import graph that ESLint cannot see whole:
// no import loops among source files (server, web, contracts), no loop between server modules, and a
// server module entered only through its index.ts. Run by `npm run lint`; `--report` also lists the
// cross-module arrows.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const trees = ['apps/server/src', 'apps/web/src', 'packages/contracts/src'];
const isSource = (file) => /\.(ts|tsx)$/.test(file) && !/\.test\.(ts|tsx)$/.test(file) && !file.includes(`${path.sep}test${path.sep}`);

function* walk(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* walk(full);
    else if (isSource(full)) yield full;
  }
}

const importPattern = /(?:^|\n)\s*(?:import|export)\b[^'"]*?from\s+['"](\.[^'"]+)['"]/g;
const dynamicPattern = /import\(\s*['"](\.[^'"]+)['"]\s*\)/g;

function importsOf(file) {
  const text = readFileSync(file, 'utf8');
  const targets = [];
  for (const pattern of [importPattern]) {
    for (const match of text.matchAll(pattern)) {
      const line = text.slice(match.index, text.indexOf('\n', match.index + 1));
      // Type-only imports do not load code; they still count as arrows between modules, not as loops.
      const typeOnly = /^\s*\n?\s*(import|export)\s+type\b/.test(line);
      targets.push({ target: resolve(file, match[1]), typeOnly });
    }
  }
  for (const match of text.matchAll(dynamicPattern)) targets.push({ target: resolve(file, match[1]), typeOnly: true });
  return targets.filter((entry) => entry.target);
}

function resolve(from, specifier) {
  const base = path.resolve(path.dirname(from), specifier);
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts')]) {
    try {
      if (statSync(candidate).isFile()) return candidate;
    } catch {
      /* not this one */
    }
  }
  return null;
}

const files = trees.flatMap((tree) => [...walk(path.join(root, tree))]);
const graph = new Map(files.map((file) => [file, importsOf(file)]));
const rel = (file) => path.relative(root, file);
const problems = [];

// File-level loops of value imports (Tarjan's strongly connected components).
function loops(nodes, edgesOf) {
  let index = 0;
  const stack = [];
  const state = new Map();
  const found = [];
  const visit = (node) => {
    state.set(node, { index, low: index, onStack: true });
    index += 1;
    stack.push(node);
    for (const next of edgesOf(node)) {
      if (!state.has(next)) {
        visit(next);
        state.get(node).low = Math.min(state.get(node).low, state.get(next).low);
      } else if (state.get(next).onStack) state.get(node).low = Math.min(state.get(node).low, state.get(next).index);
    }
    if (state.get(node).low === state.get(node).index) {
      const component = [];
      let member;
      do {
        member = stack.pop();
        state.get(member).onStack = false;
        component.push(member);
      } while (member !== node);
      if (component.length > 1) found.push(component);
    }
  };
  for (const node of nodes) if (!state.has(node)) visit(node);
  return found;
}

for (const component of loops(files, (file) =>
  graph
    .get(file)
    .filter((e) => !e.typeOnly && graph.has(e.target))
    .map((e) => e.target),
)) {
  problems.push(`import loop: ${component.map(rel).join(' -> ')}`);
}

// Server modules: entered only through index.ts, and no loop between modules (type imports included).
const modulesDir = path.join(root, 'apps/server/src/modules') + path.sep;
const moduleOf = (file) => (file.startsWith(modulesDir) ? file.slice(modulesDir.length).split(path.sep)[0] : null);
const arrows = [];
const moduleEdges = new Map();
for (const [file, imports] of graph) {
  const from = moduleOf(file);
  if (!from) continue;
  for (const { target } of imports) {
    const to = moduleOf(target);
    if (!to || to === from) continue;
    arrows.push(`${rel(file)} -> ${rel(target)}`);
    if (path.relative(path.join(modulesDir, to), target) !== 'index.ts') problems.push(`${rel(file)} reaches past modules/${to}/index.ts into ${rel(target)}`);
    if (!moduleEdges.has(from)) moduleEdges.set(from, new Set());
    moduleEdges.get(from).add(to);
  }
}
for (const component of loops([...moduleEdges.keys()], (name) => [...(moduleEdges.get(name) ?? [])])) {
  problems.push(`server modules import each other: ${component.join(' <-> ')}`);
}

if (process.argv.includes('--report')) {
  console.log(`${arrows.length} imports between server modules:`);
  for (const arrow of arrows) console.log(`  ${arrow}`);
}
if (problems.length > 0) {
  console.error(problems.join('\n'));
  process.exit(1);
}
console.log(`imports: no loops; server modules entered through index.ts (${arrows.length} arrows between modules)`);
