// Bulk ingest (issue 7) in the document: a create operation whose route takes batches gets the batch
// bodies (a JSON array per version beside the single-create objects, NDJSON, and (issue 20) CSV), the
// batch's query parameters, and the 200 answer with one result per item. All of it is derived from
// the registry (the batch call and the item call) and the problem catalogue.
import type { MediaTypeObject, OperationObject, ParameterObject, ReferenceObject, ResponseObject, SchemaObject } from 'openapi3-ts/oas31';
import { ITEM_PROBLEMS, MAX_BATCH_ITEMS } from '../http/batch/batch-request.js';
import { csvText } from '../resources/formats/csv-text.js';
import type { BatchSpec } from '../contract/route.js';
import type { CallVersion } from '../versioning/index.js';
import { deprecatedVersionsNote, deprecationResponseHeaders, markDeprecatedSchema } from './deprecation.js';
import { answerIdHeaders, component, envelopeContent } from './document-context.js';
import type { DocumentContext } from './document-context.js';
import { addItemProblemSchemas, itemProblemSchemaName } from './problem-schemas.js';
import { bodyExample, bodySchema, describeParameter, envelopeSchema, ref, versionNumberSchema } from './schemas.js';

export const batchSchemaName = {
  item: (call: string, version: number) => `${call}.v${version}.item`,
  body: (call: string, version: number) => `${call}.v${version}.body`,
  answer: (call: string, version: number) => `${call}.v${version}.answer`,
  created: 'batch.created',
};

/**
 * Adds the batch to a create operation: query parameters, body alternatives and the 200 answer.
 * Returns the 200 response, or undefined when this document's version leaves the batch call out.
 */
export function describeBatch(operation: OperationObject, batch: BatchSpec, context: DocumentContext): ResponseObject | undefined {
  const versions = context.registry
    .getCall(batch.call)
    .versions.filter((v) => context.version === undefined || v.version === context.version);
  if (versions.length === 0) return undefined;
  operation.parameters = [...batchParameters(batch, versions), ...(operation.parameters ?? [])];
  operation.description =
    `${operation.description ?? ''} **Bulk ingest:** a JSON array, NDJSON or CSV body of 1 to ${MAX_BATCH_ITEMS} items, ` +
    `each validated as one create of the batch's version, with \`version_number\` (and \`atomic\`) in the query string; ` +
    `the answer is 200 with one result per item, in order (docs/conventions.md, "Bulk ingest").`;
  const bodies: ReferenceObject[] = [];
  const examples: Record<string, { summary: string; value: unknown }> = {};
  for (const version of versions) {
    const itemVersion = context.registry.findVersion(batch.itemCall, version.version)!;
    const item = component(
      context,
      batchSchemaName.item(batch.call, version.version),
      markDeprecatedSchema(itemSchema(context, itemVersion), version),
    );
    const name = batchSchemaName.body(batch.call, version.version);
    bodies.push(
      component(
        context,
        name,
        markDeprecatedSchema(
          {
            title: `${batch.call} version ${version.version}`,
            description: `A batch of ${batch.itemCall} version ${version.version} creates: 1 to ${MAX_BATCH_ITEMS} objects.`,
            type: 'array',
            minItems: 1,
            maxItems: MAX_BATCH_ITEMS,
            items: item,
          },
          version,
        ),
      ),
    );
    const one = bodyExample(itemVersion, 'all');
    delete one.version_number;
    examples[name] = { summary: name, value: [one, one] };
  }
  const content = operation.requestBody !== undefined && !('$ref' in operation.requestBody) ? operation.requestBody.content : {};
  const json = content['application/json'];
  if (json?.schema !== undefined) {
    const singles = '$ref' in json.schema ? [json.schema] : (json.schema.oneOf ?? [json.schema]);
    json.schema = { oneOf: [...singles, ...bodies] };
    // After the single creates' examples, newest first, as bodyMediaTypes orders them.
    json.examples = { ...json.examples, ...Object.fromEntries(Object.entries(examples).reverse()) };
  }
  const newest = Object.values(examples).at(-1)!.value as unknown[];
  content['application/x-ndjson'] = {
    schema: {
      type: 'string',
      description:
        `One JSON object a line (LF or CRLF), each an item of ${bodies.map((b) => b.$ref.split('/').pop()).join(' or ')}; blank lines are skipped. ` +
        "A line that is not an object, or not JSON, is that item's problem, with its line number.",
    },
    example: `${newest.map((item) => JSON.stringify(item)).join('\n')}\n`,
  };
  content['text/csv'] = csvBody(batch, versions, context);
  return {
    description:
      `Bulk ingest: the batch was read and its valid items stored, in one transaction; \`data\` holds one result per item, in order ` +
      '(201 with `id` and `location`, or the problem a single create would have answered). With atomic=true this means every item was stored.',
    headers: { ...answerIdHeaders(), ...deprecationResponseHeaders(versions, context) },
    content: answerContent(batch, versions, context),
  };
}

/**
 * The batch's query parameters. None carries an example or a default: Swagger UI's "try it out"
 * would fill them in, and a single create with a query string is refused (parameters-in-url).
 */
