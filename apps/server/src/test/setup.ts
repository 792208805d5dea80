import { afterAll, vi } from 'vitest';
import { testMoment } from '../../../../scripts/test-moment.mjs';
import { clock } from '../clock.ts';
import { runDateFrom } from './moment.ts';

// Every server test file starts at the suites' moment (TEST_NOW, default mid-year), its time running on from there, so a
// verdict never depends on the day the suite runs; a file that needs another moment sets clock.now (testApp's `now`).
const moment = testMoment();
if (moment) runDateFrom(moment);

// Files share a worker's modules (isolate: false): each starts with the clock reading the time, and leaves no spy, fake
// timer or stubbed variable behind for the next.
clock.now = () => new Date();
afterAll(() => {
  vi.restoreAllMocks();
  vi.useRealTimers();
  vi.unstubAllEnvs();
  vi.unstubAllGlobals();
});
