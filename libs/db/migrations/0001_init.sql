-- Settings that belong to the database itself rather than to a deployment, such as
-- when the demo collection was generated (so a restart does not generate it again).
create table kokoelma_settings (
  key text primary key,
  value jsonb not null,
  updated_at timestamptz not null default now()
);
