import { existsSync, readFileSync } from 'node:fs';
import { extname, join } from 'node:path';
import type { Page } from '@playwright/test';
import { expect, gotoHydrated, test } from './fixtures';

// Visual regression: the main templates at 375 and 1280 px and every Storybook story,
// as screenshots compared with the baselines committed beside this file
// (visual.spec.ts-snapshots/). A change of look fails here until its new screenshots are
// reviewed and committed:
//
//   npx nx run web-e2e:e2e -- visual.spec.ts --update-snapshots   (after npm run build and
//   npm run build-storybook), then look at the changed PNGs in the diff before committing.
//
// The screenshots are taken in one project (desktop); each test sets its own viewport.
// The demo collection is generated alike on every run, so the pages are the same; what is
// not (a gallery's link, a date) is masked.

const WIDTHS = [
  { name: 'phone', width: 375, height: 812 },
  { name: 'desktop', width: 1280, height: 800 },
] as const;

/** Works of the e2e server's demo collection (300 objects, always generated alike). */
const LANDSCAPE = 1000;
const WITHOUT_IMAGE = 1008;

const TEMPLATES = [
  { name: 'front', path: '/fi/' },
  { name: 'search', path: '/fi/search?q=maisema' },
  { name: 'object', path: `/en/object/${LANDSCAPE}` },
  { name: 'object-without-image', path: `/sv/object/${WITHOUT_IMAGE}` },
  { name: 'not-found', path: '/en/no-such-page' },
  { name: 'person', path: '/fi/people/50118' },
] as const;

/** How much of a screenshot may differ (anti-aliasing of a busy machine's raster). */
const TOLERANCE = { maxDiffPixelRatio: 0.01, animations: 'disabled', caret: 'hide' } as const;

/**
 * Waits until the page looks as it will: the web fonts in (the site's pages add them after
 * their images: both faces; a story loads the faces its text uses), the visible images
 * decoded.
 */
