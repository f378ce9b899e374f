import type { Generated } from 'kysely';

/** The migrations already applied to this database. */
export interface MigrationsTable {
  id: string;
  checksum: string;
  applied_at: Generated<Date>;
}

/**
 * Every table the code queries, as Kysely sees it. Each migration in ../../migrations
 * that adds or changes a table changes its interface here in the same commit.
 */
export interface Tables {
  kokoelma_migrations: MigrationsTable;
  kokoelma_settings: SettingsTable;
  collection_objects: CollectionObjectsTable;
  collection_documents: CollectionDocumentsTable;
  collection_search_fi: CollectionSearchTable;
  collection_search_sv: CollectionSearchTable;
  collection_search_en: CollectionSearchTable;
  collection_people: CollectionPeopleTable;
  collection_object_people: CollectionObjectPeopleTable;
  collection_person_keys: CollectionPersonKeysTable;
  collection_predictions: CollectionPredictionsTable;
  collection_facet_counts: CollectionFacetCountsTable;
  collection_facet_cube: CollectionFacetCubeTable;
  collection_facet_keys: CollectionFacetKeysTable;
  collection_search_frequent: CollectionSearchFrequentTable;
  collection_year_histogram: CollectionYearHistogramTable;
  collection_text_counts: CollectionTextCountsTable;
  collection_source_ids: CollectionSourceIdsTable;
  collection_object_history: CollectionObjectHistoryTable;
  collection_search_words: CollectionSearchWordsTable;
  collection_search_people: CollectionSearchPeopleTable;
  collection_object_images: CollectionObjectImagesTable;
  collection_object_colours: CollectionObjectColoursTable;
  collection_update_queue: CollectionUpdateQueueTable;
  accounts_users: AccountsUsersTable;
  accounts_sessions: AccountsSessionsTable;
  accounts_email_verifications: AccountsEmailVerificationsTable;
  galleries: GalleriesTable;
  gallery_objects: GalleryObjectsTable;
  outbox: OutboxTable;
  api_keys: ApiKeysTable;
}

/** A tsvector column: written with SQL expressions, read only inside SQL. */
type TsVector = string;

/** One collection object: the narrow columns that filters and sorting read. */
export interface CollectionObjectsTable {
  id: number;
  museum: string;
  category: string | null;
  year_from: number | null;
  year_to: number | null;
  acquisition_year: number | null;
  has_image: boolean;
  on_display_museum: string | null;
  inventory_number: string | null;
  title_sort: string;
  quality: number;
  import_run: number;
  updated_at: Generated<Date>;
  /** The named import source (0026); null: the default source. */
  source_name: Generated<string | null>;
}

/** Each object's previous versions, one per change an import made (0027). */
export interface CollectionObjectHistoryTable {
  id: Generated<number>;
  object_id: number;
  run: number;
  changed_at: Generated<Date>;
  change: 'create' | 'update' | 'delete';
  fields: Generated<string[]>;
  previous: unknown;
  previous_source: string | null;
  /** The update-queue item that made the change (0028); null for an import's. */
  queue_item: number | null;
}

/** The object id of each record id of a named import source (0026). */
export interface CollectionSourceIdsTable {
  source: string;
  source_id: string;
  object_id: number;
}

/** The imported record of each object, as JSON. */
export interface CollectionDocumentsTable {
  id: number;
  /** json: the record as imported. */
  doc: unknown;
  /** jsonb: the titles and term lists that filters and derived data query (0006). */
  facts: unknown;
}

/**
 * One language's search document of each object, beside copies of the object's columns
 * that filters, facets and sorting read (0006_search_speed), so that a text search reads
 * only this table.
 */
export interface CollectionSearchTable {
  id: number;
  /**
   * bigint (0009_search_keys): facet code * 2^44 + (15 - quality) * 2^32 + id — what a
   * text search needs of each match besides its relevance, as one number. Beyond
   * JavaScript's safe integers: read only inside SQL.
   */
  match_key: string;
  year_from: number | null;
  year_to: number | null;
  acquisition_year: number | null;
  quality: number;
  has_image: boolean;
  museum: string;
  category: string | null;
  on_display_museum: string | null;
  title_sort: string;
  /** The title's lexemes only: the test for "the words are in the title". */
  title_search: TsVector;
  /** People's names, creators weighted A, others B (0012_search_relevance.sql). */
  names_search: Generated<TsVector>;
  search: TsVector;
}

