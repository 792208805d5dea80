import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

// Web layers (docs/decisions.md, "Layers (web)"): app -> features -> (config, ui, api, stores) -> contracts.
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

// Server layers (docs/decisions.md, "Layers (server)"): a module enters another only through its index.ts, and
// db/ and lib/ (below every module) import none.
const serverModules = readdirSync(new URL('./apps/server/src/modules/', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const moduleInsides = (names) => ({
  regex: `^(\\.\\./)+(modules/)?(${names.join('|')})/(?!index\\.ts$)`,
  message: 'Import another server module through its index.ts, never its insides.',
  caseSensitive: true,
});
const serverModuleRules = (name) => ({
  files: [`apps/server/src/modules/${name}/**/*.ts`],
  ignores: ['**/*.test.ts'],
  rules: { 'no-restricted-imports': ['error', { patterns: [moduleInsides(serverModules.filter((other) => other !== name))] }] },
});
const serverFloorRules = {
  files: ['apps/server/src/db/**/*.ts', 'apps/server/src/lib/**/*.ts'],
  ignores: ['**/*.test.ts'],
  rules: {
    'no-restricted-imports': ['error', { patterns: [{ regex: '^(\\.\\./)+modules/', message: 'db/ and lib/ sit below the modules and import none.' }] }],
  },
};
const serverOutsideModuleRules = {
  files: ['apps/server/src/*.ts', 'apps/server/src/{plugins,mail,demo}/**/*.ts'],
  ignores: ['**/*.test.ts'],
  rules: { 'no-restricted-imports': ['error', { patterns: [moduleInsides(serverModules)] }] },
};

export default tseslint.config(
  { ignores: ['**/dist/**', '**/node_modules/**', 'data/**', 'e2e/screenshots/**', 'test-results/**', 'playwright-report/**', 'bench/results/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
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
  serverFloorRules,
  serverOutsideModuleRules,
);
