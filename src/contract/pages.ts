// What the pipeline asks of the pages for people (src/pages/site.ts implements it). The pipeline
// decides when a page is wanted (the negotiated format is HTML); the pages decide what it shows.
import type { CallVersion } from '../versioning/index.js';
import type { Envelope, ProblemBody } from './answer-shapes.js';
import type { ProblemError } from './problem-error.js';
import type { Access, Principal, Reply, RouteDefinition } from './route.js';

export interface PageRequest {
  route: RouteDefinition;
  /** Path parameters, percent-decoded. */
  params: Record<string, string>;
  /** Validated parameters; empty when validation refused them. */
  values: Record<string, unknown>;
  /** Parameters as sent (`_method` removed), so a refused form can be shown again with them. */
  received: Record<string, unknown>;
  version: CallVersion | undefined;
  /** The method handled, after any override. */
  method: string;
  path: string;
  requestId: string;
  /** The confirmation left by the write that redirected here (src/http/pages/flash.ts). */
  flash: string | undefined;
  /** The precondition the request carried (If-Match or a form's `_if_match`), kept when a form is shown again. */
  ifMatch: string | undefined;
  /** Who is signed in (or sent a key); undefined when nobody is, or the server is open. */
  principal: Principal | undefined;
  /** Whether this visitor may use routes of that access: pages hide the forms and buttons they may not use. */
  allows(access: Access): boolean;
}

/** The renderers of pages, handed to the pipeline: it imports none of them (layers: docs/architecture.md). */
export interface Pages {
  /** The generic page of any success envelope, for answers no route's page shows. */
  renderEnvelope(title: string, envelope: Envelope): string;
  /** A problem detail as a page: what happened and what to do next. */
  renderProblem(problem: ProblemBody): string;
  /** The page for a success: the route's own page where it has one, else the generic envelope page. */
  renderPage(request: PageRequest, reply: Reply): Promise<string>;
  /**
   * The form a refused form post came from, filled with what was sent and each parameter's error
   * beside it; undefined when the route has no form (the problem page is shown instead).
   */
  renderRefusedForm(request: PageRequest, problem: ProblemError): Promise<string | undefined>;
}
