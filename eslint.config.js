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
);
