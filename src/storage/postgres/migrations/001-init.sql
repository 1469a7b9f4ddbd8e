-- 001 (PostgreSQL): the two collections, column for column as SQLite's 001 (src/storage/columns.ts).
--
-- Text is compared byte by byte (COLLATE "C"), as SQLite's BINARY does: ids, areas and the time keys
-- order keyset pages, and a locale's collation would order them differently from SQLite, and from
-- one server's locale to another's. Times stay text exactly as the client sent them (offsets
-- included), so a row reads back the same on both engines. Integers are bigint: SQLite's INTEGER
-- holds 64 bits, and the parameters reach 2^53 - 1.

CREATE TABLE locations (
  id          text COLLATE "C" NOT NULL PRIMARY KEY,
  created_at  text NOT NULL,
  updated_at  text NOT NULL,
  longitude   double precision,
  latitude    double precision,
  altitude    double precision,
  speed       double precision,
  "timestamp" text COLLATE "C"
);

CREATE TABLE readings (
  id          text COLLATE "C" NOT NULL PRIMARY KEY,
  created_at  text NOT NULL,
  updated_at  text NOT NULL,
  "time"      text COLLATE "C",
  area        text COLLATE "C",
  mean        double precision,
  good        bigint,
  "number"    bigint,
  seen        bigint,
  span        double precision,
  std_dev     double precision
);
