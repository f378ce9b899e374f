import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

describe('loadConfig', () => {
  it('runs with no environment at all: the embedded defaults', () => {
    const config = loadConfig({});
    expect(config.PORT).toBe(3000);
    expect(config.HOST).toBe('localhost');
    expect(config.publicUrl).toBe('http://localhost:3000');
    expect(config.secure).toBe(false);
  });

  it('reads numbers from strings and treats empty values as unset', () => {
    const config = loadConfig({ PORT: '8080', HOST: '', PUBLIC_URL: 'https://kokoelma.example' });
    expect(config.PORT).toBe(8080);
    expect(config.HOST).toBe('localhost');
    expect(config.secure).toBe(true);
  });

  it('names every bad variable at once', () => {
    try {
      loadConfig({ PORT: 'eighty', LOG_LEVEL: 'loud', PUBLIC_URL: 'ftp://x/' });
      expect.unreachable('a bad configuration must not load');
    } catch (error) {
      expect(error).toBeInstanceOf(ConfigError);
      const message = (error as ConfigError).message;
      expect(message).toContain('PORT');
      expect(message).toContain('LOG_LEVEL');
      expect(message).toContain('PUBLIC_URL');
    }
  });
});
