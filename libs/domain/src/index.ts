// Public API of @kokoelma/domain, grouped by topic. Only what is listed here is public.

// Languages and localized text
export {
  LANGUAGES,
  DEFAULT_LANGUAGE,
  LANGUAGE_FALLBACKS,
  isLanguage,
  fallbackOrder,
} from './lib/languages.js';
export type { Language } from './lib/languages.js';
export {
  MISSING_TEXT,
  isMissing,
  localized,
  localizedString,
  textIn,
  firstFound,
} from './lib/localized.js';
export type {
  LocalizedText,
  LocalizedValue,
  LocalizedResult,
  MissingText,
} from './lib/localized.js';
export { MISSING_TITLE, objectTitle } from './lib/object-title.js';
export type { Titled } from './lib/object-title.js';

// Categories
export {
  CATEGORIES,
  CATEGORY_LABELS,
  isCategory,
  categoryFromFinnishName,
  categoryFromRecord,
  categoryLabel,
} from './lib/categories.js';
export type { Category, CategoryRecord } from './lib/categories.js';

// People, roles, names, letters
export {
  UNKNOWN_AUTHOR,
  personDisplayName,
  authorsOrUnknown,
  personAttribution,
} from './lib/people.js';
export type { Person, UnknownAuthor } from './lib/people.js';
export { KNOWN_ROLES, knownRoleKey, roleLabel } from './lib/roles.js';
export type { PersonRole } from './lib/roles.js';
export { compareNamesFi, sortByNameFi } from './lib/collation.js';
export { PHOTO_CREDIT_PREFIX, letterAddress, photographerCredit } from './lib/letters.js';
export type { LetterAddress } from './lib/letters.js';

// Measurements and durations
export {
  LENGTH_UNITS,
  UNIT_TO_CM,
  DEFAULT_SIZE_CM,
  FULL_LIST_MAX_SORT_LNU,
  isLengthUnit,
  toCentimetres,
  fromCentimetres,
  isMainMeasure,
  mainMeasures,
  isShownInFullList,
  fullListMeasures,
  averageSize,
} from './lib/measurements.js';
export type { LengthUnit, Dimension } from './lib/measurements.js';
export { DIMENSION_SEPARATOR, formatDimensions } from './lib/format-dimensions.js';
export {
  SCALE_DRAWING_HEIGHT,
  SCALE_DRAWING_MAX_WIDTH,
  SCALE_PERSON_CM,
  scaleDrawing,
  scaleDrawingSize,
} from './lib/scale-drawing.js';
export type { ScaleBox, ScaleDrawing } from './lib/scale-drawing.js';
export { DURATION_UNITS, durationParts, formatDuration } from './lib/duration.js';
export type { DurationParts, DurationUnits } from './lib/duration.js';

// Images
export { imageDescription, knownAbout } from './lib/image-description.js';
export type { Described, KnownAbout } from './lib/image-description.js';
export {
  IMAGE_FORMATS,
  CONTENT_IMAGE_WIDTHS,
  CONTENT_IMAGE_QUALITY,
  OG_IMAGE_SIZE,
  DISPLAY_IMAGE_WIDTH_DEFAULT,
  DISPLAY_IMAGE_WIDTH_LARGE,
  isValidImage,
  imageFilename,
  imageUrl,
  isPortrait,
  displayImageWidth,
} from './lib/images.js';
export type { Image, ImageFormat, ImageUrlOptions } from './lib/images.js';
export { inventoryNumberLastNumber, isSketchbook, sketchbookImages } from './lib/sketchbook.js';
export type { WithImages, SketchbookCandidate, SketchbookChild } from './lib/sketchbook.js';

// IIIF (Image API 3, Presentation API 3) and rights URIs
export {
  IIIF_PATH,
  IIIF_IMAGE_CONTEXT,
  IIIF_PRESENTATION_CONTEXT,
  IIIF_IMAGE_MEDIA_TYPE,
  IIIF_PRESENTATION_MEDIA_TYPE,
  iiifImageServiceId,
  iiifImageInfoUrl,
  objectManifestUrl,
  galleryManifestUrl,
} from './lib/iiif.js';
export {
  LINKED_ART_CONTEXT,
  LINKED_ART_MEDIA_TYPE,
  PERSISTENT_ID_PATH,
  persistentObjectId,
  persistentPersonId,
} from './lib/persistent-ids.js';
export {
  CC0_URI,
  licenceAllowsDownload,
  PUBLIC_DOMAIN_MARK_URI,
  IN_COPYRIGHT_URI,
  isRightsUri,
  rightsUri,
} from './lib/rights.js';
export {
  mergeSameAs,
  sameAsName,
  sameAsUri,
  SAME_AS_LIMIT,
  SAME_AS_MAX_LENGTH,
} from './lib/same-as.js';

