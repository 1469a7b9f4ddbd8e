export { createPages } from './page-table.js';
export type { SiteCollection } from './site.js';
