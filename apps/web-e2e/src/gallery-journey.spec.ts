import type { Browser, Page, TestInfo } from '@playwright/test';
import { LANGS, expect, expectNoAxeViolations, gotoHydrated, test } from './fixtures';
import {
  activate,
  messages,
  objectIds,
  registerByKeyboard,
  skipToContent,
  startsWith,
  tabTo,
  typeInto,
  type Lang,
} from './gallery-keyboard';

// Issue 7, the whole journey of a gallery by keyboard only (Tab, Enter, Space, arrows):
// register → create a gallery from an object → add another → reorder → open the share
// link signed out → make it private (the old link is gone) → edit → delete → undo, with
// axe on every gallery page and dialog, in each language (and, through the config's two
// projects, at 1280 px and 320 px).

test.describe.configure({ timeout: 90_000 });

/** The artworks of the edit page, in order, as object ids. */
async function editOrder(page: Page, works: string) {
  const hrefs = await page
    .getByRole('list', { name: works })
    .locator('> li > a')
    .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
  return hrefs.map((href) => Number(href.split('/').pop()));
}

/** A browser of someone without an account, on the same site. */
async function strangerPage(browser: Browser, info: TestInfo) {
  const context = await browser.newContext({ baseURL: info.project.use.baseURL });
  return context.newPage();
}

async function createGallery(page: Page, lang: Lang, objectId: number, name: string) {
  const t = messages(lang);
  await skipToContent(page);
  await activate(page, page.getByRole('button', { name: t('object.addToGallery') }));
  // No galleries yet: the new-gallery dialog opens at once (spec §2).
  const dialog = page.getByRole('dialog', { name: t('galleries.newTitle') });
  await expect(dialog).toBeVisible();
  await expectNoAxeViolations(page);
  await typeInto(page, dialog.getByLabel(t('galleries.name')), name);
  await page.keyboard.press('Enter');
  const created = page.getByRole('dialog', { name: t('galleries.created', { name }) });
  await expect(created).toBeVisible();
  await expectNoAxeViolations(page);
  await activate(page, created.getByRole('button', { name: t('galleries.ok') }));
  await expect(created).toBeHidden();
  expect(objectId).toBeGreaterThan(0);
}

async function addToGallery(page: Page, lang: Lang, name: string) {
  const t = messages(lang);
  await skipToContent(page);
  await activate(page, page.getByRole('button', { name: t('object.addToGallery') }));
  const dialog = page.getByRole('dialog', { name: t('object.addToGallery') });
  await expect(dialog).toBeVisible();
  await expectNoAxeViolations(page);
  await activate(page, dialog.getByRole('button', { name }));
  await expect(dialog).toBeHidden();
}

