// Bulk ingest (issue 7): POST /{collection} with a JSON array, NDJSON or (issue 20) CSV body of items.
// The batch's own parameters travel in the query string (the body is the list of items, not a
// parameter set); every item is read and validated exactly as the body of a single create of the
// batch's version (a CSV row as a form-encoded one), and the valid ones are stored in one
// transaction. The answer has one result per item, in order.
import { formatTraceparent } from '../../tracing/traceparent.js';
import type { IncomingMessage, ServerResponse } from 'node:http';
import contentType from 'content-type';
import type { CallVersion, ParameterError, Registry, Validator } from '../../versioning/index.js';
import { echoValue, readVersionNumber } from '../../versioning/index.js';
import { bareMediaType, readBodyBytes, readBodyText, utf8MediaType } from '../input/body.js';
import type { BodyLimits } from '../input/body.js';
import type { BatchGate } from './batch-gate.js';
import { skipSpace } from './batch-body.js';
import type { BatchFormat, ItemParameters } from './batch-body.js';
import { csvItems, describeItem, jsonItems } from './batch-items.js';
import type { ItemPlace, ItemSource } from './batch-items.js';
import { Slices } from './slices.js';
import type { ParameterValue, ReceivedParameters } from '../input/parameter-bag.js';
import { ProblemError } from '../../contract/problem-error.js';
import { PROBLEMS, problemUri } from '../../contract/problems.js';
import type { ProblemType } from '../../contract/problems.js';
import { sendEnvelope, sendRaw } from '../output/respond.js';
import { markDeprecated } from '../semantics/deprecation.js';
import type { Exchange } from '../output/respond.js';
import type { BatchSpec } from '../../contract/route.js';
import { readVersionedInput } from '../input/versioned-input.js';
import { envelopeFrame } from '../output/envelope-json.js';

/** The most items one batch may hold (INTERFACE.md is silent; issue 7 asks for 10,000). */
export const MAX_BATCH_ITEMS = 10_000;

/**
 * The problems one item can meet, each the answer a single create of it would get: its text is not a
 * flat object (or, in NDJSON, not JSON), it names another version or call, or its values are invalid.
 */
export const ITEM_PROBLEMS: readonly ProblemType[] = [
  'body-malformed',
  'body-shape',
  'body-too-large',
  'version-invalid',
  'batch-version-mismatch',
  'action-mismatch',
  'invalid-parameters',
];

export interface BatchOptions {
  registry: Registry;
  validator: Validator;
  limits: BodyLimits;
  /** How many batches are read at once (batch-gate.ts); one gate per app. */
  batchGate: BatchGate;
}

/** One item's outcome, as the answer lists it. */
export type ItemResult = Record<string, unknown> & { index: number; status: number };

/** How the batch's body holds its items. */
type BatchMedia = BatchFormat | 'csv';

/**
 * Whether a request to a route that takes batches is one, decided from its head alone so that the
 * body limit is known before reading: NDJSON and CSV always; JSON when the query string carries the
 * batch's parameters (a single create carries all of its parameters in the body, so a JSON POST
 * with a query string is a batch or a mistake). A method override never is.
 */
export function isBatchRequest(req: IncomingMessage, wireMethod: string, rawQuery: string): boolean {
  if (wireMethod !== 'POST' || req.headers['x-http-method-override'] !== undefined) return false;
  const type = bareMediaType(req.headers['content-type']);
  return type === 'application/x-ndjson' || type === 'text/csv' || (type === 'application/json' && rawQuery !== '');
}

/** Reads, validates and stores a batch, and answers it: 200 with a result per item, or a problem. */
export async function answerBatch(
  options: BatchOptions,
  req: IncomingMessage,
  res: ServerResponse,
  exchange: Exchange,
  batch: BatchSpec,
  query: ReceivedParameters,
): Promise<void> {
  const format = batchFormatOf(req.headers['content-type']);
  const leave = await options.batchGate.enter();
  try {
    await answerHeldBatch(options, req, res, exchange, batch, query, format);
  } finally {
    leave();
  }
}

