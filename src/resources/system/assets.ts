import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { ProblemError } from '../../contract/problem-error.js';
import { rawReply } from '../../contract/route.js';
import type { RouteDefinition } from '../../contract/route.js';

/** The pages' own files, served as written: plain CSS and JavaScript, no build step. */
const FILES: Readonly<Record<string, string>> = {
  'fieldlog.css': 'text/css; charset=utf-8',
  'fieldlog.js': 'text/javascript; charset=utf-8',
};

const FOLDER = new URL('../../pages/assets/', import.meta.url);

/**
 * GET /assets/{file}. Read once at start-up, so a missing file stops the start rather than a page.
 * Browsers keep them for an hour, so a new release reaches every open browser within the hour.
 */
export function assetRoutes(): RouteDefinition[] {
  const assets = new Map(
    Object.entries(FILES).map(([file, type]) => {
      const body = readFileSync(fileURLToPath(new URL(file, FOLDER)));
      return [file, { type, body }];
    }),
  );
  return [
    {
      method: 'GET',
      access: 'public',
      path: '/assets/:file',
      name: 'asset',
      input: 'none',
      summary: "The pages' style sheet and script",
      response: { kind: 'raw', mediaTypes: [...new Set(Object.values(FILES).map((t) => t.split(';')[0]!))] },
      problems: ['route-not-found'],
      handler: async ({ params }) => {
        const asset = Object.hasOwn(FILES, params.file!) ? assets.get(params.file!) : undefined;
        if (asset === undefined) {
          throw new ProblemError(
            'route-not-found',
            `/assets/ has no file "${params.file!.slice(0, 64)}"; it holds ${Object.keys(FILES).join(' and ')}.`,
            { collections: [] },
          );
        }
        return rawReply(asset.type, asset.body, { 'Cache-Control': 'public, max-age=3600' });
      },
    },
  ];
}
