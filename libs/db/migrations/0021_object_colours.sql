-- Search by colour (issue 23, item 2): the dominant colours of each object's first image
-- (libs/collection images/palette.ts), computed once the image's original is on disk —
-- after an import that harvested it, or once the demo images are drawn. `position` 0 is
-- the largest share. `l`, `a`, `b` are the colour in OKLab; `bin` is its cell in a coarse
-- OKLab grid (colourBin in palette.ts), so a colour search reads only the cells near the
-- chosen colour through the index, then measures the exact distance. `image_id` says
-- which image the colours are of: a re-import that changes the first image recomputes.
create table collection_object_colours (
  object_id integer not null references collection_objects (id) on delete cascade,
  position smallint not null,
  image_id text not null,
  bin smallint not null,
  l real not null,
  a real not null,
  b real not null,
  share real not null,
  hex text not null,
  primary key (object_id, position)
);
create index collection_object_colours_bin on collection_object_colours (bin, object_id);
