// Made-up records of the museum's open API format for the tests. Not used by the importers.

/** A valid image in the open API's shape; tests override single fields. */
export function image(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    id: 1,
    license: 'CC0',
    filename_extension: '.jpg',
    width: 1000,
    height: 800,
    size: 12345,
    image_version: 1,
    isRiaDisplayImage: true,
    ordinal: 1,
    photographer_name: 'Kuvaaja Kalle',
    address: null,
    ...overrides,
  };
}
