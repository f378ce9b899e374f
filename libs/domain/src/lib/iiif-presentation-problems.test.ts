import { describe, expect, it } from 'vitest';
import { presentationProblems } from './iiif-presentation-problems.js';

const canvasId = 'https://kokoelma.example/iiif/3/manifest/object/1/canvas/1';

/** A small manifest that keeps every rule; each test breaks one. */
function valid() {
  return {
    '@context': 'http://iiif.io/api/presentation/3/context.json',
    id: 'https://kokoelma.example/iiif/3/manifest/object/1',
    type: 'Manifest',
    label: { fi: ['Kesäilta'], en: ['Summer evening'] },
    summary: { none: ['1890'] },
    metadata: [{ label: { en: ['Date'] }, value: { none: ['1890'] } }],
    rights: 'http://creativecommons.org/publicdomain/zero/1.0/',
    requiredStatement: { label: { en: ['Attribution'] }, value: { en: ['Ateneum Art Museum'] } },
    provider: [{ id: 'https://kokoelma.example/', type: 'Agent', label: { en: ['FNG'] } }],
    homepage: [
      {
        id: 'https://kokoelma.example/en/object/1',
        type: 'Text',
        label: { en: ['Summer evening'] },
        format: 'text/html',
      },
    ],
    navDate: '1890-01-01T00:00:00Z',
    items: [
      {
        id: canvasId,
        type: 'Canvas',
        width: 1200,
        height: 900,
        items: [
          {
            id: `${canvasId}/page`,
            type: 'AnnotationPage',
            items: [
              {
                id: `${canvasId}/page/painting`,
                type: 'Annotation',
                motivation: 'painting',
                target: canvasId,
                body: {
                  id: 'https://kokoelma.example/images/1/jpg/1000/1.jpg',
                  type: 'Image',
                  format: 'image/jpeg',
                  width: 1000,
                  height: 750,
                  service: [{ id: 'https://kokoelma.example/iiif/3/1', type: 'ImageService3' }],
                },
              },
            ],
          },
        ],
      },
    ],
  };
}

type Doc = ReturnType<typeof valid>;
const broken = (change: (doc: Doc & Record<string, unknown>) => void) => {
  const doc = valid() as Doc & Record<string, unknown>;
  change(doc);
  return presentationProblems(doc);
};
/** The first of a list the fixture always fills. */
function first<T>(list: readonly T[]): T {
  const [item] = list;
  if (item === undefined) throw new Error('the fixture has no item');
  return item;
}
const canvas = (doc: Doc) => first(doc.items);
const annotation = (doc: Doc) => first(first(canvas(doc).items).items);

