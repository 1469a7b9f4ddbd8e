// Bulk ingest (issue 7): POST /{collection} with a JSON array or NDJSON body of items. The batch's
// own parameters travel in the query string (the body is the list of items, not a parameter set);
// every item is read and validated exactly as the body of a single create of the batch's version,
// and the valid ones are stored in one transaction. The answer has one result per item, in order.
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { CallVersion, ParameterError, Registry, Validator } from '../../versioning/index.js';
import { echoValue, readVersionNumber } from '../../versioning/index.js';
import { bareMediaType, readBodyText, utf8MediaType } from '../input/body.js';
import type { BodyLimits } from '../input/body.js';
import type { BatchGate } from './batch-gate.js';
import { readItem, skipSpace, splitInSteps } from './batch-body.js';
import type { BatchFormat, ItemParameters, ItemSpan } from './batch-body.js';
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

/**
 * Items are read and validated in slices of at most this many milliseconds, with the event loop
 * free between them. A new connection's request takes several turns of the loop (accept, read,
 * answer), each of which may wait for a slice: at 8 ms a second client's /healthz waited up to 47 ms
 * behind a batch of 10,000 broken items (issue 14's watchdog), at 4 ms under 30.
 */
const SLICE_MS = 4;

/**
 * A JSON array up to this size is parsed by one JSON.parse (about 4 ns a byte: 4 ms at 1 MiB);
 * a larger one item by item, between which the event loop gets its turns.
 */
const WHOLE_PARSE_BYTES = 1024 * 1024;

/** An item this long costs about 0.1 ms to parse, worth a look at the clock before it. */
const LARGE_ITEM_CHARS = 32 * 1024;

export interface BatchOptions {
  registry: Registry;
  validator: Validator;
  limits: BodyLimits;
  /** How many batches are read at once (batch-gate.ts); one gate per app. */
  batchGate: BatchGate;
}

/** Work cut into slices of at most about SLICE_MS, the event loop free between them. */
class Slices {
  #start = performance.now();

  /** Lets the event loop run once (setImmediate: after pending I/O), then starts a new slice. */
  async pause(): Promise<void> {
    await new Promise((resolve) => setImmediate(resolve));
    this.#start = performance.now();
  }

  /** Pauses when this slice has used its time. */
  maybePause(): Promise<void> | undefined {
    return performance.now() - this.#start > SLICE_MS ? this.pause() : undefined;
  }
}

/** One item's outcome, as the answer lists it. */
export type ItemResult = Record<string, unknown> & { index: number; status: number };

/**
 * Whether a request to a route that takes batches is one, decided from its head alone so that the
 * body limit is known before reading: NDJSON always; JSON when the query string carries the batch's
 * parameters (a single create carries all of its parameters in the body, so a JSON POST with a
 * query string is a batch or a mistake). A method override never is.
 */