/** answerBatch once the gate let it in: the body read, checked, stored and answered. */
async function answerHeldBatch(
  options: BatchOptions,
  req: IncomingMessage,
  res: ServerResponse,
  exchange: Exchange,
  batch: BatchSpec,
  query: ReceivedParameters,
  format: BatchMedia,
): Promise<void> {
  // CSV is parsed from its bytes (csv-parse reads Buffers), JSON and NDJSON from their text.
  const body =
    format === 'csv' ? await readBodyBytes(req, options.limits.maxBatchBytes) : await readBodyText(req, options.limits.maxBatchBytes);
  if (format === 'json' && typeof body === 'string' && body.charCodeAt(skipSpace(body, 0)) !== 0x5b) throw singleCreateWithQuery(query);
  const { version, values } = readVersionedInput(options.registry, options.validator, batch.call, 'declared', query, 'query', false);
  if (req.headers['idempotency-key'] !== undefined) {
    throw new ProblemError(
      'idempotency-key-unsupported',
      `Idempotency-Key is not supported on a batch: ${batch.collection} does not remember batches by key. Send the batch without it, or create items one at a time with a key each.`,
    );
  }
  const atomic = values.atomic === true;
  const slices = new Slices();
  // Reading a 16 MiB body took the loop a while already: its turn comes before the split.
  await slices.pause();
  const items =
    typeof body === 'string'
      ? await jsonItems(body, format as BatchFormat, MAX_BATCH_ITEMS, options.limits, slices)
      : await csvItems(body, MAX_BATCH_ITEMS, options.limits, slices);
  const received = items.count;
  const itemVersion = options.registry.findVersion(batch.itemCall, version.version)!;
  const checked = await checkItems(options, items, itemVersion, slices);
  if (batch.storedErrors !== undefined && checked.refused.length > 0) await addStoredErrors(checked, items, batch.storedErrors);
  if (batch.refuse !== undefined && checked.valid.length > 0) refuseItems(checked, items, await batch.refuse(checked.valid));
  const failed = checked.failures.length;
  if (atomic && failed > 0) {
    const shown = checked.failures.slice(0, 10);
    const more = failed > 10 ? ', …' : '';
    const rows = format === 'csv' ? `; row ${shown.map((f) => f.row).join(', ')}${more}` : '';
    throw new ProblemError(
      'batch-invalid',
      `${failed} of ${received} item${received === 1 ? '' : 's'} ${failed === 1 ? 'is' : 'are'} invalid (index ${shown
        .map((f) => f.index)
        .join(', ')}${more}${rows}); with atomic=true nothing was stored.`,
      { items: checked.failures, received, failed },
    );
  }
  const ids =
    checked.valid.length === 0
      ? []
      : await batch.store(
          checked.valid,
          exchange.principal,
          formatTraceparent(exchange.trace.traceId, exchange.trace.spanId, exchange.trace.flags),
        );
  const data = mergeResults(ids, checked, items, batch);
  const created = ids.length;
  const what = created === 1 ? batch.noun.toLowerCase() : batch.collection.slice(1);
  const message = `${received} ${received === 1 ? 'item' : 'items'} received: ${created} ${what} created${failed === 0 ? '' : `, ${failed} refused (see their results)`}.`;
  const envelope = {
    data,
    meta: {
      action: version.call,
      version_number: version.version,
      request_id: exchange.requestId,
      message,
      received,
      created,
      failed,
      atomic,
    },
    links: { collection: batch.collection },
  };
  markDeprecated(res, version);
  if (exchange.format !== 'json') return sendEnvelope(res, exchange, 200, envelope);
  // 10,000 results are up to several MiB of JSON. Written in slices, as bytes: one string that size
  // costs tens of milliseconds more on its way out (flattened, measured, then encoded by res.end).
  const answer = await envelopeBytes(envelope, slices);
  sendRaw(res, exchange, 200, { type: 'application/json; charset=utf-8', body: answer }, { Vary: 'Accept' });
}

/** Exactly the bytes of JSON.stringify(envelope), its data written a slice at a time. */
async function envelopeBytes(
  envelope: { data: readonly unknown[]; meta: Record<string, unknown>; links: Record<string, string> },
  slices: Slices,
): Promise<Buffer> {
  const { data } = envelope;
  const { before, after } = envelopeFrame(envelope.meta, envelope.links);
  const chunks: Buffer[] = [Buffer.from(`${before}[`)];
  // 256 results a slice, each slice one JSON.stringify of an array without its brackets.
  for (let start = 0; start < data.length; start += 256) {
    const slice = JSON.stringify(data.slice(start, start + 256));
    chunks.push(Buffer.from(`${start > 0 ? ',' : ''}${slice.slice(1, -1)}`));
    await slices.maybePause();
  }
  chunks.push(Buffer.from(`]${after}`));
  return Buffer.concat(chunks);
}

