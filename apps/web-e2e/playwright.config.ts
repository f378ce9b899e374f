import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_PATH, playwrightChromiumArgs } from './src/chromium';

// Real Chromium from Debian (installed by .ci/run); a downloaded browser is never used.
const chromium = {
  executablePath: CHROMIUM_PATH,
  args: playwrightChromiumArgs([
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-dev-shm-usage',
  ]),
};
const port = Number(process.env.E2E_PORT ?? 3199);
// Its own port and data folder let two runs share a machine (E2E_PORT, E2E_DATA_DIR).
const dataDir = process.env.E2E_DATA_DIR ?? new URL('../../tmp/e2e-data', import.meta.url).pathname;

export default defineConfig({
  testDir: './src',
  outputDir: new URL('../../tmp/test-results', import.meta.url).pathname,
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  timeout: 30_000,
  reporter: [
    ['list'],
    [
      'json',
      { outputFile: new URL('../../tmp/vitest-reports/web-e2e.json', import.meta.url).pathname },
    ],
  ],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    launchOptions: chromium,
    trace: 'off',
  },
  projects: [
    {
      name: 'desktop',
      use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } },
    },
    {
      name: 'mobile',
      use: {
        ...devices['Desktop Chrome'],
        viewport: { width: 320, height: 640 },
        isMobile: false,
        hasTouch: true,
      },
    },
  ],
  // The built server on embedded defaults, as `npm start` runs it, with a small demo
  // collection in a throwaway data folder.
  webServer: {
    command: `rm -rf ${dataDir} && node dist/apps/api/main.js`,
    cwd: new URL('../..', import.meta.url).pathname,
    // The tests start once the demo images are drawn and their palettes computed (the
    // server's log line, which comes after the caches are emptied): before that, pages and
    // searches by colour change under the tests' feet, and with more than one worker a
    // test may meet a page cached before its palette existed. (The readiness URL is not
    // used: Playwright takes whichever of the two comes first.)
    wait: { stdout: /computed the demo image palettes/ },
    reuseExistingServer: false,
    timeout: 240_000,
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DEMO_COLLECTION_SIZE: '300',
      // Info, for the palettes' line above; the lines go nowhere (stdout is not piped).
      LOG_LEVEL: 'info',
      // The browsers and the server share two busy cores here: event-loop lag says little
      // about this server's own load, and a shed page would fail a test for nothing.
      // (Load shedding has its own tests: overload.test.ts, npm run load.)
      OVERLOAD_MAX_EVENT_LOOP_DELAY_MS: '0',
      OVERLOAD_MAX_QUEUE_MS: '0',
      // Every browser test signs up from 127.0.0.1; the per-address sign-in limit has its
      // own tests (auth.test.ts, scale-out.test.ts) and would only slow these down.
      AUTH_RATE_LIMIT_PER_IP: '10000',
      // Likewise the feedback form's per-address limit (object-feedback.test.ts has its own).
      FEEDBACK_PER_IP_PER_HOUR: '1000',
    },
  },
});
