// The pages for people, behind the one interface the pipeline asks for (src/contract/pages.ts).
// A page is chosen by route name; a page that shows more than its own route's data (nearby places
// on a location, the history of an area) calls those routes' handlers by name, as a JSON client of
// the newest version would, so there is one query per thing and a route that does not exist yet
// simply leaves its section out.
import type { PageRequest, Pages } from '../contract/pages.js';
import { ProblemError } from '../contract/problem-error.js';
import type { Access, Reply, RouteDefinition } from '../contract/route.js';
import { NO_CLIENT } from '../contract/route.js';
import type { CallVersion, ParameterSpec, Registry, Validator } from '../versioning/index.js';
import { renderEnvelopePage } from './envelope-page.js';
import { renderProblemPage } from './problem-page.js';
import type { Envelope, ProblemBody } from '../contract/answer-shapes.js';
import type { Markup } from './html.js';
import { renderLayout } from './layout.js';
import { ChangeKeyedMarkup } from './change-keyed.js';
import type { Rendered } from './change-keyed.js';

/** What the pages know of a collection: its path segment, its resource call, its noun. */
export interface SiteCollection {
  name: string;
  call: string;
  noun: string;
}

export interface PageView {
  request: PageRequest;
  reply: Reply;
  site: Site;
}

export interface PageContent {
  title: string;
  body: Markup;
}

export type PageRenderer = (view: PageView) => Promise<PageContent>;

/** Pages for routes that a collection's kit does not name itself: list, show, search, latest, forms. */
export type PageTable = (site: Site) => ReadonlyMap<string, PageRenderer>;

export interface SiteOptions {
  registry: Registry;
  validator: Validator;
  collections: readonly SiteCollection[];
  /** Read on first use: the route table is complete only after every route has been added. */
  routes: () => readonly RouteDefinition[];
  pages: PageTable;
  /** Re-renders a refused create or edit form; see forms-page.ts. */
  refusedForm: (site: Site, request: PageRequest, problem: ProblemError) => Promise<PageContent | undefined>;
  /** The change log's newest id (INTERFACE.md §9): markup of the data alone is kept until it moves (change-keyed.ts). */
  newestChange?: () => Promise<number>;
}

export class Site implements Pages {
  readonly registry: Registry;
  readonly collections: readonly SiteCollection[];
  readonly #options: SiteOptions;
  #byName: Map<string, RouteDefinition> | undefined;
  #pages: ReadonlyMap<string, PageRenderer> | undefined;
  /** Markup of the data alone, kept until the change log moves; undefined without a log to follow. */
  readonly #keptMarkup: ChangeKeyedMarkup | undefined;

  constructor(options: SiteOptions) {
    this.#options = options;
    this.registry = options.registry;
    this.collections = options.collections;
    this.#keptMarkup = options.newestChange === undefined ? undefined : new ChangeKeyedMarkup(options.newestChange);
  }

  /**
   * Markup that depends on the stored data and on `key` alone (never on who asks beyond what `key`
   * says), rendered once per change of the data (change-keyed.ts), or every time without a change log.
   */
  async untilChange(key: string, render: () => Promise<Rendered>): Promise<Markup> {
    return this.#keptMarkup === undefined ? (await render()).markup : this.#keptMarkup.get(key, render);
  }

  renderEnvelope(title: string, envelope: Envelope): string {
    return renderEnvelopePage(title, envelope);
  }

  renderProblem(problem: ProblemBody): string {
    return renderProblemPage(problem);
  }

  async renderPage(request: PageRequest, reply: Reply): Promise<string> {
    this.#pages ??= this.#options.pages(this);
    const renderer = this.#pages.get(request.route.name);
    if (renderer === undefined) {
      const title = request.version === undefined ? request.route.summary : request.version.call.replace(/-/g, ' ');
      return renderEnvelopePage(
        title,
        { data: reply.data, meta: { message: reply.message }, links: reply.links },
        {
          flash: request.flash,
          visitor: request,
        },
      );
    }
    const page = await renderer({ request, reply, site: this });
    return renderLayout(page.title, page.body, { flash: request.flash, visitor: request });
  }

