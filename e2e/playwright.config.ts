import { defineConfig } from '@playwright/test';
import { testMoment } from '../scripts/test-moment.mjs';
import { EMPTY_DATA_DIR, EMPTY_PORT, STORY_CLIENT } from './support/empty-portal.ts';
import {
  RECAPTCHA_DATA_DIR,
  RECAPTCHA_PORT,
  RECAPTCHA_SECRET,
  RECAPTCHA_SITE_KEY,
  RECAPTCHA_STANDIN_PORT,
  RECAPTCHA_STANDIN_URL,
} from './support/recaptcha-portal.ts';

export const E2E_PORT = Number(process.env.E2E_PORT ?? 3100);

/**
 * Every portal of the run starts its clock at the suites' moment (TEST_NOW, default mid-year; `TEST_NOW=real`: the
 * real time), so the verdict does not depend on the day the run is on; support/test.ts sets each browser's clock to
 * its portal's.
 */
const moment = testMoment();
const portalClock: Record<string, string> = moment ? { PORTAL_NOW: moment.toISOString() } : {};

/** End-to-end tests in Debian's Chromium against the built portal on a fresh embedded database. */
export default defineConfig({
  testDir: './tests',
  outputDir: '../test-results',
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list'], ['../scripts/playwright-timings.mjs']],
  use: {
    baseURL: `http://localhost:${E2E_PORT}`,
    viewport: { width: 1280, height: 800 },
    trace: 'retain-on-failure',
    launchOptions: {
      // Debian's Chromium headless shell (scripts/ensure-chromium.mjs installs it).
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium-headless-shell',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  webServer: [
    {
      command: 'node e2e/serve.mjs',
      cwd: '..',
      url: `http://localhost:${E2E_PORT}/api/ping`,
      timeout: 120_000,
      reuseExistingServer: false,
      stdout: 'ignore',
      stderr: 'pipe',
      // Every test calls from 127.0.0.1, so the per-address limit on login calls is raised for the run.
      env: {
        PORT: String(E2E_PORT),
        DATA_DIR: `e2e/.data-${E2E_PORT}`,
        LOG_LEVEL: 'warn',
        NODE_ENV: 'production',
        AUTH_RATE_LIMIT_MAX: '1000',
        ...portalClock,
        // No PUBLIC_URL: the links the server builds (SSO, masquerade and magic links, e-mails) must follow PORT by themselves.
      },
    },
    {
      command: 'node e2e/serve.mjs',
      cwd: '..',
      url: `http://localhost:${EMPTY_PORT}/api/ping`,
      timeout: 120_000,
      reuseExistingServer: false,
      stdout: 'ignore',
      stderr: 'pipe',
      env: {
        PORT: String(EMPTY_PORT),
        DATA_DIR: EMPTY_DATA_DIR,
        LOG_LEVEL: 'warn',
        NODE_ENV: 'production',
        AUTH_RATE_LIMIT_MAX: '1000',
        ...portalClock,
        SEED_DEMO: 'false',
        // A portal with no demo: the onboarding story (tests/onboarding.spec.ts) sets its client up; the demo identity provider serves it.
        DEV_IDP_CLIENTS: STORY_CLIENT,
      },
    },
    {
      // The stand-in for Google's reCAPTCHA script and siteverify (the test machines cannot reach Google).
      command: 'node e2e/support/recaptcha-standin.mjs',
      cwd: '..',
      url: `${RECAPTCHA_STANDIN_URL}/health`,
      timeout: 30_000,
      reuseExistingServer: false,
      stdout: 'ignore',
      stderr: 'pipe',
      env: {
        RECAPTCHA_STANDIN_PORT: String(RECAPTCHA_STANDIN_PORT),
        RECAPTCHA_STANDIN_SITE_KEY: RECAPTCHA_SITE_KEY,
        RECAPTCHA_STANDIN_SECRET: RECAPTCHA_SECRET,
      },
    },
    {
      command: 'node e2e/serve.mjs',
      cwd: '..',
      url: `http://localhost:${RECAPTCHA_PORT}/api/ping`,
      timeout: 120_000,
      reuseExistingServer: false,
      stdout: 'ignore',
      stderr: 'pipe',
      env: {
        PORT: String(RECAPTCHA_PORT),
        DATA_DIR: RECAPTCHA_DATA_DIR,
        LOG_LEVEL: 'warn',
        NODE_ENV: 'production',
        AUTH_RATE_LIMIT_MAX: '1000',
        ...portalClock,
        // The demo with reCAPTCHA as the robot check (tests/recaptcha.spec.ts), at the stand-in above.
        CAPTCHA_PROVIDER: 'recaptcha',
        RECAPTCHA_SITE_KEY,
        RECAPTCHA_SECRET,
        RECAPTCHA_SCRIPT_URL: `${RECAPTCHA_STANDIN_URL}/recaptcha/api.js`,
        RECAPTCHA_VERIFY_URL: `${RECAPTCHA_STANDIN_URL}/recaptcha/api/siteverify`,
      },
    },
  ],
});
