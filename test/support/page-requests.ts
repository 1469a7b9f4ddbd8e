// Pages rendered without HTTP (issue 17): the app's own route table and pages on a throw-away store,
// and a PageRequest as the pipeline builds it for a visitor of a given scope, so that a renderer's
// output can be read for each kind of visitor (nobody, viewer, editor, admin, a key).
import { createApp } from '../../src/app.js';
import type { PageRequest } from '../../src/contract/pages.js';
import type { Access, Principal, Reply, RouteDefinition } from '../../src/contract/route.js';
import { createPages } from '../../src/pages/page-table.js';
import type { Site } from '../../src/pages/site.js';
import { COLLECTIONS } from '../../src/resources/index.js';
import { openStore } from '../../src/storage/index.js';
import type { Store } from '../../src/storage/index.js';
import { Validator } from '../../src/versioning/index.js';

const RANK: Record<Access, number> = { public: 0, read: 1, write: 2, admin: 3 };

export interface SiteUnderTest {
  site: Site;
  store: Store;
  /** The route of that name and method (GET when not given); throws when there is none. */
  route(name: string, method?: string): RouteDefinition;
  close(): Promise<void>;
}

export async function openSite(): Promise<SiteUnderTest> {
  const store = await openStore(':memory:');
  const { router, registry } = createApp({ store });
  const routes = router.routes().map((entry) => entry.value);
  const site = createPages({
    registry,
    validator: new Validator(registry),
    collections: COLLECTIONS.map((c) => ({ name: c.name, call: c.call.name, noun: c.noun })),
    routes: () => routes,
  });
  return {
    site,
    store,
    route(name, method) {
      const found = routes.find((route) => route.name === name && (method === undefined || route.method === method));
      if (found === undefined) throw new Error(`No route is named ${name}${method === undefined ? '' : ` for ${method}`}`);
      return found;
    },
    close: () => store.close(),
  };
}

/** Who looks: a person of a role, a key, nobody on a closed server, or nobody on an open one. */
export type Looker = Principal | 'anonymous' | 'open';

export const USER = (name: string, scope: Principal['scope']): Principal => ({ kind: 'user', name, scope });

/** A request for `route` as the pipeline builds it, for that looker; `extra` overrides any field. */
export function pageRequest(route: RouteDefinition, looker: Looker, extra: Partial<PageRequest> = {}): PageRequest {
  const principal = typeof looker === 'string' ? undefined : looker;
  const rank = looker === 'open' ? RANK.admin : looker === 'anonymous' ? RANK.public : RANK[looker.scope];
  return {
    route,
    params: {},
    values: {},
    received: {},
    version: undefined,
    method: route.method,
    path: route.path,
    requestId: 'req-1',
    flash: undefined,
    ifMatch: undefined,
    principal,
    allows: (access) => RANK[access] <= rank,
    ...extra,
  };
}

export function replyOf(data: unknown, message = 'ok', extra: Partial<Reply> = {}): Reply {
  return { data, message, links: {}, ...extra };
}