/** A person connected to objects. */
export interface CollectionPeopleTable {
  id: string;
  first_name: string | null;
  family_name: string | null;
  display_name: string;
  birth_year: number | null;
  death_year: number | null;
  /** Where the person was born and died, as the records write them (0030_people_places.sql). */
  birth_place: string | null;
  death_place: string | null;
  /** The same person in other authority files, as links (0031_people_same_as.sql). */
  same_as: Generated<string[]>;
  /** Other spellings of the name that records merged into the person wrote (0032_people_other_names.sql). */
  other_names: Generated<string[]>;
  search: TsVector;
  /** The normalised name that imports match people by (0011_people_authorities.sql). */
  name_key: string | null;
  /** The first letters of the name's words, sorted (0019_people_initials.sql). */
  initials_key: string | null;
}

/** Every source id that named a person → the person it was merged into. */
export interface CollectionPersonKeysTable {
  key: string;
  person_id: string;
}

/** Who took part in which object, in which role. */
export interface CollectionObjectPeopleTable {
  object_id: number;
  person_id: string;
  role_fi: string | null;
}

/** Texts offered as search predictions, with how many objects carry each. */
export interface CollectionPredictionsTable {
  lang: string;
  kind: string;
  text: string;
  objects: number;
  search: TsVector;
}

/**
 * The facet key of each code in the search tables' `match_key` (0009_search_keys): codes
 * are added by imports and never change or go away.
 */
export interface CollectionFacetKeysTable {
  code: Generated<number>;
  /** 'museum|category|display museum|0 or 1 (has image)', empty for null. */
  facet: string;
}

/**
 * The match keys of the words most of the collection holds, per language, as the text
 * search's bitmap scan returns them (0010_search_frequent_words.sql); rebuilt after each
 * import.
 */
/** The collection's own words and their stems: typo and compound dictionary (0012). */
export interface CollectionSearchWordsTable {
  word: string;
  objects: number;
  stem_fi: string | null;
  stem_sv: string | null;
  stem_en: string | null;
}

/** Each person's number of objects, for the people beside search results (0013). */
export interface CollectionSearchPeopleTable {
  person_id: string;
  objects: number;
}

export interface CollectionSearchFrequentTable {
  lang: string;
  word: string;
  matches: Uint8Array;
  /** The answer (0015): matches per facet code, and the first ids in relevance order. */
  counts: Array<[number, number]> | null;
  top: number[] | null;
  /** The word's stem and compound stems its matches were computed with (0025); null: unknown. */
  stem: string | null;
  compounds: string[] | null;
}

/** The timeline of the empty query, precomputed at import (0022_search_timeline). */
export interface CollectionYearHistogramTable {
  range_min: number;
  range_max: number;
  bar_years: number | null;
  /** [first year of the bar, count] of each bar, in order; null without a timeline. */
  bars: Array<[number, number]> | null;
}

/** Each keyword, material and classification with its objects, per language (0025). */
export interface CollectionTextCountsTable {
  kind: string;
  lang: string;
  text: string;
  objects: number;
}

/** Facet counts of the whole collection, recomputed after each import. */
export interface CollectionFacetCountsTable {
  facet: string;
  value: string;
  objects: number;
}

/** Which object holds an image (0016_update_queue): the image download's licence lookup. */
export interface CollectionObjectImagesTable {
  image_id: string;
  object_id: number;
}

/** One dominant colour of an object's first image (0021_object_colours). */
export interface CollectionObjectColoursTable {
  object_id: number;
  position: number;
  image_id: string;
  bin: number;
  l: number;
  a: number;
  b: number;
  share: number;
  hex: string;
}