  async renderRefusedForm(request: PageRequest, problem: ProblemError): Promise<string | undefined> {
    const page = await this.#options.refusedForm(this, request, problem);
    return page === undefined ? undefined : renderLayout(page.title, page.body, { visitor: request });
  }

  /** The route of that name (GET routes first); undefined when it does not exist (yet). */
  route(name: string): RouteDefinition | undefined {
    if (this.#byName === undefined) {
      this.#byName = new Map();
      for (const route of this.#options.routes())
        if (!this.#byName.has(route.name) || route.method === 'GET') this.#byName.set(route.name, route);
    }
    return this.#byName.get(name);
  }

  has(name: string): boolean {
    return this.route(name)?.method === 'GET';
  }

  /**
   * Whether the visitor may use the named route, by the access declared beside it: a page shows a
   * form, button or link only to those who may use what it leads to (a viewer sees no "Edit").
   * False when the route does not exist (yet).
   */
  mayUse(request: PageRequest, name: string): boolean {
    const route = this.route(name);
    return route !== undefined && request.allows(route.access);
  }

  /** The newest version of the named route's call, for forms and script; undefined outside the registry. */
  newestOf(name: string): CallVersion | undefined {
    const call = this.route(name)?.call;
    return call === undefined ? undefined : this.registry.newest(call);
  }

  parametersOf(name: string): Readonly<Record<string, ParameterSpec>> {
    return this.newestOf(name)?.parameters ?? {};
  }

  collectionOf(route: RouteDefinition): SiteCollection | undefined {
    const segment = route.path.split('/')[1];
    return this.collections.find((c) => c.name === segment);
  }

  /**
   * Calls a GET route's handler as a JSON client of the newest version would: values are checked and
   * defaulted by the same validator. Undefined when the route does not exist; its problems are thrown,
   * as is the refusal of a visitor who may not use it (a public page shows no data of a read route
   * to someone who has not signed in).
   */
  async call(
    name: string,
    params: Record<string, string>,
    values: Record<string, unknown>,
    request: PageRequest,
  ): Promise<Reply | undefined> {
    const route = this.route(name);
    if (route === undefined || route.method !== 'GET') return undefined;
    if (!request.allows(route.access)) throw refusal(route.access, request);
    const version = route.call === undefined ? undefined : this.registry.newest(route.call);
    let checked = values;
    if (version !== undefined) {
      const result = this.#options.validator.validate(version, route.input, values);
      if (!result.ok)
        throw new ProblemError('invalid-parameters', `${name}: ${result.errors.map((e) => e.message).join('; ')}.`, {
          errors: result.errors,
        });
      checked = result.values;
    }
    return route.handler({
      params,
      values: checked,
      version,
      method: 'GET',
      format: 'json',
      path: route.path,
      requestId: request.requestId,
      conditions: { ifMatch: undefined, ifNoneMatch: undefined },
      idempotencyKey: undefined,
      principal: request.principal,
      client: NO_CLIENT,
    });
  }

  /** Like call, but a section that cannot be shown says why instead of failing the whole page. */
  async tryCall(
    name: string,
    params: Record<string, string>,
    values: Record<string, unknown>,
    request: PageRequest,
  ): Promise<{ reply?: Reply; problem?: string }> {
    try {
      const reply = await this.call(name, params, values, request);
      return reply === undefined ? {} : { reply };
    } catch (error) {
      if (error instanceof ProblemError) return { problem: error.detail };
      throw error;
    }
  }
}

/** What a section says in place of data its visitor may not see. */
function refusal(access: Access, request: PageRequest): ProblemError {
  if (request.principal === undefined)
    return new ProblemError('authentication-required', 'Sign in to see this section.', { scope: access });
  return new ProblemError(
    'scope-insufficient',
    `This section needs the ${access} scope; ${request.principal.name} has ${request.principal.scope}.`,
    {
      scope: access,
    },
  );
}