describe('presentationProblems', () => {
  it('finds nothing wrong with a valid manifest', () => {
    expect(presentationProblems(valid())).toEqual([]);
  });

  it.each<[string, (doc: Doc & Record<string, unknown>) => void, string]>([
    [
      'a wrong context',
      (d) => (d['@context'] = 'http://iiif.io/api/presentation/2/context.json'),
      '@context',
    ],
    ['a relative id', (d) => (d.id = '/iiif/3/manifest/object/1'), 'id: must be an absolute'],
    ['a non-http id', (d) => (d.id = 'urn:x:1'), 'id: must be an absolute'],
    [
      'an id with a space',
      (d) => (d.id = 'https://kokoelma.example/a b'),
      'id: must be an absolute',
    ],
    ['an id without a host', (d) => (d.id = 'https:///manifest'), 'id: must be an absolute'],
    ['a missing label', (d) => delete (d as Partial<Doc>).label, 'label: is required'],
    [
      'a label that is a string',
      (d) => ((d as Record<string, unknown>)['label'] = 'Kesäilta'),
      'label: must be a non-empty language map',
    ],
    [
      'a language key that is no tag',
      (d) => (d.label = { 'fi fi': ['x'] } as never),
      'is not a BCP 47',
    ],
    [
      'a language value that is no array',
      (d) => (d.summary = { none: '1890' } as never),
      'summary.none: must be a non-empty array',
    ],
    [
      'an empty string',
      (d) => (d.label = { fi: [''] } as never),
      'label.fi: must be a non-empty array',
    ],
    [
      'metadata without a value',
      (d) => (d.metadata = [{ label: { en: ['Date'] } }] as never),
      'metadata[0].value: is required',
    ],
    ['a rights text', (d) => (d.rights = 'CC0'), 'rights: must be a Creative Commons'],
    [
      'an https rights URI',
      (d) => (d.rights = 'https://creativecommons.org/licenses/by/4.0/'),
      'rights:',
    ],
    [
      'a statement without a label',
      (d) => (d.requiredStatement = { value: { en: ['x'] } } as never),
      'requiredStatement.label: is required',
    ],
    [
      'a provider that is no Agent',
      (d) => (first(d.provider).type = 'Organization'),
      'provider[0].type: must be Agent',
    ],
    [
      'a homepage without a label',
      (d) => delete (d.homepage[0] as Partial<Doc['homepage'][0]>).label,
      'homepage[0].label: is required',
    ],
    ['a navDate without a time zone', (d) => (d.navDate = '1890-01-01T00:00:00'), 'navDate'],
    ['no canvases', (d) => (d.items = []), 'items: must have at least one item'],
    [
      'a canvas without a height',
      (d) => delete (d.items[0] as Partial<Doc['items'][0]>).height,
      'items[0]: must have both width and height',
    ],
    [
      'a canvas of no size',
      (d) => {
        delete (d.items[0] as Partial<Doc['items'][0]>).height;
        delete (d.items[0] as Partial<Doc['items'][0]>).width;
      },
      'must have width and height, or a duration',
    ],
    [
      'a canvas id with a fragment',
      (d) => (canvas(d).id = `${canvasId}#x`),
      'must not have a fragment',
    ],
    [
      'a fractional width',
      (d) => (canvas(d).width = 12.5),
      'must have both width and height as positive integers',
    ],
    [
      'an annotation page without a type',
      (d) => ((first(canvas(d).items) as Record<string, unknown>)['type'] = undefined),
      'items[0].items[0].type: is required',
    ],
    [
      'an annotation aimed elsewhere',
      (d) => (annotation(d).target = 'https://kokoelma.example/other'),
      'target: must be the id of its canvas',
    ],
    [
      'a commenting annotation',
      (d) => (annotation(d).motivation = 'commenting'),
      'motivation: must be painting',
    ],
    [
      'a body without an id',
      (d) => delete (annotation(d).body as Partial<ReturnType<typeof annotation>['body']>).id,
      'body.id',
    ],
    [
      'a service without a type',
      (d) => (annotation(d).body.service = [{ id: 'https://x.example/1' }] as never),
      'service[0]: needs a type',
    ],
  ])('reports %s', (_what, change, expected) => {
    const problems = broken(change);
    expect(problems.join('\n')).toContain(expected);
  });

  it('checks collections and their members', () => {
    const collection = {
      '@context': [
        'http://example.org/extension.json',
        'http://iiif.io/api/presentation/3/context.json',
      ],
      id: 'https://kokoelma.example/iiif/3/collection/1',
      type: 'Collection',
      label: { none: ['Galleria'] },
      items: [
        {
          id: 'https://kokoelma.example/iiif/3/manifest/object/1',
          type: 'Manifest',
          label: { fi: ['Teos'] },
        },
      ],
    };
    expect(presentationProblems(collection)).toEqual([]);
    expect(
      presentationProblems({ ...collection, items: [{ ...collection.items[0], type: 'Canvas' }] }),
    ).toEqual(['items[0].type: must be Manifest or Collection']);
    expect(presentationProblems({ ...collection, type: 'Range' })).toContain(
      'type: must be Manifest or Collection',
    );
    expect(presentationProblems(null)).toEqual(['(root): is not a JSON object']);
  });
});
