// Resolved entries and assets as the Contentful SDK hands them over, for transformer tests.

export function entryOf(contentType: string, id: string, fields: Record<string, unknown>) {
  return {
    sys: {
      type: 'Entry',
      id,
      contentType: { sys: { type: 'Link', linkType: 'ContentType', id: contentType } },
      createdAt: '2025-01-02T10:00:00.000Z',
      updatedAt: '2025-01-03T10:00:00.000Z',
      locale: 'fi',
    },
    fields,
  };
}

export function imageAsset(id: string) {
  return {
    sys: { type: 'Asset', id },
    fields: {
      title: `Kuva ${id}`,
      description: `Kuvaus ${id}`,
      file: {
        url: `/cms-assets/objects/${id}.jpg`,
        fileName: `${id}.jpg`,
        contentType: 'image/jpeg',
      },
    },
  };
}

export function bodyOf(value: string) {
  return {
    nodeType: 'document',
    data: {},
    content: [
      {
        nodeType: 'paragraph',
        data: {},
        content: [{ nodeType: 'text', value, marks: [], data: {} }],
      },
    ],
  };
}