const BATCH_TYPES = ['application/json', 'application/x-ndjson', 'text/csv'];

function batchFormatOf(header: string | undefined): BatchMedia {
  const type = utf8MediaType(
    header ?? '',
    () =>
      new ProblemError(
        'unsupported-media-type',
        `Content-Type "${String(header).slice(0, 100)}" is not a media type; send application/json, application/x-ndjson or text/csv.`,
        { accepted: BATCH_TYPES },
      ),
    BATCH_TYPES,
  );
  if (type === 'text/csv') {
    // RFC 7111 §5.1: header=absent says the first record is data; a batch's columns are named by its header.
    const said = contentType.parse(header!).parameters.header?.toLowerCase();
    if (said !== undefined && said !== 'present') {
      throw new ProblemError(
        'unsupported-media-type',
        `A CSV batch needs a header row of parameter names; send the file with its header row and header=present (or no header parameter), not header=${said.slice(0, 20)}.`,
        { accepted: BATCH_TYPES },
      );
    }
    return 'csv';
  }
  return type === 'application/x-ndjson' ? 'ndjson' : 'json';
}

/** A JSON object (one create) sent with a query string: the parameters-in-url refusal, explained. */
function singleCreateWithQuery(query: ReceivedParameters): ProblemError {
  const names = Object.keys(query.values);
  return new ProblemError(
    'parameters-in-url',
    `POST carries its parameters in the body; move ${names.map((n) => n.slice(0, 64)).join(', ')} out of the query string. Only a batch (a JSON array or NDJSON body) takes version_number and atomic in the query string.`,
    { parameters: names },
  );
}

interface CheckedItems {
  /** The values of the valid items, in order, as validation returned them. */
  valid: Record<string, unknown>[];
  /** For each valid item, its index in the batch. */
  validIndex: number[];
  failures: ItemResult[];
  /** The items refused for their parameters: what they sent, and where their result is in `failures`. */
  refused: { failure: number; values: Readonly<Record<string, unknown>>; problem: ProblemError }[];
}

/** Every item read and validated, in slices that leave the event loop free in between. */
async function checkItems(options: BatchOptions, items: ItemSource, itemVersion: CallVersion, slices: Slices): Promise<CheckedItems> {
  const checked: CheckedItems = { valid: [], validIndex: [], failures: [], refused: [] };
  for (let index = 0; index < items.count; index++) {
    // A large item takes milliseconds to parse (or to find its syntax error in): the slice's time is
    // looked at before each, and before every 32nd small one.
    if ((index & 31) === 31 || items.large(index)) await slices.maybePause();
    const reading = items.read(index);
    const place = items.place(index);
    const outcome = reading instanceof ProblemError ? reading : checkItem(options, reading, index, place, itemVersion);
    if (outcome instanceof ProblemError) {
      checked.failures.push(failureOf(index, place, outcome));
      // Kept for a second look by the database (unknown devices), so an item lists every error at once.
      if (outcome.type === 'invalid-parameters' && !(reading instanceof ProblemError)) {
        checked.refused.push({ failure: checked.failures.length - 1, values: reading.values, problem: outcome });
      }
    } else {
      checked.valid.push(outcome);
      checked.validIndex.push(index);
    }
  }
  return checked;
}

/**
 * One item as a single create of the batch's version: the same checks, errors and words. An item
 * may name the version and the call itself (a device may buffer the bodies it would have sent one
 * by one), but only the batch's. The common item names neither and repeats nothing: it goes
 * straight to the Validator, and only a refusal takes the single create's own path, for its words.
 */
