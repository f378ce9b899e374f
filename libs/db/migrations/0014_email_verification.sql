-- Verified e-mail addresses (issue 18, item 5): the site sends mail on a user's behalf
-- (a gallery shared by e-mail) only when the user has shown the address is theirs, by
-- opening the link of a verification e-mail. OIDC accounts count as verified (their
-- provider vouches for the address); local accounts that existed before this migration
-- are unverified until they verify (they can ask for a new link).
alter table accounts_users add column email_verified_at timestamptz;

-- One pending verification per user: the SHA-256 (hex) of the link's random token, so a
-- copy of this table holds no link that would still work. A token is single-use (deleted
-- when used) and expires; it verifies only the address it was sent to.
create table accounts_email_verifications (
  id text primary key,
  user_id uuid not null unique references accounts_users (id) on delete cascade,
  email text not null,
  created_at timestamptz not null default now(),
  expires_at timestamptz not null
);
