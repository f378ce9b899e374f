import type { MessageId } from '@kokoelma/i18n';
import styled from '@emotion/styled';
import { useMutation } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import {
  GALLERY_DESCRIPTION_MAX_LENGTH,
  GALLERY_NAME_MAX_LENGTH,
  GALLERY_VISIBILITIES,
  galleryErrorReason,
  type Gallery,
  type GalleryVisibility,
  type UpdateGalleryRequest,
} from '@kokoelma/galleries';
import { Button, TextAreaField, textFieldStyles, theme } from '@kokoelma/ui';
import { useGalleriesClient, useGalleryChanged } from './galleries-queries';
import { updateGalleryMutation, useSignedOutCheck } from './gallery-writes';
import { StatusLine } from './status-line';
import { useT } from '../../shared/use-t';

const { colors, space } = theme;

const Form = styled.form`
  display: grid;
  gap: ${space.m}px;
  margin: ${space.l}px 0;
  max-width: 720px;
  & > label {
    ${textFieldStyles()}
  }
  & > button {
    justify-self: start;
  }
`;

const Choices = styled.fieldset`
  margin: 0;
  padding: ${space.s}px ${space.m}px ${space.m}px;
  border: 1px solid ${colors.border};
  border-radius: 4px;
  & legend {
    font-weight: 600;
    padding: 0 ${space.xs}px;
  }
  & div {
    display: grid;
    grid-template-columns: auto 1fr;
    column-gap: ${space.s}px;
    margin-top: ${space.s}px;
  }
  & input {
    width: 24px;
    height: 24px;
    margin: 10px;
  }
  & label {
    align-self: center;
    font-weight: 600;
  }
  & p {
    grid-column: 2;
    margin: 0;
    color: ${colors.textMuted};
  }
`;

/** Messages for the reasons the server gives when it refuses the details. */
const REASON_MESSAGES: Record<string, MessageId> = {
  name_empty: 'galleries.nameEmpty',
  name_too_long: 'galleries.nameTooLong',
  name_invalid: 'galleries.nameInvalid',
  description_too_long: 'galleries.descriptionTooLong',
};

/**
 * The owner's form for a gallery's name, description and who may see it (a radio group,
 * each choice with a line saying what it means). Making a gallery private also replaces
 * its view link on the server, so the old link stops working; the page says so.
 */
export function GalleryDetailsForm({ gallery }: { gallery: Gallery }) {
  const intl = useIntl();
  const t = useT();
  const client = useGalleriesClient();
  const changed = useGalleryChanged();
  const [name, setName] = useState(gallery.name);
  const [description, setDescription] = useState(gallery.description);
  const [visibility, setVisibility] = useState<GalleryVisibility>(gallery.visibility);
  const [status, setStatus] = useState<{ info?: string; error?: string }>({});
  const signedOut = useSignedOutCheck();
  const save = useMutation({
    ...updateGalleryMutation(client, gallery.id),
    onSuccess: (answer, changes) => {
      changed(answer);
      setStatus({
        info:
          changes.visibility === 'private'
            ? t('galleries.madePrivate')
            : t('galleries.detailsSaved'),
      });
    },
    onError: (error) => {
      signedOut(error);
      const reason = galleryErrorReason(error);
      setStatus({ error: t((reason && REASON_MESSAGES[reason]) ?? 'galleries.saveFailed') });
    },
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const changes: UpdateGalleryRequest = {};
    if (name !== gallery.name) changes.name = name;
    if (description !== gallery.description) changes.description = description;
    if (visibility !== gallery.visibility) changes.visibility = visibility;
    if (Object.keys(changes).length === 0) {
      setStatus({ info: t('galleries.detailsUnchanged') });
      return;
    }
    save.mutate(changes);
  };

  return (
    <Form onSubmit={submit} aria-labelledby="gallery-details">
      <h2 id="gallery-details">{t('galleries.details')}</h2>
      <label>
        {t('galleries.name')}
        <input
          value={name}
          onChange={(event) => setName(event.target.value)}
          maxLength={GALLERY_NAME_MAX_LENGTH}
          required
        />
      </label>
      <TextAreaField
        label={t('galleries.description')}
        value={description}
        rows={4}
        maxLength={GALLERY_DESCRIPTION_MAX_LENGTH}
        hint={t('galleries.descriptionHint')}
        counter={t('galleries.characters', {
          count: intl.formatNumber([...description].length),
          max: intl.formatNumber(GALLERY_DESCRIPTION_MAX_LENGTH),
        })}
        onChange={(event) => setDescription(event.target.value)}
      />
      <Choices>
        <legend>{t('galleries.visibility')}</legend>
        {GALLERY_VISIBILITIES.map((value) => (
          <div key={value}>
            <input
              type="radio"
              id={`visibility-${value}`}
              name="visibility"
              value={value}
              checked={visibility === value}
              onChange={() => setVisibility(value)}
              aria-describedby={`visibility-${value}-text`}
            />
            <label htmlFor={`visibility-${value}`}>{t(`galleries.visibility.${value}`)}</label>
            <p id={`visibility-${value}-text`}>{t(`galleries.visibilityText.${value}`)}</p>
          </div>
        ))}
      </Choices>
      <Button type="submit" disabled={save.isPending}>
        {t('galleries.saveDetails')}
      </Button>
      <StatusLine info={status.info} error={status.error} />
    </Form>
  );
}
