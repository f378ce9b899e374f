import styled from '@emotion/styled';
import { useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { GALLERY_NOTE_MAX_LENGTH } from '@kokoelma/galleries';
import { Button, TextAreaField, theme } from '@kokoelma/ui';
import { StatusLine } from './status-line';
import { useT } from '../../shared/use-t';

const { space } = theme;

const Form = styled.form`
  display: grid;
  gap: ${space.s}px;
  width: 100%;
  & button {
    justify-self: start;
  }
`;

type State = 'idle' | 'saving' | 'saved' | 'failed';

/**
 * The note on one artwork: a small form of its own, saved explicitly. A failed save says
 * so and keeps the text, so nothing typed is lost.
 */
export function ArtworkNoteForm(props: {
  title: string;
  note: string;
  onSave: (note: string) => Promise<boolean>;
}) {
  const { title, note, onSave } = props;
  const intl = useIntl();
  const t = useT();
  const [text, setText] = useState(note);
  const [state, setState] = useState<State>('idle');
  const count = [...text].length;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setState('saving');
    setState((await onSave(text.trim())) ? 'saved' : 'failed');
  };
  return (
    <Form onSubmit={(event) => void submit(event)}>
      <TextAreaField
        label={t('galleries.noteFor', { title })}
        value={text}
        rows={2}
        maxLength={GALLERY_NOTE_MAX_LENGTH}
        counter={t('galleries.characters', {
          count: intl.formatNumber(count),
          max: intl.formatNumber(GALLERY_NOTE_MAX_LENGTH),
        })}
        onChange={(event) => {
          setText(event.target.value);
          if (state === 'saved') setState('idle');
        }}
      />
      <Button
        type="submit"
        variant="secondary"
        disabled={state === 'saving'}
        aria-label={t('galleries.saveNoteNamed', { title })}
      >
        {t('galleries.saveNote')}
      </Button>
      <StatusLine
        info={state === 'saved' ? t('galleries.noteSaved', { title }) : ''}
        error={state === 'failed' ? t('galleries.noteFailed') : ''}
      />
    </Form>
  );
}
