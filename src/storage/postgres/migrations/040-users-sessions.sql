-- 040 (PostgreSQL): people, their sessions and failed sign-ins, as SQLite's 040 (the reasons are
-- there). Milliseconds since the epoch need bigint.
CREATE TABLE users (
  name          text COLLATE "C" PRIMARY KEY,
  role          text NOT NULL CHECK (role IN ('viewer', 'editor', 'admin')),
  password_hash text COLLATE "C" NOT NULL,
  created_at    text NOT NULL
);

CREATE TABLE sessions (
  id_hash      text COLLATE "C" PRIMARY KEY,
  user_name    text COLLATE "C" NOT NULL,
  created_at   bigint NOT NULL,
  last_seen_at bigint NOT NULL
);

CREATE INDEX sessions_user_name ON sessions (user_name);

CREATE TABLE sign_in_failures (
  subject text COLLATE "C" NOT NULL,
  at      bigint NOT NULL
);

CREATE INDEX sign_in_failures_subject_at ON sign_in_failures (subject, at);
