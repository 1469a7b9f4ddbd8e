export { buildOpenApiDocument } from './document.js';
export { newestVersion } from './versions.js';
export type { DocumentOptions } from './document.js';
export { docsRoutes } from './routes.js';
export { routeProblems, FALLBACK_PROBLEMS } from './route-problems.js';
export { toTemplate } from './shape.js';
