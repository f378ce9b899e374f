import type { Page } from '@playwright/test';
import { expect, expectNoAxeViolations, gotoHydrated, test } from './fixtures';

// Issue 44 item 5: feedback on a record, from the object page, with and without script.

async function anObject(page: Page): Promise<number> {
  const res = await page.request.post('/api/search', { data: { lang: 'en', hasImage: true } });
  const { data } = (await res.json()) as { data: Array<{ id: number }> };
  return data[1]!.id;
}

const SUMMARY = {
  fi: 'Palautetta näistä tiedoista',
  sv: 'Respons på uppgifterna',
  en: 'Feedback on this record',
} as const;

test.describe('feedback without script', () => {
  test.use({ javaScriptEnabled: false });

  test('the form posts and the page comes back saying thank you', async ({ page }) => {
    const id = await anObject(page);
    await page.goto(`/fi/object/${id}`);
    await page.getByText(SUMMARY.fi).click();
    await page.getByLabel('Tiedän lisää').check();
    await page.getByLabel('Viesti').fill('Teoksen malli on isoisoäitini.');
    const [post] = await Promise.all([
      page.waitForResponse((res) => new URL(res.url()).pathname.endsWith('/feedback')),
      page.getByRole('button', { name: 'Lähetä' }).click(),
    ]);
    expect(post.request().method()).toBe('POST');
    expect(post.status()).toBe(303);
    await expect(page).toHaveURL(new RegExp(`/fi/object/${id}\\?feedback=sent#feedback$`));
    await expect(page.getByText('Kiitos palautteestasi! Luemme jokaisen viestin.')).toBeVisible();
    // (axe needs script: the same page with script is checked below.)
  });
});

test.describe('feedback with script', () => {
  test('the page a post without script came back to: open, the outcome said, axe clean', async ({
    page,
  }) => {
    const id = await anObject(page);
    await gotoHydrated(page, `/en/object/${id}?feedback=limited#feedback`);
    await expect(page.locator('details#feedback')).toHaveAttribute('open', '');
    await expect(
      page.getByText('Too many messages have been sent. Please try again later.'),
    ).toBeVisible();
    await expectNoAxeViolations(page);
  });

  for (const lang of ['sv', 'en'] as const) {
    test(`${lang}: sent in place, announced, and the form emptied`, async ({ page }) => {
      const id = await anObject(page);
      await gotoHydrated(page, `/${lang}/object/${id}`);
      await page.getByText(SUMMARY[lang]).click();
      const texts = {
        sv: {
          topic: 'Fel i uppgifterna',
          message: 'Meddelande',
          send: 'Skicka',
          thanks: 'Tack för din respons! Vi läser varje meddelande.',
        },
        en: {
          topic: 'An error in the data',
          message: 'Message',
          send: 'Send',
          thanks: 'Thank you for your feedback! We read every message.',
        },
      }[lang];
      await page.getByLabel(texts.topic).check();
      const message = page.getByLabel(texts.message, { exact: true });
      await message.fill('1890, not 1980.');
      const [post] = await Promise.all([
        page.waitForResponse((res) => new URL(res.url()).pathname.endsWith('/feedback')),
        page.getByRole('button', { name: texts.send, exact: true }).click(),
      ]);
      expect(post.status()).toBe(202);
      // No page load: the same address, the thanks under the button, the words gone.
      await expect(page).toHaveURL(new RegExp(`/${lang}/object/${id}$`));
      await expect(page.locator('form').getByText(texts.thanks)).toBeVisible();
      await expect(message).toHaveValue('');
      await expectNoAxeViolations(page);
    });
  }
});
