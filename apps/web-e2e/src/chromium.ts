// The machine's Chromium (Debian's) as the browser tests and the performance tools
// (tools/perf) launch it. Plain TypeScript without enums or parameter properties, so that
// Node runs it as it is (the tools are .mjs and import it directly).

/** Where Debian installs Chromium (.ci/run installs it); CHROMIUM_PATH overrides. */
export const CHROMIUM_PATH = process.env['CHROMIUM_PATH'] ?? '/usr/bin/chromium';

/**
 * Features of the browser's own window that do work no page asks for. Chromium 156 builds
 * the address bar's suggestion popup as a web page of its own (chrome://omnibox-popup) in
 * every new window, a renderer that runs about 2 s of script at a 4× slowed CPU: on two
 * cores it competes with the page under test (time to hydrated on the front page 3.3 →
 * 2.1 s without it, 8 loads each; browser tests' summed time −18 %). No phone's browser does
 * this work for the page, so the measurements leave it out.
 */
export const IDLE_BROWSER_FEATURES: readonly string[] = [
  'WebUIOmniboxPopup',
  'WebUIOmniboxAimPopup',
  'WebUIOmniboxFullPopup',
];

/**
 * Playwright's own `--disable-features` list for Chromium (@playwright/test 1.6x). Chromium
 * keeps only the last `--disable-features` it is given, so a launch that adds features of
 * its own must repeat these; chromium.spec.ts fails when Playwright's list changes.
 */
export const PLAYWRIGHT_DISABLED_FEATURES: readonly string[] = [
  'AvoidUnnecessaryBeforeUnloadCheckSync',
  'DestroyProfileOnBrowserClose',
  'HttpsUpgrades',
  'HttpsFirstBalancedModeAutoEnable',
  'LensOverlay',
  'MediaRouter',
  'PaintHolding',
  'ThirdPartyStoragePartitioning',
  'AvoidCorsURLLoaderRestartOnRedirect',
  'TcpPortRandomizationWin',
  'OptimizationHints',
  'NetworkTimeServiceQuerying',
  'AimEnabled',
  'PreconnectToSearch',
  'msForceBrowserSignIn',
  'msEdgeUpdateLaunchServicesPreferredVersion',
];

/**
 * One `--disable-features` switch: the features a launcher's own flags already disable
 * (`defaults`, its full list of flags) and the idle browser features.
 */
export function disableFeaturesFlag(defaults: readonly string[]): string {
  const prefix = '--disable-features=';
  const theirs = defaults
    .filter((flag) => flag.startsWith(prefix))
    .flatMap((flag) => flag.slice(prefix.length).split(','))
    .filter(Boolean);
  return `${prefix}${[...new Set([...theirs, ...IDLE_BROWSER_FEATURES])].join(',')}`;
}

/** The switches for a Playwright launch of Chromium, beside Playwright's own. */
export function playwrightChromiumArgs(extra: readonly string[] = []): string[] {
  return [
    '--no-sandbox',
    disableFeaturesFlag([`--disable-features=${PLAYWRIGHT_DISABLED_FEATURES.join(',')}`]),
    ...extra,
  ];
}
