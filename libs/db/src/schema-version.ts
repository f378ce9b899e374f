/** Bumped with every migration that changes what the code may assume of the schema. */
// 3: accounts_users and accounts_sessions (0003_accounts).
// 5: galleries, gallery_objects and outbox (0005_galleries).
// 6: search tables carry filter/sort columns, facet cube, documents' facts (0006_search_speed).
// 7: api_keys (0007_api_keys).
// 8: gallery description, visibility, edit link, soft delete; artwork order and notes;
//    outbox delivery attempts (0008_gallery_curation).
// 9: search tables' match_key and collection_facet_keys replace browse_key and facet
//    (0009_search_keys).
// 10: collection_search_frequent, the precomputed matches of frequent words
//     (0010_search_frequent_words).
export const SCHEMA_VERSION = 10;