for (const lang of LANGS) {
  test(`${lang}: a gallery's journey by keyboard`, async ({ page, browser }, info) => {
    const t = messages(lang);
    const name = `Iltavalo ${lang}`;
    const [onView] = await objectIds(page, 1, true);
    const other = (await objectIds(page, 2)).find((id) => id !== onView);
    if (onView === undefined || other === undefined) throw new Error('no demo objects');

    await registerByKeyboard(page, lang, `/${lang}/object/${onView}`);
    await createGallery(page, lang, onView, name);
    await page.goto(`/${lang}/object/${other}`);
    await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' });
    await addToGallery(page, lang, name);

    // My galleries → the gallery → its edit page.
    await page.goto(`/${lang}/galleries`);
    await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' });
    await expect(page.getByText(t('galleries.count', { count: 2 }))).toBeVisible();
    await expectNoAxeViolations(page);
    await skipToContent(page);
    await activate(page, page.getByRole('link', { name, exact: true }));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
    await expect(page.getByRole('heading', { name: t('galleries.visitList') })).toBeVisible();
    await expectNoAxeViolations(page);
    await activate(page, page.getByRole('link', { name: t('galleries.edit') }));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(t('galleries.edit'));
    const works = t('galleries.objects');
    await expect(page.getByRole('list', { name: works }).locator('> li')).toHaveCount(2);
    await expectNoAxeViolations(page);

    // Reorder: newest first until now; pick the first up with Space, ArrowDown, drop.
    expect(await editOrder(page, works)).toEqual([other, onView]);
    const titles = await page
      .getByRole('list', { name: works })
      .locator('> li > a')
      .allTextContents();
    const otherTitle = titles[0] ?? '';
    const handles = page.getByRole('button', {
      name: startsWith(t('galleries.dragHandle', { title: '' })),
    });
    await tabTo(page, handles.first());
    // Each step waits for dnd-kit's announcement, in the page's language.
    const said = (id: string, position: number, timeout = 5000) =>
      expect(page.getByText(t(id, { title: otherTitle, position, count: 2 }))).toBeAttached({
        timeout,
      });
    await page.keyboard.press('Space');
    await said('galleries.dnd.start', 1);
    // dnd-kit starts listening for the arrows a moment after the pick-up: press again if
    // the first press came too soon (with two works, a second press cannot overshoot).
    await expect(async () => {
      await page.keyboard.press('ArrowDown');
      await said('galleries.dnd.over', 2, 1000);
    }).toPass({ timeout: 10_000 });
    await page.keyboard.press('Space');
    await said('galleries.dnd.end', 2);
    await expect.poll(() => editOrder(page, works)).toEqual([onView, other]);
    // …and back with the visible Move up button; focus stays on the moved work.
    await activate(
      page,
      page.getByRole('button', { name: t('galleries.moveUpNamed', { title: otherTitle }) }),
    );
    await expect.poll(() => editOrder(page, works)).toEqual([other, onView]);
    // At the top Move up is disabled: focus rests on the work's drag handle instead.
    await expect(page.locator(':focus')).toHaveAccessibleName(
      t('galleries.dragHandle', { title: otherTitle }),
    );
    await page.reload();
    await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' });
    await expect.poll(() => editOrder(page, works)).toEqual([other, onView]);

    // The share link, opened by someone signed out.
    const viewLink = await page.getByLabel(t('galleries.viewLink'), { exact: true }).inputValue();
    const stranger = await strangerPage(browser, info);
    await stranger.goto(viewLink.replace(/^https?:\/\/[^/]+/, ''));
    await expect(stranger.getByRole('heading', { level: 1 })).toHaveText(name);
    // The exports wait under "Use this gallery", after the works.
    await stranger.locator('summary', { hasText: t('galleries.use') }).click();
    await expect(stranger.getByRole('link', { name: t('galleries.exportJson') })).toBeVisible();
    await expectNoAxeViolations(stranger);

    // Make it private: the old link answers not found at once.
    await tabTo(page, page.getByRole('radio', { name: t('galleries.visibility.link') }));
    await page.keyboard.press('ArrowUp');
    await expect(
      page.getByRole('radio', { name: t('galleries.visibility.private') }),
    ).toBeChecked();
    await activate(page, page.getByRole('button', { name: t('galleries.saveDetails') }));
    await expect(
      page.getByRole('status').filter({ hasText: t('galleries.madePrivate') }),
    ).toBeVisible();
    await stranger.context().close();
    // A second stranger (a fresh browser: nothing cached from the first visit).
    const late = await strangerPage(browser, info);
    await late.goto(viewLink.replace(/^https?:\/\/[^/]+/, ''));
    await expect(late.getByRole('heading', { level: 1 })).toHaveText(t('notFound.title'));
    expect((await late.request.get(`/api/galleries/${viewLink.split('/').pop()}`)).status()).toBe(
      404,
    );
    await late.context().close();

    // Edit: rename, describe, and a note on a work.
    const renamed = `${name} II`;
    await typeInto(page, page.getByLabel(t('galleries.name')), renamed);
    await typeInto(
      page,
      page.getByLabel(t('galleries.description'), { exact: true }),
      'Valoa järven yllä.',
    );
    await activate(page, page.getByRole('button', { name: t('galleries.saveDetails') }));
    await expect(
      page.getByRole('status').filter({ hasText: t('galleries.detailsSaved') }),
    ).toBeVisible();
    await typeInto(
      page,
      page.getByRole('textbox', { name: t('galleries.noteFor', { title: otherTitle }) }),
      'Katso, miten valo osuu veteen.',
    );
    await activate(
      page,
      page.getByRole('button', { name: t('galleries.saveNoteNamed', { title: otherTitle }) }),
    );
    await expect(
      page.getByRole('status').filter({ hasText: t('galleries.noteSaved', { title: otherTitle }) }),
    ).toBeVisible();
    await expectNoAxeViolations(page);

    // Delete, then undo from the notice on my galleries.
    await activate(page, page.getByRole('button', { name: t('galleries.delete'), exact: true }));
    const confirm = page.getByRole('dialog', {
      name: t('galleries.deleteConfirm', { name: renamed }),
    });
    await expect(confirm).toBeVisible();
    await expectNoAxeViolations(page);
    await activate(page, confirm.getByRole('button', { name: t('galleries.delete'), exact: true }));
    await expect(page).toHaveURL(new RegExp(`/${lang}/galleries$`));
    await expect(
      page.getByText(t('galleries.deletedNotice', { name: renamed, days: 30 })),
    ).toBeVisible();
    await expect(page.getByRole('heading', { name: t('galleries.recentlyDeleted') })).toBeVisible();
    await expectNoAxeViolations(page);
    await activate(page, page.getByRole('button', { name: t('galleries.undo') }));
    await expect(
      page.getByRole('status').filter({ hasText: t('galleries.restored', { name: renamed }) }),
    ).toBeVisible();
    await expect(page.getByRole('link', { name: renamed, exact: true })).toBeVisible();
    await expect(page.getByRole('heading', { name: t('galleries.recentlyDeleted') })).toBeHidden();

    // The owner still sees it, with its description and the note under the work.
    await activate(page, page.getByRole('link', { name: renamed, exact: true }));
    await expect(page.getByText('Valoa järven yllä.')).toBeVisible();
    await expect(page.getByText('Katso, miten valo osuu veteen.')).toBeVisible();
    await expectNoAxeViolations(page);
  });
}