function checkItem(
  options: BatchOptions,
  item: ItemParameters,
  index: number,
  place: ItemPlace,
  itemVersion: CallVersion,
): Record<string, unknown> | ProblemError {
  const { values, duplicates } = item;
  const sent = Object.hasOwn(values, 'version_number') ? values.version_number : undefined;
  if (sent === undefined && !Object.hasOwn(values, 'action') && duplicates.length === 0) {
    const result = options.validator.validate(itemVersion, 'all', values);
    if (result.ok) return result.values;
  }
  if (sent !== undefined && !duplicates.includes('version_number')) {
    const reading = readVersionNumber(sent);
    if (reading.kind === 'given' && reading.version !== itemVersion.version) {
      const where = describeItem(index, place);
      return new ProblemError(
        'batch-version-mismatch',
        `${where} names version ${reading.version}, but the batch is version ${itemVersion.version} (version_number in the query string); leave version_number out of the items or send ${itemVersion.version}.`,
        { expected: itemVersion.version, received: reading.version },
      );
    }
  }
  // As the single create's parameters: a null-prototype copy, the batch's version where none was sent.
  const received: ReceivedParameters = { values: Object.create(null), duplicates: [...duplicates] };
  for (const name of Object.keys(values)) received.values[name] = values[name] as ParameterValue;
  received.values.version_number ??= itemVersion.version;
  try {
    return readVersionedInput(options.registry, options.validator, itemVersion.call, 'all', received, 'body', false).values;
  } catch (error) {
    if (error instanceof ProblemError) return error;
    throw error;
  }
}

/** The refused items' results with the errors only the database can tell added (BatchSpec.storedErrors). */
async function addStoredErrors(
  checked: CheckedItems,
  items: ItemSource,
  storedErrors: NonNullable<BatchSpec['storedErrors']>,
): Promise<void> {
  const more = await storedErrors(
    checked.refused.map(({ values, problem }) => ({
      values,
      refused: new Set(((problem.extensions.errors ?? []) as ParameterError[]).map((e) => e.parameter)),
    })),
  );
  for (const [position, errors] of more) {
    const { failure, problem } = checked.refused[position]!;
    const all = [...((problem.extensions.errors ?? []) as ParameterError[]), ...errors];
    const widened = new ProblemError(
      'invalid-parameters',
      `${problem.detail.replace(/\.$/, '')}; and ${errors.map((e) => e.message).join('; ')}.`,
      { ...problem.extensions, errors: all },
    );
    const index = checked.failures[failure]!.index;
    checked.failures[failure] = failureOf(index, items.place(index), widened);
  }
}

/**
 * Moves the valid items that the route refuses after validation (a device that does not exist) to
 * the failures, keyed by their position among the valid items; failures stay in the batch's order.
 */
function refuseItems(checked: CheckedItems, items: ItemSource, refused: ReadonlyMap<number, ProblemError>): void {
  if (refused.size === 0) return;
  const valid: Record<string, unknown>[] = [];
  const validIndex: number[] = [];
  checked.valid.forEach((item, position) => {
    const index = checked.validIndex[position]!;
    const problem = refused.get(position);
    if (problem === undefined) {
      valid.push(item);
      validIndex.push(index);
    } else checked.failures.push(failureOf(index, items.place(index), problem));
  });
  checked.valid = valid;
  checked.validIndex = validIndex;
  checked.failures.sort((a, b) => a.index - b.index);
}

/** The problem details a single create would have answered, with the item's index (and NDJSON line or CSV row). */
function failureOf(index: number, place: ItemPlace, problem: ProblemError): ItemResult {
  const result: ItemResult = { index, status: problem.status };
  if (place.line !== undefined) result.line = place.line;
  if (place.row !== undefined) result.row = place.row;
  result.type = problemUri(problem.type);
  result.title = PROBLEMS[problem.type].title;
  result.detail = problem.detail;
  for (const [name, value] of Object.entries(problem.extensions)) if (!Object.hasOwn(result, name)) result[name] = echoValue(value);
  return result;
}

/** Results in the items' order: the created ones (201, id, location; a CSV item's row) among the refused ones. */
function mergeResults(ids: readonly string[], checked: CheckedItems, items: ItemSource, batch: BatchSpec): ItemResult[] {
  const data: ItemResult[] = new Array(ids.length + checked.failures.length);
  for (let i = 0; i < ids.length; i++) {
    const index = checked.validIndex[i]!;
    const { row } = items.place(index);
    const id = ids[i]!;
    data[index] =
      row === undefined
        ? { index, status: 201, id, location: batch.location(id) }
        : { index, status: 201, row, id, location: batch.location(id) };
  }
  for (const failure of checked.failures) data[failure.index] = failure;
  return data;
}
