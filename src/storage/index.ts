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
export { CursorError, IDEMPOTENCY_KEY_TTL_MS, MissingReferenceError, ReferencedRowError, StorageUnavailableError } from './store.js';
export type { NamedReference, ReferenceReads, Referrers } from './store.js';
export type { RequestCounts, RequestHits } from './store.js';
export type { CommitGroupFigures, PoolFigures, StorageFigures } from './store.js';
export type { Identity, KeyRecord, SessionRecord, UserRecord } from './store.js';
export type { AttemptRecord, DueDelivery, Webhook, WebhookAttempt, WebhookDelivery, WebhookStore } from './store.js';
export { migrateDatabase, openApiKeys, openStore, openUsers } from './open-store.js';
export { ApiKeys, CREDENTIAL_NAME, SCOPES, hashKey, sameHash } from './api-keys.js';
export type { ApiKeyListing, Scope } from './api-keys.js';
export { MIN_PASSWORD_LENGTH, ROLES, Users, checkNewUser } from './users.js';
export type { Role, UserListing } from './users.js';
export { hashPassword, verifyAgainstNothing, verifyPassword } from './passwords.js';
export { SESSION_IDLE_MS, SESSION_LIFETIME_MS } from './identity.js';
export type { StoreOptions } from './open-store.js';
export type { SqliteSynchronous, SqliteWriter } from './sqlite/database.js';
export type { CommitProbe } from './sqlite/writer/commit-probe.js';
export { encodeCursor, decodeCursor } from './cursor.js';
export { COLUMNS, COLLECTION_NAMES, ROW_HEAD, SERVER_COLUMNS, getColumns, isCollectionName, valueIndex } from './columns.js';
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
export { isReferenced, isReferencing, namedReferences } from './references.js';
