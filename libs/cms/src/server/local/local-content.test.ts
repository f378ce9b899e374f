import { validateRichTextDocument } from '@contentful/rich-text-types';
import type { Document } from '@contentful/rich-text-types';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { isSupportedRichTextAsset } from '@kokoelma/domain';
import { CONTENT_MODEL } from '../content-model';
import { isRecord } from '../transform/read';
import { OBJECT_IMAGE_IDS } from './content/assets';
import { LOCAL_CONTENT } from './content/index';
import { LOCAL_ASSET_FILES_DIR, parseLocalAssetPath } from './local-assets';

// The shipped content is data: these tests keep it in the shape Contentful would accept.

const all = [...LOCAL_CONTENT.entries, ...(LOCAL_CONTENT.drafts ?? []), ...LOCAL_CONTENT.assets];

function isDocument(value: unknown): value is Document {
  return isRecord(value) && value['nodeType'] === 'document';
}

function links(value: unknown, found: Array<{ linkType: string; id: string }>): void {
  if (Array.isArray(value)) value.forEach((item) => links(item, found));
  if (!isRecord(value)) return;
  const sys = value['sys'];
  if (isRecord(sys) && sys['type'] === 'Link' && typeof sys['id'] === 'string') {
    found.push({ linkType: String(sys['linkType']), id: sys['id'] });
    return;
  }
  Object.values(value).forEach((item) => links(item, found));
}

describe('the local content', () => {
  it('has unique ids', () => {
    const ids = [...LOCAL_CONTENT.entries, ...LOCAL_CONTENT.assets].map(
      (e) => `${e.sys.type}:${e.sys.id}`,
    );
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('links only to entries and assets that exist', () => {
    const known = new Set(all.map((e) => `${e.sys.type}:${e.sys.id}`));
    const found: Array<{ linkType: string; id: string }> = [];
    for (const entity of all) links(entity.fields, found);
    const dangling = found.filter((l) => !known.has(`${l.linkType}:${l.id}`));
    expect(dangling).toEqual([]);
  });

  it('holds rich-text documents that pass Contentful’s validation', () => {
    let checked = 0;
    for (const entity of all) {
      for (const values of Object.values(entity.fields)) {
        for (const value of Object.values(values)) {
          if (!isDocument(value)) continue;
          expect(validateRichTextDocument(value), entity.sys.id).toEqual([]);
          checked += 1;
        }
      }
    }
    expect(checked).toBeGreaterThan(40);
  });

  it('fills every required field of published entries in Finnish', () => {
    const missing: string[] = [];
    for (const entity of LOCAL_CONTENT.entries) {
      const type = CONTENT_MODEL.find((t) => t.id === entity.sys.contentType?.sys.id);
      for (const field of type?.fields.filter((f) => f.required) ?? []) {
        if (entity.fields[field.id]?.['fi'] === undefined)
          missing.push(`${entity.sys.id}.${field.id}`);
      }
    }
    expect(missing).toEqual([]);
  });

  it('points its files at paths the app serves, and ships the files', () => {
    const unsupported: string[] = [];
    for (const asset of LOCAL_CONTENT.assets) {
      const file = asset.fields['file']?.['fi'];
      const url = isRecord(file) && typeof file['url'] === 'string' ? file['url'] : '';
      const type =
        isRecord(file) && typeof file['contentType'] === 'string' ? file['contentType'] : '';
      // The one file of a type rich text does not show is there for the not-supported
      // note; pages never link it, so it needs no path or file.
      if (!isSupportedRichTextAsset(type)) {
        unsupported.push(type);
        continue;
      }
      const request = parseLocalAssetPath(url);
      expect(request, url).toBeDefined();
      if (request?.kind === 'file') {
        const pdf = readFileSync(join(LOCAL_ASSET_FILES_DIR, request.fileName), 'latin1');
        expect(pdf.startsWith('%PDF-1.4')).toBe(true);
        // Every cross-reference offset must point at its object, or readers complain.
        const offsets = [...pdf.matchAll(/^(\d{10}) 00000 n $/gm)].map((m) => Number(m[1]));
        offsets.forEach((offset, index) =>
          expect(pdf.startsWith(`${index + 1} 0 obj`, offset)).toBe(true),
        );
        const startxref = Number(/startxref\n(\d+)/.exec(pdf)?.[1]);
        expect(pdf.startsWith('xref', startxref)).toBe(true);
      }
    }
    expect(unsupported).toEqual(['image/svg+xml']);
  });

  it('names only objects of the demo collection, even its smallest size used (ids 1000–1299)', () => {
    const ids: number[] = [];
    for (const asset of LOCAL_CONTENT.assets) {
      const file = asset.fields['file']?.['fi'];
      const url = isRecord(file) && typeof file['url'] === 'string' ? file['url'] : '';
      const request = parseLocalAssetPath(url);
      if (request?.kind === 'object-image') ids.push(request.objectId);
    }
    for (const entity of LOCAL_CONTENT.entries) {
      for (const name of ['objectIds', 'ids', 'objectId']) {
        const value = entity.fields[name]?.['fi'];
        for (const id of Array.isArray(value) ? value : [value]) {
          if (id !== undefined) ids.push(Number(id));
        }
      }
    }
    expect(ids.length).toBeGreaterThan(20);
    expect(ids.filter((id) => !(id >= 1000 && id <= 1299))).toEqual([]);
  });
});

describe('the local content’s people', () => {
  it('introduces only people of the demo collection’s pool (ids 50001–50150)', () => {
    const ids = LOCAL_CONTENT.entries
      .filter((entity) => entity.sys.contentType?.sys.id === 'personIntroduction')
      .map((entity) => String(entity.fields['personId']?.['fi']));
    expect(ids.length).toBeGreaterThan(0);
    expect(ids.filter((id) => !/^\d+$/.test(id) || +id < 50001 || +id > 50150)).toEqual([]);
  });
});

describe('the local content’s advisories', () => {
  it('blur only demo objects whose picture the content shows nowhere unblurred', () => {
    const ids = LOCAL_CONTENT.entries
      .filter((entity) => entity.sys.contentType?.sys.id === 'objectAdvisory')
      .map((entity) => Number(entity.fields['objectId']?.['fi']));
    expect(ids).toEqual([1042]);
    expect(ids.filter((id) => (OBJECT_IMAGE_IDS as readonly number[]).includes(id))).toEqual([]);
  });
});

describe('parseLocalAssetPath', () => {
  it('reads object images and files, nothing else', () => {
    expect(parseLocalAssetPath('/cms-assets/objects/1012.jpg')).toEqual({
      kind: 'object-image',
      objectId: 1012,
    });
    expect(parseLocalAssetPath('/cms-assets/files/kuvien-kayttoehdot.pdf')).toEqual({
      kind: 'file',
      fileName: 'kuvien-kayttoehdot.pdf',
      contentType: 'application/pdf',
    });
    for (const bad of [
      '/cms-assets/objects/0.jpg',
      '/cms-assets/objects/12.png',
      '/cms-assets/files/../../etc/passwd',
      '/cms-assets/files/x.exe',
      '/cms-assets/files/.hidden.pdf',
      '/images/1.jpg',
    ]) {
      expect(parseLocalAssetPath(bad), bad).toBeUndefined();
    }
  });
});