/** One item of the update queue (0016_update_queue), applied in id order. */
export interface CollectionUpdateQueueTable {
  /** bigint: read it through Number() (drivers may give a string). */
  id: Generated<number>;
  kind: 'record' | 'delete' | 'content';
  /** 'object:<id>' or 'content:<entry id>'. */
  subject: string;
  object_id: number | null;
  entry_id: string | null;
  format: 'museum-json' | 'lido' | null;
  /** jsonb: the record as its importer read it (kind 'record'). */
  payload: unknown;
  digest: string;
  status: Generated<'pending' | 'applied' | 'failed'>;
  attempts: Generated<number>;
  error: string | null;
  received_at: Generated<Date>;
  finished_at: Date | null;
}

/** A visitor account: local (password) or from an OpenID Connect provider. */
export interface AccountsUsersTable {
  id: Generated<string>;
  /** Lower-cased; null for an OIDC user without a free e-mail address. */
  email: string | null;
  name: string;
  given_name: string;
  nickname: string | null;
  /** argon2id, PHC format; null for OIDC users. */
  password_hash: string | null;
  oidc_issuer: string | null;
  oidc_subject: string | null;
  created_at: Generated<Date>;
  /** When the address was shown to be the user's (0014); null: not (yet). */
  email_verified_at: Date | null;
}

/** A pending e-mail verification (0014); `id` is the SHA-256 (hex) of the link's token. */
export interface AccountsEmailVerificationsTable {
  id: string;
  user_id: string;
  email: string;
  created_at: Generated<Date>;
  expires_at: Date;
}

/** A signed-in browser; `id` is the SHA-256 (hex) of the cookie's token. */
export interface AccountsSessionsTable {
  id: string;
  user_id: string;
  created_at: Date;
  last_seen_at: Date;
  expires_at: Date;
}

/** Objects per combination of the values that word-less filters ask for. */
export interface CollectionFacetCubeTable {
  museum: string;
  category: string | null;
  on_display_museum: string | null;
  has_image: boolean;
  year_from: number | null;
  /** year_to, or year_from for an object of one year. */
  year_end: number | null;
  objects: number;
}

/** A user's gallery or favourites list (0005_galleries); a larger id is a newer one. */
export interface GalleriesTable {
  id: Generated<number>;
  user_id: string;
  kind: 'gallery' | 'favourites';
  name: string;
  /** The shared view's path id: 128 random bits, base64url. */
  slug: string;
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
  /** 0008_gallery_curation: at most 2,000 characters. */
  description: Generated<string>;
  visibility: Generated<'private' | 'link' | 'public'>;
  /** The edit link's token (128 random bits), or null when there is none. */
  edit_token: string | null;
  /** Deleted (restorable for 30 days) since then; null while in use. */
  deleted_at: Date | null;
}

/** An artwork in a gallery; object_id has no foreign key (objects may leave the collection). */
export interface GalleryObjectsTable {
  gallery_id: number;
  object_id: number;
  added_at: Generated<Date>;
  /** The owner's order, ascending (0008). */
  position: Generated<number>;
  /** The owner's note on the artwork, at most 1,000 characters (0008). */
  note: Generated<string>;
}

/** E-mail waiting to be sent (recorded only, in the embedded default). */
export interface OutboxTable {
  id: Generated<number>;
  to_address: string;
  subject: string;
  body: string;
  sender_user_id: string | null;
  created_at: Generated<Date>;
  sent_at: Date | null;
  /** Failed SMTP deliveries so far (0008). */
  attempts: Generated<number>;
  last_attempt_at: Date | null;
  last_error: string | null;
}

/** Database-level facts, by key (JSON values). */
export interface SettingsTable {
  key: string;
  value: unknown;
  updated_at: Generated<Date>;
}

/** A developer's key of the public API (0007_api_keys); only its hash is stored. */
export interface ApiKeysTable {
  id: Generated<string>;
  user_id: string;
  /** SHA-256 (hex) of the key. */
  key_hash: string;
  /** The key's first characters, not secret: how owner and operator recognise it. */
  key_prefix: string;
  /** The intended use, 1–2,000 characters. */
  description: string;
  state: Generated<'CREATING' | 'COMPLETE' | 'REVOKED'>;
  created_at: Generated<Date>;
  /** When the current secret was issued (request or latest regeneration). */
  issued_at: Generated<Date>;
  approved_at: Date | null;
  revoked_at: Date | null;
}