export function isBatchRequest(req: IncomingMessage, wireMethod: string, rawQuery: string): boolean {
  if (wireMethod !== 'POST' || req.headers['x-http-method-override'] !== undefined) return false;
  const type = bareMediaType(req.headers['content-type']);
  return type === 'application/x-ndjson' || (type === 'application/json' && rawQuery !== '');
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
  format: BatchFormat,
): Promise<void> {
  const text = await readBodyText(req, options.limits.maxBatchBytes);
  if (format === 'json' && text.charCodeAt(skipSpace(text, 0)) !== 0x5b) throw singleCreateWithQuery(query);
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
  const splitter = splitInSteps(text, format, MAX_BATCH_ITEMS, options.limits.maxBytes);
  let step = splitter.next();
  for (; step.done !== true; step = splitter.next()) await slices.maybePause();
  const spans = step.value;
  const itemVersion = options.registry.findVersion(batch.itemCall, version.version)!;
  const checked = await checkItems(options, text, spans, format, itemVersion, slices);
  if (batch.storedErrors !== undefined && checked.refused.length > 0) await addStoredErrors(checked, spans, batch.storedErrors);
  if (batch.refuse !== undefined && checked.valid.length > 0) refuseItems(checked, spans, await batch.refuse(checked.valid));
  const failed = checked.failures.length;
  if (atomic && failed > 0) {
    throw new ProblemError(
      'batch-invalid',
      `${failed} of ${spans.length} item${spans.length === 1 ? '' : 's'} ${failed === 1 ? 'is' : 'are'} invalid (index ${checked.failures
        .slice(0, 10)
        .map((f) => f.index)
        .join(', ')}${failed > 10 ? ', …' : ''}); with atomic=true nothing was stored.`,
      { items: checked.failures, received: spans.length, failed },
    );
  }
  const ids = checked.valid.length === 0 ? [] : await batch.store(checked.valid, exchange.principal);
  const data = mergeResults(ids, checked, batch);
  const created = ids.length;
  const what = created === 1 ? batch.noun.toLowerCase() : batch.collection.slice(1);
  const message = `${spans.length} ${spans.length === 1 ? 'item' : 'items'} received: ${created} ${what} created${failed === 0 ? '' : `, ${failed} refused (see their results)`}.`;
  const envelope = {
    data,
    meta: {
      action: version.call,
      version_number: version.version,
      request_id: exchange.requestId,
      message,
      received: spans.length,
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
  const body = await envelopeBytes(envelope, slices);
  sendRaw(res, exchange, 200, { type: 'application/json; charset=utf-8', body }, { Vary: 'Accept' });
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

const BATCH_TYPES = ['application/json', 'application/x-ndjson'];

function batchFormatOf(header: string | undefined): BatchFormat {
  const type = utf8MediaType(
    header ?? '',
    () =>
      new ProblemError(
        'unsupported-media-type',
        `Content-Type "${String(header).slice(0, 100)}" is not a media type; send application/json or application/x-ndjson.`,
        { accepted: BATCH_TYPES },
      ),
    BATCH_TYPES,
  );
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

/**
 * Every item read and validated, in slices that leave the event loop free in between. A JSON array
 * of flat items that fits WHOLE_PARSE_BYTES is built by one JSON.parse, the fastest way there is;
 * anything else item by item.
 */
async function checkItems(
  options: BatchOptions,
  text: string,
  spans: readonly ItemSpan[],
  format: BatchFormat,
  itemVersion: CallVersion,
  slices: Slices,
): Promise<CheckedItems> {
  const checked: CheckedItems = { valid: [], validIndex: [], failures: [], refused: [] };
  const parsed =
    format === 'json' && text.length <= WHOLE_PARSE_BYTES && !spans.some((span) => span.nested)
      ? parseWhole(text, spans.length)
      : undefined;
  for (let index = 0; index < spans.length; index++) {
    const span = spans[index]!;
    // A large item takes milliseconds to parse (or to find its syntax error in): the slice's time is
    // looked at before each, and before every 32nd small one.
    if ((index & 31) === 31 || span.end - span.start > LARGE_ITEM_CHARS) await slices.maybePause();
    const reading = readItem(text, span, index, format, options.limits.maxParameters, parsed?.[index], options.limits.maxBytes);
    const outcome = reading instanceof ProblemError ? reading : checkItem(options, reading, index, span, itemVersion);
    if (outcome instanceof ProblemError) {
      checked.failures.push(failureOf(index, span, outcome));
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

/** The array as JSON.parse builds it, or undefined if it does not parse (readItem then finds where). */
function parseWhole(text: string, items: number): unknown[] | undefined {
  try {
    const value: unknown = JSON.parse(text);
    return Array.isArray(value) && value.length === items ? value : undefined;
  } catch {
    return undefined;
  }
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
  span: ItemSpan,
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
      const where = span.line === undefined ? `Item ${index}` : `Item ${index} (line ${span.line})`;
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
  spans: readonly ItemSpan[],
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
    checked.failures[failure] = failureOf(index, spans[index]!, widened);
  }
}

/**
 * Moves the valid items that the route refuses after validation (a device that does not exist) to
 * the failures, keyed by their position among the valid items; failures stay in the batch's order.
 */
function refuseItems(checked: CheckedItems, spans: readonly ItemSpan[], refused: ReadonlyMap<number, ProblemError>): void {
  if (refused.size === 0) return;
  const valid: Record<string, unknown>[] = [];
  const validIndex: number[] = [];
  checked.valid.forEach((item, position) => {
    const index = checked.validIndex[position]!;
    const problem = refused.get(position);
    if (problem === undefined) {
      valid.push(item);
      validIndex.push(index);
    } else checked.failures.push(failureOf(index, spans[index]!, problem));
  });
  checked.valid = valid;
  checked.validIndex = validIndex;
  checked.failures.sort((a, b) => a.index - b.index);
}

/** The problem details a single create would have answered, with the item's index (and NDJSON line). */
function failureOf(index: number, span: ItemSpan, problem: ProblemError): ItemResult {
  const result: ItemResult = { index, status: problem.status };
  if (span.line !== undefined) result.line = span.line;
  result.type = problemUri(problem.type);
  result.title = PROBLEMS[problem.type].title;
  result.detail = problem.detail;
  for (const [name, value] of Object.entries(problem.extensions)) if (!Object.hasOwn(result, name)) result[name] = echoValue(value);
  return result;
}

/** Results in the items' order: the created ones (201, id, location) among the refused ones. */
function mergeResults(ids: readonly string[], checked: CheckedItems, batch: BatchSpec): ItemResult[] {
  const data: ItemResult[] = new Array(ids.length + checked.failures.length);
  for (let i = 0; i < ids.length; i++) {
    const index = checked.validIndex[i]!;
    data[index] = { index, status: 201, id: ids[i]!, location: batch.location(ids[i]!) };
  }
  for (const failure of checked.failures) data[failure.index] = failure;
  return data;
}
