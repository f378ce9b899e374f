import { LANGUAGES } from '@kokoelma/domain';
import { messagesFor } from '@kokoelma/i18n';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { fill } from '../stories/story-texts';
import { PageMessage } from './page-message';

const fi = messagesFor('fi');

const meta = {
  title: 'Feedback/PageMessage',
  component: PageMessage,
  args: {
    title: fi['notFound.title'],
    text: fi['notFound.text'],
    children: <a href="/fi/search">{fi['notFound.searchLink']}</a>,
  },
} satisfies Meta<typeof PageMessage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const NotFoundFinnish: Story = {};
export const NotFoundSwedish: Story = {
  args: {
    title: messagesFor('sv')['notFound.title'],
    text: messagesFor('sv')['notFound.text'],
    children: <a href="/sv/search">{messagesFor('sv')['notFound.searchLink']}</a>,
  },
};
export const NotFoundEnglish: Story = {
  args: {
    title: messagesFor('en')['notFound.title'],
    text: messagesFor('en')['notFound.text'],
    children: <a href="/en/search">{messagesFor('en')['notFound.searchLink']}</a>,
  },
};
/** The error page: the same message in every language, each with its front page. */
export const ErrorTrilingual: Story = {
  args: {
    title: `${fi['notFound.title']} / ${messagesFor('sv')['notFound.title']} / ${messagesFor('en')['notFound.title']}`,
    text: (
      <>
        {LANGUAGES.map((lang) => (
          <p key={lang} lang={lang}>
            {messagesFor(lang)['error.text']}
          </p>
        ))}
      </>
    ),
    children: LANGUAGES.map((lang) => (
      <a key={lang} href={`/${lang}/`} lang={lang}>
        {messagesFor(lang)['error.goHome']}
      </a>
    )),
    photoCredit: fill(fi['error.photoCredit'], { name: 'Hannu Aaltonen' }),
  },
};
export const LongText: Story = {
  args: { text: `${fi['notFound.text']}. `.repeat(6) },
  globals: { viewport: { value: 'mobile1' } },
};
