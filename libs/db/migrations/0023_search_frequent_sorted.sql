-- Frequent words' matches are stored in key order from now on (frequent-build.ts), so
-- that a search with facet filters reads only the runs of the facet codes it keeps: the
-- rows stored before go until the next rebuild of derived data recomputes them.
delete from collection_search_frequent;
