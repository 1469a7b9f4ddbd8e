export type { CollectionName, CollectionStore, CursorErrorReason, FieldValue, Page, Store, StoredRow } from './store.js';
export { CursorError } from './store.js';
export { openStore } from './open-store.js';
export { encodeCursor, decodeCursor } from './cursor.js';
export { COLUMNS, COLLECTION_NAMES, isCollectionName } from './columns.js';
export type { Column, ColumnType } from './columns.js';