test('an edit link lets another signed-in visitor change the artworks, until revoked', async ({
  page,
  browser,
}, info) => {
  const t = messages('en');
  const ids = await objectIds(page, 3);
  await registerByKeyboard(page, 'en', `/en/object/${ids[0]}`);
  const created = await page.request.post('/api/galleries', {
    data: { name: 'Shared work', artworkId: ids[0] },
  });
  const { id } = (await created.json()) as { id: number };
  await page.request.post(`/api/galleries/${id}/artwork/${ids[1]}`);

  // While the gallery is private, the owner is told what an edit link still reveals
  // (review I10); shared by link, the note is not needed.
  await page.request.patch(`/api/galleries/${id}`, { data: { visibility: 'private' } });
  await gotoHydrated(page, `/en/galleries/${id}/edit`);
  const note = page.getByText(t('galleries.editLinkPrivateNote'), { exact: false });
  await expect(note).toBeVisible();
  await page.request.patch(`/api/galleries/${id}`, { data: { visibility: 'link' } });
  await gotoHydrated(page, `/en/galleries/${id}/edit`);
  await expect(note).toHaveCount(0);
  await activate(page, page.getByRole('button', { name: t('galleries.createEditLink') }));
  const field = page.getByLabel(t('galleries.editLink'), { exact: true });
  const editLink = (await field.inputValue()).replace(/^https?:\/\/[^/]+/, '');
  expect(editLink).toMatch(new RegExp(`^/en/galleries/${id}/edit\\?editToken=[A-Za-z0-9_-]{22,}$`));

  // Someone else, signed in, opens the edit link: the artworks only.
  const helper = await strangerPage(browser, info);
  await registerByKeyboard(helper, 'en', editLink);
  await expect(helper.getByText(t('galleries.editLinkHolder'))).toBeVisible();
  await expect(helper.getByRole('button', { name: t('galleries.saveDetails') })).toHaveCount(0);
  await expect(helper.getByRole('heading', { name: t('galleries.links') })).toHaveCount(0);
  await expectNoAxeViolations(helper);
  const removes = helper.getByRole('button', {
    name: startsWith(t('galleries.removeNamed', { title: '' })),
  });
  await expect(removes).toHaveCount(2);
  await activate(helper, removes.first());
  await expect(removes).toHaveCount(1);
  const owners = await page.request.get(`/api/galleries/${id}/edit`);
  expect(((await owners.json()) as { objectCount: number }).objectCount).toBe(1);

  // Revoked: the link opens nothing any more.
  await tabTo(page, page.getByRole('button', { name: t('galleries.revokeEditLink') }));
  await page.keyboard.press('Enter');
  await expect(page.getByRole('button', { name: t('galleries.createEditLink') })).toBeFocused();
  const refused = await helper.request.get(`/api/galleries/${id}/edit?${editLink.split('?')[1]}`);
  expect(refused.status()).toBe(404);
  await helper.context().close();
});
