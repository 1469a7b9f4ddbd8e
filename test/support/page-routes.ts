// Issue 23: the pages a browser can open, read from the app's own route table, so that a page added
// by a new GET route is checked for accessibility without a new test. A route is a page when a
// browser asking for text/html gets HTML: every envelope answer (the pipeline renders those as
// pages) and every raw answer declared as text/html (the forms).
import { createApp } from '../../src/app.js';
import type { RouteDefinition } from '../../src/contract/route.js';
import { COLLECTIONS } from '../../src/resources/index.js';
import { openStore } from '../../src/storage/index.js';
import type { ParameterSpec } from '../../src/versioning/index.js';

/** Pages the server serves but does not render, with the reason they are left to others. */
export const NOT_OURS: Readonly<Record<string, string>> = {
  docs: "Swagger UI draws /docs in the browser from swagger-ui-dist; its markup is the package's (test/e2e/swagger-ui.browser.test.ts covers that it works)",
};

/** One GET route that answers a page: its pattern, and the query its call requires, from the registry's examples. */
export interface PageRoute {
  name: string;
  pattern: string;
  /** `:id`, `:type`: the path parameters the caller must give values for. */
  params: string[];
  /** Required parameters of the newest version of the route's call, each with its example. */
  query: Record<string, string>;
}

/** A collection, and a resource of it made of the registry's examples, to give `:id` a value. */
export interface ExampleResource {
  collection: string;
  version: number;
  fields: Record<string, unknown>;
  /** The version's parameters, for what a field references (test/support/references.ts). */
  parameters: Readonly<Record<string, ParameterSpec>>;
}

export interface SiteMap {
  routes: PageRoute[];
  examples: ExampleResource[];
}

/** The GET routes that answer a page, in the route table's order (NOT_OURS left out), and an example of each collection. */
export async function readSiteMap(): Promise<SiteMap> {
  // A throw-away store: the table is built from code, but its routes close over a store.
  const store = await openStore(':memory:');
  try {
    const { router, registry } = createApp({ store });
    const examples = COLLECTIONS.map((collection) => {
      const newest = registry.newest(collection.call.name);
      const fields = Object.fromEntries(Object.entries(newest.parameters).map(([name, spec]) => [name, spec.example]));
      return { collection: collection.name, version: newest.version, fields, parameters: newest.parameters };
    });
    const routes = router
      .routes()
      .map((entry) => entry.value)
      .filter((route) => route.method === 'GET' && answersHtml(route) && !Object.hasOwn(NOT_OURS, route.name))
      .map((route) => {
        const parameters = route.call === undefined ? {} : registry.newest(route.call).parameters;
        const required = Object.entries(parameters).filter(([, spec]) => spec.required === true);
        return {
          name: route.name,
          pattern: route.path,
          params: route.path
            .split('/')
            .filter((segment) => segment.startsWith(':'))
            .map((segment) => segment.slice(1)),
          query: Object.fromEntries(required.map(([name, spec]) => [name, String(spec.example)])),
        };
      });
    return { routes, examples };
  } finally {
    await store.close();
  }
}

function answersHtml(route: RouteDefinition): boolean {
  return route.response?.kind !== 'raw' || route.response.mediaTypes.includes('text/html');
}

/**
 * Every address of a route: each path parameter replaced by each of its values (URL-encoded), the
 * required query appended. A parameter without values is a sentence, not a silently skipped page.
 */
export function addressesOf(route: PageRoute, valuesOf: (param: string, route: PageRoute) => readonly string[] | undefined): string[] {
  let paths = [route.pattern];
  for (const param of route.params) {
    const values = valuesOf(param, route);
    if (values === undefined || values.length === 0) {
      throw new Error(
        `GET ${route.pattern} (${route.name}) has :${param}, for which the accessibility check knows no value; give it one where addressesOf is called.`,
      );
    }
    paths = paths.flatMap((path) => values.map((value) => path.replace(`:${param}`, encodeURIComponent(value))));
  }
  const query = new URLSearchParams(route.query).toString();
  return paths.map((path) => (query === '' ? path : `${path}?${query}`));
}
