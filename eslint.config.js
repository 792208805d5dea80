import { readdirSync, readFileSync } from 'node:fs';
import js from '@eslint/js';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

// Web layers (docs/decisions/architecture.md, "Layers (web)"): app -> features -> (config, navigation, ui, api, stores) -> contracts.
// A feature never imports app/, and enters another feature only through its index.ts.
const webFeatures = readdirSync(new URL('./apps/web/src/features/', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name); // plain names (letters and hyphens): safe inside the patterns below
const featureLayerRules = (feature) => ({
  files: [`apps/web/src/features/${feature}/**/*.{ts,tsx}`],
  rules: {
    'no-restricted-imports': [
      'error',
      {
        patterns: [
          { regex: '^(\\.\\./)+app/', message: 'A feature never imports app/: paths and useHomePath live in config/.', caseSensitive: true },
          {
            regex: `^(\\.\\./)+(features/)?(${webFeatures.filter((other) => other !== feature).join('|')})/(?!index\\.ts$)`,
            message: 'Import another feature through its index.ts, never its insides.',
            caseSensitive: true,
          },
        ],
      },
    ],
  },
});

// Server layers (docs/decisions/architecture.md, "Layers (server)"), from the floor up: config.ts, paths.ts and clock.ts (no
// project code but each other), db/ (none of lib/ or above: lib/ imports db/), lib/ (db/ and config, never a module), then plugins/,
// mail/ and the modules, a module entering another only through its index.ts. Production code never imports demo/:
// only the demo (its seed and CLI), the start that seeds an empty database (startup.ts) and tests do.
// no-restricted-imports keeps one list of patterns per file (a later block replaces an earlier one's), so each block
// below carries every pattern its files need (config.ts's block comes after the one of every file in src/).
const serverModules = readdirSync(new URL('./apps/server/src/modules/', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const moduleInsides = (names) => ({
  regex: `^(\\.\\./)+(modules/)?(${names.join('|')})/(?!index\\.ts$)`,
  message: 'Import another server module through its index.ts, never its insides.',
  caseSensitive: true,
});
const noDemo = { regex: '^(\\.\\.?/)+demo/', message: 'Production code does not import demo/: only the demo itself, startup.ts and tests do.' };
// Reads of benefit_selections have one owner too (selectionOwner, below): the schema's table is imported only by
// db/repositories/selections.ts and selection-reads/, so every block here carries this pattern but the owner's own.
// db/connect.ts hands drizzle the whole schema (a namespace import, which the pattern refuses); types stay free.
const selectionOwnerFiles = [
  'apps/server/src/db/repositories/selections.ts',
  'apps/server/src/db/repositories/selection-reads/**',
  'apps/server/src/db/schema/**',
  'apps/server/src/db/connect.ts',
];
const selectionTable = {
  regex: '(^|/)schema(/index\\.ts)?$',
  importNames: ['benefitSelections'],
  message: 'Only db/repositories/selections.ts and selection-reads/ read benefit_selections: ask one of their queries (or add one there).',
};
const serverRules = (files, patterns, ignores = []) => ({
  files,
  ignores: ['**/*.test.ts', ...ignores],
  rules: { 'no-restricted-imports': ['error', { patterns }] },
});
const serverModuleRules = (name) =>
  serverRules([`apps/server/src/modules/${name}/**/*.ts`], [moduleInsides(serverModules.filter((other) => other !== name)), noDemo, selectionTable]);
const dbFloor = { regex: '^(\\.\\./)+(lib|plugins|mail|modules|demo)/', message: 'db/ is the floor: lib/ imports db/, never the other way.' };
const serverLayerRules = [
  serverRules(['apps/server/src/db/**/*.ts'], [dbFloor, selectionTable], selectionOwnerFiles),
  serverRules(selectionOwnerFiles, [dbFloor]),
  serverRules(
    ['apps/server/src/lib/**/*.ts'],
    [{ regex: '^(\\.\\./)+(plugins|mail|modules)/', message: 'lib/ sits below plugins/, mail/ and the modules.' }, noDemo, selectionTable],
  ),
  serverRules(
    ['apps/server/src/*.ts', 'apps/server/src/{plugins,mail,demo,cli}/**/*.ts'],
    [moduleInsides(serverModules), noDemo, selectionTable],
    ['apps/server/src/startup.ts'],
  ),
  serverRules(['apps/server/src/startup.ts'], [moduleInsides(serverModules), selectionTable]),
  serverRules(
    ['apps/server/src/config.ts', 'apps/server/src/paths.ts', 'apps/server/src/clock.ts'],
    [{ regex: '^\\.{1,2}/(?!(config|paths|clock)\\.ts$)', message: 'config.ts, paths.ts and clock.ts are the floor: they import no other project file.' }],
  ),
];

// One form for the app: ui/form's <Form> (no browser validation, the outcome alerts, the error summary focused on a
// failed submit), driven by useForm or useSubmit. One table for the app: a feature builds its columns and hands them
// to ui/DataTable. One place for query keys:
// api/queryKeys.ts, so every invalidation names a key some query uses (api/queryKeys.test.ts checks that).
// no-restricted-syntax keeps one list per file (a later block replaces an earlier one's list): a new restricted
// syntax for the same files joins this list rather than adding a block of its own.
const webRestrictedSyntax = {
  files: ['apps/web/src/**/*.{ts,tsx}'],
  ignores: ['apps/web/src/ui/**', 'apps/web/src/api/queryKeys.ts'],
  rules: {
    'no-restricted-syntax': [
      'error',
      { selector: 'JSXOpeningElement[name.name="table"]', message: 'Use ui/DataTable (columns with meta) instead of a hand-written <table>.' },
      { selector: 'JSXOpeningElement[name.name="form"]', message: 'Use ui/form (useForm or useSubmit, and <Form>) instead of a raw <form>.' },
      { selector: 'Property[key.name="queryKey"] > ArrayExpression', message: 'Take the query key from queryKeys (api/queryKeys.ts).' },
      {
        selector: 'CallExpression[callee.property.name=/^(get|set)QueryData$/][arguments.0.type="ArrayExpression"]',
        message: 'Take the query key from queryKeys (api/queryKeys.ts).',
      },
    ],
  },
};

// One set of formatters: money, numbers and days are written for people by contracts' shared/format.ts (and the UK day
// is read by shared/dates.ts), never by a toLocaleString or an Intl formatter of their own. Tests may check them with
// their own. A rule of its own (no-restricted-properties): no-restricted-syntax keeps one list per file (webRestrictedSyntax).
const formatterProperties = [
  ...['toLocaleString', 'toLocaleDateString', 'toLocaleTimeString'].map((property) => ({ property })),
  ...['DateTimeFormat', 'NumberFormat', 'RelativeTimeFormat'].map((property) => ({ object: 'Intl', property })),
].map((restriction) => ({ ...restriction, message: "Format for people with contracts' shared/format.ts (formatPounds, formatLongDate, formatNumber…)." }));
const formatterRule = {
  files: ['apps/**/*.{ts,tsx}', 'packages/**/*.{ts,tsx}'],
  ignores: ['packages/contracts/src/shared/format.ts', 'packages/contracts/src/shared/dates.ts', '**/*.test.{ts,tsx}'],
  rules: { 'no-restricted-properties': ['error', ...formatterProperties] },
};

// One owner per shared table's history: only db/repositories/selections.ts writes benefit_selections (its versions are
// never rewritten; the database refuses it too). Tests give people a past through test/selection-history.ts; the
// benchmark's large client inserts its 100,000 first versions in one statement.
const selectionWrites = [
  {
    selector: 'CallExpression[callee.property.name=/^(insert|update|delete)$/][arguments.0.name="benefitSelections"]',
    message: 'Only db/repositories/selections.ts writes benefit_selections: call its lifecycle (start, change, end, approve, reject).',
  },
  {
    selector: 'TemplateElement[value.raw=/(insert\\s+into|update|delete\\s+from)\\s+"?benefit_selections/i]',
    message: 'Only db/repositories/selections.ts writes benefit_selections.',
  },
];
// And reads it: the rules of reading its history ("in force on a date", "what we know now": knownNow, openVersions,
// inForceOn…) are in selections.ts, and the queries in db/repositories/selection-reads/, a file for each question, so a
// rule is never written again by hand. Lint refuses importing its table elsewhere (selectionTable, in every server
// block above) and raw SQL reading it here. One no-restricted-syntax list per file (webRestrictedSyntax): the reads
// join the writes' list, and selection-reads/, which may read, gets the writes' list alone.
const selectionOwner = {
  files: ['apps/server/src/**/*.ts'],
  ignores: [
    'apps/server/src/db/repositories/selections.ts',
    'apps/server/src/db/repositories/selection-reads/**',
    'apps/server/src/test/**',
    '**/*.test.ts',
    'apps/server/src/demo/large-client.ts',
  ],
  rules: {
    'no-restricted-syntax': [
      'error',
      ...selectionWrites,
      {
        selector: 'TemplateElement[value.raw=/(from|join)\\s+"?benefit_selections/i]',
        message: 'Only db/repositories/selections.ts and selection-reads/ read benefit_selections: ask one of their queries (or add one there).',
      },
    ],
  },
};
const selectionReadsWriteNothing = {
  files: ['apps/server/src/db/repositories/selection-reads/**/*.ts'],
  ignores: ['**/*.test.ts'],
  rules: { 'no-restricted-syntax': ['error', ...selectionWrites] },
};

// No line longer than Prettier's printWidth: what Prettier cannot break (a long string or comment) is split by hand.
// CSS is held to the same width by scripts/check-css-lines.mjs.
const { printWidth } = JSON.parse(readFileSync(new URL('./.prettierrc.json', import.meta.url), 'utf8'));
const lineLengthRule = {
  files: ['**/*.{ts,tsx,js,mjs}'],
  rules: { 'max-len': ['error', { code: printWidth, ignoreUrls: false }] },
};

export default tseslint.config(
  { ignores: ['**/dist/**', '**/node_modules/**', 'data/**', 'e2e/screenshots/**', 'test-results/**', 'playwright-report/**', 'bench/results/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  lineLengthRule,
  selectionOwner,
  selectionReadsWriteNothing,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/no-explicit-any': 'error',
      'no-console': ['error', { allow: ['warn', 'error', 'log'] }],
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules },
  },
  ...webFeatures.map(featureLayerRules),
  ...serverModules.map(serverModuleRules),
  ...serverLayerRules,
  formatterRule,
  webRestrictedSyntax,
);
