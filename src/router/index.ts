export { Router } from './router.js';
export type { FindResult, RouteEntry, RouterLike } from './router.js';
export { describeRouter } from './describe.js';
export { parsePattern } from './pattern.js';
export type { ParsedPattern, PatternSegment } from './pattern.js';
