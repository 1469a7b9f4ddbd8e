export type {
  CollectionName,
  CollectionStore,
  CursorErrorReason,
  FieldValue,
  IdempotentInsert,
  Page,
  RowValues,
  Store,
  StoredRow,
  ValuesPage,
} from './store.js';
export { CursorError, IDEMPOTENCY_KEY_TTL_MS, StorageUnavailableError } from './store.js';
export type { RequestCounts, RequestHits } from './store.js';
export { migrateDatabase, openApiKeys, openStore } from './open-store.js';
export { ApiKeys, SCOPES, hashKey, sameHash } from './api-keys.js';
export type { ApiKeyListing, Scope } from './api-keys.js';
export type { StoreOptions } from './open-store.js';
export type { SqliteSynchronous, SqliteWriter } from './sqlite/database.js';
export type { CommitProbe } from './sqlite/writer/commit-probe.js';
export { encodeCursor, decodeCursor } from './cursor.js';
export { COLUMNS, COLLECTION_NAMES, getColumns, isCollectionName, valueIndex } from './columns.js';
export type { Column, ColumnType } from './columns.js';
export type {
  AreaSummary,
  BoundingBox,
  KeysetPage,
  LocationQueries,
  LocationSearch,
  NamedQueries,
  NearbyLocation,
  PageRequest,
  ReadingQueries,
  ReadingSearch,
} from './queries.js';
