// One numbered sequence of migrations for every engine (issue 16): version N has a file of the same
// name in src/storage/sqlite/migrations/ and in src/storage/postgres/migrations/, each in its
// engine's dialect, applied in version order and recorded in schema_migrations. A unit test holds the
// two folders to the same names, so neither engine can gain a version the other lacks.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

export interface Migration {
  version: number;
  name: string;
  sql: string;
}

const FILE_NAME = /^(\d+)-[a-z0-9-]+\.sql$/;

export function readMigrations(directory: string): Migration[] {
  const migrations = readdirSync(directory)
    .filter((name) => name.endsWith('.sql'))
    .map((name): Migration => {
      const match = FILE_NAME.exec(name);
      if (match === null) {
        throw new Error(`Migration file "${name}" must be named like 002-search-indexes.sql (number, dash, lower-case words).`);
      }
      return { version: Number(match[1]), name, sql: readFileSync(join(directory, name), 'utf8') };
    })
    .sort((a, b) => a.version - b.version);
  migrations.forEach((migration, index) => {
    const previous = migrations[index - 1];
    if (previous !== undefined && previous.version === migration.version) {
      throw new Error(`Migrations "${previous.name}" and "${migration.name}" share version ${migration.version}.`);
    }
  });
  return migrations;
}