// Dates and years
export { MUSEUM_TIME_ZONE, calendarDateOf, isRealDate } from './lib/calendar-date.js';
export type { CalendarDate } from './lib/calendar-date.js';
export { formatDate, objectDate } from './lib/dates.js';
export type { FormatDateOptions, Dated } from './lib/dates.js';
export { YEAR_MIN, yearRange, clampYear } from './lib/years.js';
export type { YearRange } from './lib/years.js';

// Museums and colours
export {
  MUSEUM_IDS,
  MUSEUMS,
  DEFAULT_MUSEUM,
  isMuseumId,
  museumName,
  museumFromOrganisation,
} from './lib/museums.js';
export type { MuseumId, Museum, BrandColours } from './lib/museums.js';
export {
  WCAG_AA_CONTRAST,
  InvalidColourError,
  relativeLuminance,
  contrastRatio,
} from './lib/colour-contrast.js';

// Search, layout and limits
export { DISPLAY_FILTERS, isDisplayFilter } from './lib/display-filters.js';
export type { DisplayFilter } from './lib/display-filters.js';
export { LAYOUT_CHOICES, isLayoutChoice } from './lib/layout-choices.js';
export type { LayoutChoice } from './lib/layout-choices.js';
export {
  BREAKPOINTS,
  CONTENT_MAX_WIDTH,
  LIMITED_CONTENT_WIDTH,
  HEADER_HEIGHT,
  HEADER_HEIGHT_TABLET,
  HEADER_HIDE_THRESHOLD,
  mediaFrom,
  headerHeight,
  isDesktopMenu,
  isHeaderHidden,
} from './lib/layout.js';
export type { Breakpoint } from './lib/layout.js';
export {
  PAGE_SIZE,
  CONTENT_FETCH_LIMIT,
  PREDICTION_DEBOUNCE_MS,
  CONTENT_SEARCH_DEBOUNCE_MS,
  LOADING_INDICATOR_DELAY_MS,
  ANALYTICS_CHECK_INTERVAL_MS,
  CHUNK_TIMEOUT_MS,
  nextPageIds,
} from './lib/limits.js';

// Lists and galleries
export {
  appendWithoutDuplicates,
  compareIdsNewestFirst,
  upsertGallery,
  galleryHasObject,
  objectLinkMap,
} from './lib/list-rules.js';
export type { Id, WithId, ObjectLinkEntry, ObjectLink } from './lib/list-rules.js';

// Errors, HTTP and retries
export { DomainError } from './lib/domain-error.js';
export { HttpError, isNotFoundError } from './lib/http-error.js';
export {
  RETRY_MAX_ATTEMPTS,
  RETRY_BASE_DELAY_MS,
  RETRY_FACTOR,
  retryDelay,
  shouldRetry,
  withRetry,
} from './lib/retry.js';
export type { RetryOptions } from './lib/retry.js';
export {
  CHUNK_RETRY_BASE_MS,
  CHUNK_RETRY_MAX_BASE_MS,
  ChunkTimeoutError,
  chunkRetryDelay,
  retryLazy,
} from './lib/lazy-retry.js';
export type { RetryLazyOptions } from './lib/lazy-retry.js';
export { sleep, startTimer } from './lib/sleep.js';
export type { Sleep, Timer } from './lib/sleep.js';

// Content, API keys, browsers
export {
  RICH_TEXT_ASSET_TYPES,
  isSupportedRichTextAsset,
  UnsupportedAssetError,
} from './lib/rich-text-assets.js';
export type { RichTextAssetType } from './lib/rich-text-assets.js';
export { API_KEY_COMPLETE_STATE, apiKeyState } from './lib/api-key.js';
export type { ApiKeyState } from './lib/api-key.js';
export {
  SUPPORTED_BROWSERS,
  USER_AGENT_MAX_LENGTH,
  browserFromUserAgent,
  isUnsupportedBrowser,
} from './lib/browsers.js';
export type { BrowserName, BrowserVersion } from './lib/browsers.js';
