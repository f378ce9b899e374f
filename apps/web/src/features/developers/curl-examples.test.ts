import { describe, expect, it } from 'vitest';
import { publicApiRoutes } from '@kokoelma/contract';
import { curlExample, endpointDocs } from './curl-examples';

const origin = 'https://kokoelma.example';

describe('the developer page’s endpoints', () => {
  it('lists every route of the API once, with its OpenAPI path', () => {
    const docs = endpointDocs(origin);
    expect(docs.map((d) => d.name)).toEqual(Object.keys(publicApiRoutes));
    expect(docs.find((d) => d.name === 'object')).toMatchObject({
      method: 'GET',
      path: '/api/v1/objects/{id}',
      key: 'optional',
    });
    expect(docs.find((d) => d.name === 'export')?.key).toBe('required');
    expect(docs.find((d) => d.name === 'openapi')?.key).toBe('open');
  });

  // Issue 43: the reads answer without a key, so their examples send none (the example
  // of how to send one asks for it); the export needs one.
  it('sends the key from the environment where it is needed or asked for', () => {
    expect(curlExample(origin, 'object')).toBe(
      'curl "https://kokoelma.example/api/v1/objects/1001"',
    );
    expect(curlExample(origin, 'object', true)).toBe(
      'curl -H "x-api-key: $KOKOELMA_API_KEY" "https://kokoelma.example/api/v1/objects/1001"',
    );
    expect(curlExample(origin, 'export')).toMatch(/^curl -H "x-api-key: \$KOKOELMA_API_KEY"/);
    expect(curlExample(origin, 'openapi')).toBe(
      'curl "https://kokoelma.example/api/v1/openapi.json"',
    );
  });

  it('saves the export to a file', () => {
    expect(curlExample(origin, 'export')).toContain('-o kokoelma-objects.jsonl');
  });
});
