// The browsers come from Debian (Playwright cannot download its own here): installs the one a command needs when it is
// missing. `node scripts/ensure-chromium.mjs` installs Chromium's headless shell, which the end-to-end tests drive
// (Blink as in Chromium, without the desktop browser around it, so each page costs less CPU); `… chromium` installs
// the desktop Chromium that Lighthouse runs in (npm run bench).
import { existsSync } from 'node:fs';
import { execSync } from 'node:child_process';

export const BROWSERS = {
  'headless-shell': { path: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium-headless-shell', packages: 'chromium-headless-shell fonts-liberation' },
  chromium: { path: process.env.LIGHTHOUSE_CHROMIUM_PATH ?? '/usr/bin/chromium', packages: 'chromium fonts-liberation' },
};

const wanted = BROWSERS[process.argv[2] ?? 'headless-shell'];
if (!wanted) {
  console.error(`ensure-chromium: say headless-shell or chromium, not ${process.argv[2]}`);
  process.exit(2);
}
if (!existsSync(wanted.path)) {
  console.log(`${wanted.path} is missing: installing Debian's ${wanted.packages.split(' ')[0]} package...`);
  const sudo = process.getuid?.() === 0 ? '' : 'sudo ';
  execSync(`${sudo}apt-get update -qq && ${sudo}env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq ${wanted.packages}`, { stdio: 'inherit' });
}