async function settled(page: Page, { bothFaces = true } = {}) {
  if (bothFaces) {
    await page.waitForFunction(() => {
      const loaded = [...document.fonts]
        .filter((face) => face.status === 'loaded')
        .map((face) => face.family.replace(/^["']|["']$/g, ''));
      return loaded.includes('Inter Variable') && loaded.includes('Source Serif 4 Variable');
    });
  }
  await page.waitForFunction(() =>
    [...document.images]
      .filter((img) => {
        const box = img.getBoundingClientRect();
        return box.bottom > 0 && box.top < window.innerHeight && box.width > 0;
      })
      .every((img) => img.complete && img.naturalWidth > 0),
  );
  await page.evaluate(() => document.fonts.ready);
}

test.describe('visual regression: templates', () => {
  test.skip(() => test.info().project.name !== 'desktop', 'one project takes the screenshots');

  for (const size of WIDTHS) {
    for (const template of TEMPLATES) {
      test(`${template.name} at ${size.width} px`, async ({ page }) => {
        await page.setViewportSize({ width: size.width, height: size.height });
        await gotoHydrated(page, template.path);
        await settled(page);
        await expect(page).toHaveScreenshot(`${template.name}-${size.width}.png`, TOLERANCE);
      });
    }

    test(`a shared gallery at ${size.width} px, as its recipient sees it`, async ({
      page,
      browser,
    }, info) => {
      const email = `visual-${Date.now()}-${Math.random().toString(36).slice(2)}@example.org`;
      const registered = await page.request.post('/api/auth/register', {
        data: { email, password: 'paintings in the evening light', name: 'Helmi Galleristi' },
      });
      expect(registered.status()).toBe(201);
      const found = await page.request.post('/api/search', {
        data: { lang: 'en', hasImage: true },
      });
      const ids = ((await found.json()) as { data: Array<{ id: number }> }).data
        .slice(0, 6)
        .map((o) => o.id);
      const created = await page.request.post('/api/galleries', {
        data: { name: 'Finnish summer light', artworkId: ids[0] },
      });
      const { id } = (await created.json()) as { id: number };
      for (const artwork of ids.slice(1)) {
        expect((await page.request.post(`/api/galleries/${id}/artwork/${artwork}`)).ok()).toBe(
          true,
        );
      }
      const shared = await page.request.patch(`/api/galleries/${id}`, {
        data: { visibility: 'link', description: 'Light over the lake in June.' },
      });
      const { slug } = (await shared.json()) as { slug: string };
      const context = await browser.newContext({
        baseURL: info.project.use.baseURL,
        viewport: { width: size.width, height: size.height },
      });
      const recipient = await context.newPage();
      await gotoHydrated(recipient, `/en/galleries/${slug}`);
      await settled(recipient);
      await expect(recipient).toHaveScreenshot(`shared-gallery-${size.width}.png`, TOLERANCE);
      await context.close();
    });
  }
});

// Storybook as built by `npm run build-storybook` (npm test builds it before this step),
// served to the browser from the folder: every story, in the designers' reference.
const STORYBOOK = new URL('../../../dist/storybook', import.meta.url).pathname;
const STORYBOOK_ORIGIN = 'http://storybook.test';
const TYPES: Record<string, string> = {
  '.html': 'text/html',
  '.js': 'text/javascript',
  '.mjs': 'text/javascript',
  '.css': 'text/css',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.woff2': 'font/woff2',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
};

interface StoryIndex {
  entries: Record<string, { id: string; type: string; title: string; name: string }>;
}

function stories(): StoryIndex['entries'][string][] {
  const index = join(STORYBOOK, 'index.json');
  if (!existsSync(index)) return [];
  const { entries } = JSON.parse(readFileSync(index, 'utf8')) as StoryIndex;
  return Object.values(entries).filter((entry) => entry.type === 'story');
}

async function serveStorybook(page: Page) {
  await page.route(`${STORYBOOK_ORIGIN}/**`, async (route) => {
    const path = decodeURIComponent(new URL(route.request().url()).pathname);
    const file = join(STORYBOOK, path === '/' ? 'index.html' : path);
    if (!file.startsWith(STORYBOOK) || !existsSync(file)) {
      await route.fulfill({ status: 404, body: 'not found' });
      return;
    }
    await route.fulfill({
      status: 200,
      contentType: TYPES[extname(file)] ?? 'application/octet-stream',
      body: readFileSync(file),
    });
  });
}

/** Shows a story in the open preview through Storybook's channel (no reload). */
async function showStory(page: Page, id: string) {
  await page.evaluate(
    (storyId) =>
      new Promise<void>((resolve, reject) => {
        const channel = (
          window as unknown as {
            __STORYBOOK_ADDONS_CHANNEL__: {
              on(event: string, listener: (...args: unknown[]) => void): void;
              off(event: string, listener: (...args: unknown[]) => void): void;
              emit(event: string, payload: unknown): void;
            };
          }
        ).__STORYBOOK_ADDONS_CHANNEL__;
        const events = ['storyRendered', 'storyErrored', 'storyThrewException', 'storyMissing'];
        const listeners = events.map((event) => {
          const listener = (...args: unknown[]) => {
            events.forEach((name, n) => channel.off(name, listeners[n] as () => void));
            if (event === 'storyRendered') resolve();
            else reject(new Error(`${storyId}: ${event} ${JSON.stringify(args).slice(0, 300)}`));
          };
          channel.on(event, listener);
          return listener;
        });
        channel.emit('setCurrentStory', { storyId, viewMode: 'story' });
      }),
    id,
  );
}

test.describe('visual regression: Storybook stories', () => {
  test.skip(() => test.info().project.name !== 'desktop', 'one project takes the screenshots');
  const all = stories();
  test('Storybook is built (npm run build-storybook)', () => {
    expect(all.length, `no stories in ${STORYBOOK}/index.json`).toBeGreaterThan(0);
  });

  // One preview page per worker, switched from story to story: loading the preview for
  // each of 150 stories would cost most of a minute more.
  let preview: Page | undefined;
  let shown: string | undefined;
  test.beforeAll(async ({ browser }) => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    preview = await context.newPage();
    await serveStorybook(preview);
  });
  test.afterAll(async () => {
    await preview?.context().close();
  });

  for (const story of all) {
    test(`story ${story.id}`, async () => {
      const page = preview as Page;
      if (shown === undefined) {
        await page.goto(`${STORYBOOK_ORIGIN}/iframe.html?id=${story.id}&viewMode=story`);
        await page.waitForFunction(() => '__STORYBOOK_ADDONS_CHANNEL__' in window);
        await expect(page.locator('#storybook-root')).not.toBeEmpty();
      } else if (shown !== story.id) {
        await showStory(page, story.id);
      }
      shown = story.id;
      await page.mouse.move(0, 0);
      await settled(page, { bothFaces: false });
      await expect(page).toHaveScreenshot(`story-${story.id}.png`, TOLERANCE);
    });
  }
});
