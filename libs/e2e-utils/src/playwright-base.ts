import { defineConfig, devices, type PlaywrightTestConfig } from '@playwright/test';

export const BASE_URL = process.env['BASE_URL'] ?? 'http://localhost:4200';

/** Debian's Chromium; without the background-networking flags it floods the closed network with lookups. */
export const CHROMIUM_LAUNCH_OPTIONS = {
  executablePath: process.env['CHROME_PATH'] ?? '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
    '--disable-quic',
  ],
};

/**
 * The shared Playwright setup of both audience suites: desktop and a 360 px phone, against the gateway
 * with the real local services. `npm run test:e2e` starts them once for both suites; run alone, a suite
 * starts them itself. A test tagged `@desktop` checks what no viewport changes (answers of the server,
 * redirects, heads, the service worker's logic, a form's rules): it runs in the desktop project only.
 */
export function e2eConfig(testDir: string): PlaywrightTestConfig {
  return defineConfig({
    testDir,
    fullyParallel: false,
    workers: 1,
    retries: process.env['CI'] ? 1 : 0,
    forbidOnly: Boolean(process.env['CI']),
    timeout: 60_000,
    expect: { timeout: 10_000 },
    reporter: [['list']],
    use: {
      baseURL: BASE_URL,
      trace: 'retain-on-failure',
      launchOptions: CHROMIUM_LAUNCH_OPTIONS,
    },
    projects: [
      { name: 'desktop', use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 }, launchOptions: CHROMIUM_LAUNCH_OPTIONS } },
      {
        name: 'mobile',
        grepInvert: /@desktop\b/,
        use: { ...devices['Pixel 5'], viewport: { width: 360, height: 740 }, launchOptions: CHROMIUM_LAUNCH_OPTIONS },
      },
    ],
    webServer: {
      command: 'node tools/scripts/start.mjs',
      cwd: '../..',
      url: `${BASE_URL}/healthz`,
      reuseExistingServer: true,
      timeout: 20 * 60 * 1000,
    },
  });
}
