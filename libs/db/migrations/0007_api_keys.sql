-- API keys of the public collection API (@kokoelma/accounts, createApiKeyService).
--
-- A developer requests a key by describing its intended use. The key is created in the
-- state 'CREATING' and becomes 'COMPLETE' (valid) when approved: by the server shortly
-- after the request (API_KEY_APPROVAL=auto, the embedded default) or by an operator with
-- `npm run apikey -- approve <id>` (API_KEY_APPROVAL=manual). A revoked key stays here
-- as 'REVOKED', so that the record of who held which key outlives it.
create table api_keys (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references accounts_users (id) on delete cascade,
  -- SHA-256 (hex) of the key. The key itself is shown to its owner once and never
  -- stored: a copy of this table holds no key that would work.
  key_hash text not null,
  -- The key's first characters ('kok_' and eight more), not secret: shown to the owner
  -- and the operator so that a key can be recognised without being known.
  key_prefix text not null,
  -- The intended use, as the developer wrote it: trimmed, 1–2,000 characters (checked by
  -- the code, which says why; the constraint only backs it up).
  description text not null,
  state text not null default 'CREATING',
  created_at timestamptz not null default now(),
  -- When the current secret was issued (the request, or the latest regeneration).
  issued_at timestamptz not null default now(),
  approved_at timestamptz,
  revoked_at timestamptz,
  constraint api_keys_state check (state in ('CREATING', 'COMPLETE', 'REVOKED')),
  constraint api_keys_hash_format check (key_hash ~ '^[0-9a-f]{64}$'),
  constraint api_keys_hash_unique unique (key_hash),
  constraint api_keys_description_length check (char_length(description) between 1 and 2000)
);

-- One key per user at a time: regeneration replaces its secret in place; after a
-- revocation the owner may request a new one.
create unique index api_keys_one_live_per_user on api_keys (user_id) where state <> 'REVOKED';
-- The approval job and the operator's list look for keys waiting to be approved.
create index api_keys_creating on api_keys (created_at) where state = 'CREATING';
