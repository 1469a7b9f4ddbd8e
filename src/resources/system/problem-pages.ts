import type { JsonSchema, RouteDefinition } from '../../contract/route.js';
import { ProblemError } from '../../contract/problem-error.js';
import { PROBLEMS, PROBLEM_TYPES, isProblemType, problemUri } from '../../contract/problems.js';

/** `data` of a problem page, for the OpenAPI document; the list adds each type's extension members. */
const PROBLEM_TYPE_SCHEMA: JsonSchema = {
  type: 'object',
  properties: {
    type: { type: 'string' },
    status: { type: 'integer' },
    title: { type: 'string' },
    fix: { type: 'string' },
    members: { type: 'array', items: { type: 'string' }, xml: { wrapped: true } },
  },
  required: ['type', 'status', 'title', 'fix'],
  additionalProperties: false,
};

/** The names of the two problem routes; the pages key their pages by them. */
export const PROBLEM_ROUTES = { index: 'problems', type: 'problem' } as const;

/** GET /problems/{type}: each problem type explained with its fix; the `type` URIs resolve here. */
export function problemRoutes(): RouteDefinition[] {
  return [
    {
      method: 'GET',
      access: 'public',
      path: '/problems',
      name: PROBLEM_ROUTES.index,
      input: 'none',
      summary: 'Every problem type this service answers with',
      response: { kind: 'data', schema: { type: 'array', items: { ...PROBLEM_TYPE_SCHEMA, xml: { name: 'i' } }, xml: { wrapped: true } } },
      handler: async () => ({
        data: PROBLEM_TYPES.map((type) => ({ type: problemUri(type), ...PROBLEMS[type] })),
        message: `${PROBLEM_TYPES.length} problem types, each with its status and fix.`,
        links: { self: '/problems' },
      }),
    },
    {
      method: 'GET',
      access: 'public',
      path: '/problems/:type',
      name: PROBLEM_ROUTES.type,
      input: 'none',
      summary: 'One problem type: what it means and how to fix it',
      problems: ['route-not-found'],
      response: { kind: 'data', schema: PROBLEM_TYPE_SCHEMA },
      handler: async ({ params }) => {
        const type = params.type!;
        if (!isProblemType(type)) {
          throw new ProblemError('route-not-found', `There is no problem type "${type.slice(0, 64)}". GET /problems lists all of them.`, {
            collections: ['problems'],
          });
        }
        const spec = PROBLEMS[type];
        return {
          data: { type: problemUri(type), status: spec.status, title: spec.title, fix: spec.fix },
          message: `${spec.status} ${spec.title}. ${spec.fix}`,
          links: { self: problemUri(type), all: '/problems' },
        };
      },
    },
  ];
}