function batchParameters(batch: BatchSpec, versions: readonly CallVersion[]): ParameterObject[] {
  const numbers = versions.map((v) => v.version);
  const parameters: ParameterObject[] = [
    {
      name: 'version_number',
      in: 'query',
      required: false,
      schema: withoutExamples(versionNumberSchema(numbers, 'query')),
      description: `Bulk ingest only, and then required: the version of ${batch.call}, which every item is a create of. A single create (one JSON object, a form, XML) sends it in the body and no query string.${deprecatedVersionsNote(versions)}`,
    },
    {
      name: 'action',
      in: 'query',
      required: false,
      schema: { type: 'string', enum: [batch.call] },
      description: `Bulk ingest only; optional; when sent, "${batch.call}".`,
    },
  ];
  const names = [...new Set(versions.flatMap((v) => Object.keys(v.parameters)))];
  for (const name of names) {
    const spec = versions.find((v) => name in v.parameters)!.parameters[name]!;
    const { default: fallback, ...schema } = spec.schema;
    const otherwise = fallback === undefined ? '' : ` Default: ${String(fallback)}.`;
    parameters.push({
      name,
      in: 'query',
      required: false,
      description: `Bulk ingest only. ${describeParameter(spec)}${otherwise}`,
      schema: { ...schema },
    });
  }
  return parameters;
}

function withoutExamples(schema: SchemaObject): SchemaObject {
  const { examples, ...rest } = schema;
  return rest;
}

/** A create body of the item call, but version_number optional: the batch's applies. */
function itemSchema(context: DocumentContext, itemVersion: CallVersion): SchemaObject {
  const body = bodySchema(context.validator, itemVersion, 'all');
  return {
    ...body,
    title: `${itemVersion.call} version ${itemVersion.version}, as a batch item`,
    description: `${body.description} version_number and action may be left out; when sent they must be the batch's.`,
    required: (body.required ?? []).filter((name) => name !== 'version_number'),
  };
}

/**
 * CSV (issue 20): described by its columns, one list per version, since a CSV body has no JSON Schema.
 * The example is the newest version's, written by the export's own writer.
 */
function csvBody(batch: BatchSpec, versions: readonly CallVersion[], context: DocumentContext): MediaTypeObject {
  const columns = versions.map((version) => {
    const item = context.registry.findVersion(batch.itemCall, version.version)!;
    const names = Object.keys(item.parameters).map((name) => (item.optional.includes(name) ? `${name} (optional)` : name));
    return `version ${version.version}: ${names.join(', ')}`;
  });
  const newest = context.registry.findVersion(batch.itemCall, versions.at(-1)!.version)!;
  const one = bodyExample(newest, 'all');
  delete one.version_number;
  const names = Object.keys(one);
  return {
    schema: {
      type: 'string',
      description:
        `RFC 4180 CSV in UTF-8 (a BOM is dropped; CRLF or LF): a header row of ${batch.itemCall} parameter names, then one row per item, ` +
        `1 to ${MAX_BATCH_ITEMS} rows. Columns by version (${columns.join('; ')}); version_number and action may be columns too, ` +
        "their cells empty or the batch's. Each row is checked as a form-encoded create: cells are text, numbers in decimal; an empty " +
        "cell leaves its parameter out. A row with more or fewer cells than the header is that item's 422. One leading apostrophe " +
        "before =, +, -, @, a tab or a carriage return (the export's formula neutralisation) is taken off. Results carry `row`: " +
        'the header is row 1, the first item row 2; blank lines are skipped and not counted.',
    },
    example: csvText(names, [one, one]),
  };
}

function answerContent(batch: BatchSpec, versions: readonly CallVersion[], context: DocumentContext): ResponseObject['content'] {
  addItemProblemSchemas(context.schemas);
  const result: SchemaObject = {
    oneOf: [createdSchema(context), ...ITEM_PROBLEMS.map((type) => ref(itemProblemSchemaName(type)))],
    xml: { name: 'i' },
  };
  const envelopes = versions.map((version) =>
    component(
      context,
      batchSchemaName.answer(batch.call, version.version),
      markDeprecatedSchema(
        envelopeSchema({
          data: { type: 'array', items: result, xml: { wrapped: true } },
          action: batch.call,
          version: version.version,
          meta: {
            received: { type: 'integer', minimum: 1, description: 'How many items the batch held.' },
            created: { type: 'integer', minimum: 0, description: 'How many items were stored.' },
            failed: { type: 'integer', minimum: 0, description: 'How many items were refused; their results say why.' },
            atomic: { type: 'boolean', description: 'Whether the batch was all-or-nothing.' },
          },
          linksRequired: ['collection'],
        }),
        version,
      ),
    ),
  );
  return envelopeContent(envelopes);
}

function createdSchema(context: DocumentContext): ReferenceObject {
  return component(context, batchSchemaName.created, {
    type: 'object',
    title: 'A stored item',
    description: 'An item of a batch that was stored.',
    properties: {
      index: { type: 'integer', minimum: 0, description: "The item's position in the batch, from 0." },
      status: { type: 'integer', const: 201 },
      row: ROW,
      id: { type: 'string', pattern: '^[^/.]+$', description: "The new resource's identifier." },
      location: { type: 'string', description: "The new resource's URL." },
    },
    required: ['index', 'status', 'id', 'location'],
    additionalProperties: false,
  });
}

const ROW: SchemaObject = {
  type: 'integer',
  minimum: 2,
  description:
    "CSV only: the item's record in the file, counted from 1 at the header (the first item is row 2; blank lines are not counted).",
};
