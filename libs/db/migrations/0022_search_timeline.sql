-- The timeline of the whole collection (the search page without words or filters),
-- precomputed at each import (year-histogram.ts, refreshYearHistogram): the bars that
-- yearHistogram computes for the empty query over the year range it was asked for
-- (`range_min` … `range_max`: 1300 … the import's year). The empty query's search reads
-- its counts precomputed too, so an uncached front search no longer spends as much on
-- its timeline as on itself (on PGlite, one connection, the two run one after the other).
-- Derived data: rebuilt with the facet cube it is counted from (after an import, and
-- after changes through the update queue).
create table collection_year_histogram (
  range_min integer not null,
  range_max integer not null,
  -- Null when no object has a production year (no timeline).
  bar_years integer,
  bars json,
  primary key (range_min, range_max)
);
