import { describe, expect, it } from 'vitest';
import { verifyWebhookSecret } from './webhook-secret';

describe('verifyWebhookSecret', () => {
  it('accepts exactly the configured secret', () => {
    expect(verifyWebhookSecret('s3cret-value', 's3cret-value')).toBe(true);
    expect(verifyWebhookSecret('s3cret-valuE', 's3cret-value')).toBe(false);
    expect(verifyWebhookSecret('s3cret', 's3cret-value')).toBe(false);
    expect(verifyWebhookSecret('s3cret-value-and-more', 's3cret-value')).toBe(false);
  });

  it('accepts nothing when no secret is configured or none is given', () => {
    expect(verifyWebhookSecret('', '')).toBe(false);
    expect(verifyWebhookSecret(undefined, undefined)).toBe(false);
    expect(verifyWebhookSecret('anything', '')).toBe(false);
    expect(verifyWebhookSecret(undefined, 'configured')).toBe(false);
    expect(verifyWebhookSecret(null, 'configured')).toBe(false);
  });

  it('refuses a header sent twice', () => {
    expect(verifyWebhookSecret(['configured', 'configured'], 'configured')).toBe(false);
  });
});
