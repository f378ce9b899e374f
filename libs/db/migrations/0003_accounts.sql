-- Visitor accounts and their sign-in sessions (@kokoelma/accounts).
--
-- A user signs in either with a password (local accounts, the embedded default) or
-- through an OpenID Connect provider (production); OIDC users are found by the pair
-- (issuer, subject), never by e-mail, so a provider cannot take over a local account.
create table accounts_users (
  id uuid primary key default gen_random_uuid(),
  -- Lower-cased by the code before it is stored, so uniqueness ignores case. Null for an
  -- OIDC user whose provider gave no e-mail (or one another account already holds).
  email text unique,
  name text not null,
  given_name text not null,
  nickname text,
  -- An argon2id hash in PHC format; null for OIDC users.
  password_hash text,
  oidc_issuer text,
  oidc_subject text,
  created_at timestamptz not null default now(),
  constraint accounts_users_oidc_identity unique (oidc_issuer, oidc_subject),
  constraint accounts_users_can_sign_in check (password_hash is not null or oidc_subject is not null),
  constraint accounts_users_local_email check (password_hash is null or email is not null)
);

-- One row per signed-in browser. The id is the SHA-256 of the random token in the
-- cookie, so a copy of this table does not hold any cookie that would still work.
create table accounts_sessions (
  id text primary key,
  user_id uuid not null references accounts_users (id) on delete cascade,
  created_at timestamptz not null,
  -- Updated at most about once a minute: the idle lifetime counts from here.
  last_seen_at timestamptz not null,
  -- The absolute end of the session, however active it is.
  expires_at timestamptz not null
);

create index accounts_sessions_user on accounts_sessions (user_id);
create index accounts_sessions_expires on accounts_sessions (expires_at);
