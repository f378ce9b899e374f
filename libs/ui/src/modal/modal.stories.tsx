import type { Language } from '@kokoelma/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { Button } from '../button/button';
import { feedbackTexts, pick } from '../stories/story-texts';
import { Modal } from './modal';

interface ModalDemoProps {
  lang: Language;
  /** Whether the modal starts open; closed shows the button that opens it. */
  open: boolean;
  long: boolean;
}

/** A new-gallery dialog as the app would render it, with the state the app keeps. */
function ModalDemo({ lang, open: initiallyOpen, long }: ModalDemoProps) {
  const [open, setOpen] = useState(initiallyOpen);
  const title = pick(lang, 'Uusi galleria', 'Nytt galleri', 'New gallery');
  const name = pick(lang, 'Nimi', 'Namn', 'Name');
  const text = pick(
    lang,
    'Anna galleriallesi nimi. Voit jakaa gallerian linkillä.',
    'Ge ditt galleri ett namn. Du kan dela galleriet med en länk.',
    'Give your gallery a name. You can share the gallery with a link.',
  );
  return (
    <div style={{ padding: 16 }}>
      <Button onClick={() => setOpen(true)}>{title}</Button>
      <Modal
        open={open}
        onClose={() => setOpen(false)}
        title={long ? `${title}: ${text}` : title}
        closeLabel={feedbackTexts(lang).close}
      >
        <p>{long ? `${text} `.repeat(8) : text}</p>
        <label style={{ display: 'block', marginBottom: 16 }}>
          {name}
          <input
            placeholder={`${name}...`}
            style={{ display: 'block', width: '100%', minHeight: 44, boxSizing: 'border-box' }}
          />
        </label>
        <div style={{ display: 'flex', flexWrap: 'wrap', gap: 8 }}>
          <Button onClick={() => setOpen(false)}>{pick(lang, 'Tallenna', 'Spara', 'Save')}</Button>
          <Button variant="secondary" onClick={() => setOpen(false)}>
            {pick(lang, 'Peruuta', 'Avbryt', 'Cancel')}
          </Button>
        </div>
      </Modal>
    </div>
  );
}

const meta = {
  title: 'Feedback/Modal',
  component: ModalDemo,
  args: { lang: 'fi', open: true, long: false },
  argTypes: { lang: { control: 'inline-radio', options: ['fi', 'sv', 'en'] } },
} satisfies Meta<typeof ModalDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

export const OpenFinnish: Story = {};
export const OpenSwedish: Story = { args: { lang: 'sv' } };
export const OpenEnglish: Story = { args: { lang: 'en' } };
export const Closed: Story = { args: { open: false } };
export const LongText: Story = { args: { long: true } };
export const Mobile: Story = { globals: { viewport: { value: 'mobile1' } } };
export const Desktop: Story = { globals: { viewport: { value: 'desktop' } } };
