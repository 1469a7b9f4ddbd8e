-- 040: people, their sessions and failed sign-ins (issue 17, INTERFACE.md §8). A password is kept
-- only as scrypt's output with its salt (src/storage/passwords.ts); a session only as the SHA-256 of
-- its id, so the table gives nobody a cookie. Times of sessions and failures are milliseconds since
-- the epoch, which expiry and throttling compare with arithmetic. No foreign key: removing a person
-- deletes their sessions in the same transaction (src/storage/users.ts), and a session whose person
-- is gone is never found, since finding one joins users (src/storage/identity.ts).
CREATE TABLE users (
  name          TEXT PRIMARY KEY,
  role          TEXT NOT NULL CHECK (role IN ('viewer', 'editor', 'admin')),
  password_hash TEXT NOT NULL,
  created_at    TEXT NOT NULL
) STRICT;

CREATE TABLE sessions (
  id_hash      TEXT PRIMARY KEY,
  user_name    TEXT NOT NULL,
  created_at   INTEGER NOT NULL,
  last_seen_at INTEGER NOT NULL
) STRICT;

CREATE INDEX sessions_user_name ON sessions (user_name);

-- One row per failed sign-in per subject (`name:…`, `address:…`): throttling counts the rows of a
-- window, and rows far older than any window are deleted as new ones come.
CREATE TABLE sign_in_failures (
  subject TEXT NOT NULL,
  at      INTEGER NOT NULL
) STRICT;

CREATE INDEX sign_in_failures_subject_at ON sign_in_failures (subject, at);
