import { isUtf8 } from 'node:buffer';
import type { IncomingMessage } from 'node:http';
import contentType from 'content-type';
import { sendContinue } from './expect-continue.js';
import { parseFormEncoded } from './form.js';
import { parseJsonBody } from './json-body.js';
import type { ReceivedParameters } from './parameter-bag.js';
import { ProblemError } from '../../contract/problem-error.js';
import { parseXmlBody } from './xml-body.js';

export interface BodyLimits {
  /** JSON and form bodies. */
  maxBytes: number;
  /** XML is costlier to parse per byte, so it gets a smaller cap. */
  maxXmlBytes: number;
  maxParameters: number;
  /** A batch for bulk ingest (a JSON array or NDJSON body of many items; src/http/batch/batch-request.ts). */
  maxBatchBytes: number;
}

// XML's cap is smaller because sax costs about 60 ns a byte of hostile XML, JSON about 4: at 256 KiB,
// character references or thousands of attributes blocked the event loop 15-26 ms, over the 20 ms
// target of issue 6; at 128 KiB they stay well under it (bench/event-loop.bench.ts).
// A batch's cap is larger: 10,000 items of about 1 KiB each at most, such as readings with long area names.
export const DEFAULT_BODY_LIMITS: BodyLimits = {
  maxBytes: 1024 * 1024,
  maxXmlBytes: 128 * 1024,
  maxParameters: 64,
  maxBatchBytes: 16 * 1024 * 1024,
};

export const ACCEPTED_BODY_TYPES = ['application/json', 'application/x-www-form-urlencoded', 'application/xml', 'text/xml'];

type BodyKind = 'json' | 'form' | 'xml';
const KIND_OF: Record<string, BodyKind> = {
  'application/json': 'json',
  'application/x-www-form-urlencoded': 'form',
  'application/xml': 'xml',
  'text/xml': 'xml',
};

const UTF8 = new TextDecoder('utf-8', { fatal: true, ignoreBOM: false });

/** Whether the head announces a body (RFC 9112 §6.3): chunked, or a Content-Length above 0. */
export function hasBody(headers: Readonly<Record<string, string | string[] | undefined>>): boolean {
  const length = headers['content-length'];
  return headers['transfer-encoding'] !== undefined || (length !== undefined && length !== '0');
}

/** Reads and parses a request body into flat parameters; an empty body is no parameters. */
export async function readBodyParameters(req: IncomingMessage, limits: BodyLimits): Promise<ReceivedParameters> {
  const declared = req.headers['content-type'];
  const kind = declared === undefined ? undefined : bodyKind(declared);
  const maxBytes = kind === 'xml' ? limits.maxXmlBytes : limits.maxBytes;
  const raw = await readRaw(req, maxBytes);
  if (raw.length === 0) return { values: Object.create(null), duplicates: [] };
  if (kind === undefined) throw unsupported(declared);
  const text = decodeUtf8(raw);
  if (kind === 'json') return parseJsonBody(text, limits.maxParameters);
  if (kind === 'xml') return parseXmlBody(text, limits.maxParameters);
  return parseFormEncoded(text, limits.maxParameters, 'body');
}

/**
 * The whole body as UTF-8 text, up to `maxBytes`: for a body that is not one set of parameters (a
 * batch). Each chunk is decoded as it arrives, so a 16 MiB body is never decoded in one block of
 * the event loop (about 12 ms at once).
 */
export async function readBodyText(req: IncomingMessage, maxBytes: number): Promise<string> {
  const decoder = new TextDecoder('utf-8', { fatal: true, ignoreBOM: false });
  const pieces: string[] = [];
  // The body is still read to its end after bad UTF-8, so that the connection stays usable.
  let valid = true;
  const decode = (chunk?: Buffer) => {
    if (!valid) return;
    try {
      pieces.push(chunk === undefined ? decoder.decode() : decoder.decode(chunk, { stream: true }));
    } catch {
      valid = false;
    }
  };
  await collect(req, maxBytes, decode);
  decode();
  if (!valid) throw new ProblemError('body-malformed', 'The request body is not valid UTF-8 text.', { parser: 'utf-8' });
  return pieces.join('');
}

/**
 * The whole body as bytes, up to `maxBytes`, checked to be UTF-8: for a body that a parser reads as
 * bytes (a CSV batch: csv-parse works on Buffers). Not UTF-8: `400 body-malformed` saying where the
 * first byte that is not is (its offset, line and column), so a file saved in Latin-1 can be found and fixed.
 */
export async function readBodyBytes(req: IncomingMessage, maxBytes: number): Promise<Buffer> {
  const raw = await readRaw(req, maxBytes);
  // isUtf8 is simdutf's check: about a millisecond for 16 MiB, where a fatal TextDecoder takes ten.
  if (isUtf8(raw)) return raw;
  const place = await findInvalidUtf8(raw);
  throw new ProblemError(
    'body-malformed',
    `The request body is not valid UTF-8 text: byte 0x${raw[place.position]!.toString(16).toUpperCase().padStart(2, '0')} at offset ${place.position} (line ${place.line}, column ${place.column}) does not belong to a UTF-8 character. Send the body as UTF-8 (a spreadsheet's "CSV UTF-8").`,
    { parser: 'utf-8', ...place },
  );
}

/** Bytes decoded between two looks at the clock while looking for the bad byte. */
const SEARCH_STEP = 256 * 1024;

/**
 * Where the first byte is that does not belong to a UTF-8 character: its offset, and the line and
 * column (in characters, from 1) where an editor shows it. The body is decoded with replacement
 * (WHATWG Encoding: one U+FFFD per bad sequence); every character before the first replacement is
 * valid, so that replacement's offset is the byte length of the text before it. A U+FFFD the body
 * itself holds (EF BF BD) is skipped. Decoded in steps, the event loop free between them.
 */
async function findInvalidUtf8(raw: Buffer): Promise<{ position: number; line: number; column: number }> {
  // ignoreBOM: a BOM stays in the text, so that the offsets count it as the body does.
  const decoder = new TextDecoder('utf-8', { ignoreBOM: true });
  let position = 0;
  let line = 1;
  let column = 1;
  const pass = (text: string) => {
    position += Buffer.byteLength(text);
    const lastNewline = text.lastIndexOf('\n');
    if (lastNewline === -1) column += text.length;
    else {
      for (let i = text.indexOf('\n'); i !== -1; i = text.indexOf('\n', i + 1)) line++;
      column = text.length - lastNewline;
    }
  };
  for (let at = 0; ; at += SEARCH_STEP) {
    if (at > 0) await new Promise((resolve) => setImmediate(resolve));
    const last = at + SEARCH_STEP >= raw.length;
    const text = last ? decoder.decode(raw.subarray(at)) : decoder.decode(raw.subarray(at, at + SEARCH_STEP), { stream: true });
    let from = 0;
    for (let i = text.indexOf('\uFFFD'); i !== -1; i = text.indexOf('\uFFFD', i + 1)) {
      pass(text.slice(from, i));
      if (!(raw[position] === 0xef && raw[position + 1] === 0xbf && raw[position + 2] === 0xbd)) return { position, line, column };
      pass('\uFFFD');
      from = i + 1;
    }
    pass(text.slice(from));
    // Not reached for a body isUtf8 refused; the end of the body is the safest answer.
    if (last) return { position: raw.length - 1, line, column };
  }
}

function decodeUtf8(raw: Buffer): string {
  try {
    return UTF8.decode(raw);
  } catch {
    throw new ProblemError('body-malformed', 'The request body is not valid UTF-8 text.', { parser: 'utf-8' });
  }
}

function bodyKind(header: string): BodyKind | undefined {
  return KIND_OF[utf8MediaType(header, () => unsupported(header), ACCEPTED_BODY_TYPES)];
}

/** A Content-Type's media type without its parameters, lowercased: a look at the header, not a check of it. */
export function bareMediaType(header: string | undefined): string | undefined {
  if (header === undefined) return undefined;
  const end = header.indexOf(';');
  return (end === -1 ? header : header.slice(0, end)).trim().toLowerCase();
}

/**
 * A body's media type, its Content-Type parsed by `content-type`: a header that is not a media type
 * is `refuse()`, a charset other than UTF-8 a 415 that lists `accepted`.
 */
export function utf8MediaType(header: string, refuse: () => ProblemError, accepted: readonly string[]): string {
  let parsed: contentType.ParsedMediaType;
  try {
    parsed = contentType.parse(header);
  } catch {
    throw refuse();
  }
  const charset = parsed.parameters.charset?.toLowerCase();
  if (charset !== undefined && charset !== 'utf-8' && charset !== 'utf8') {
    throw new ProblemError('unsupported-media-type', `The body's charset "${charset.slice(0, 40)}" is not accepted; send UTF-8.`, {
      accepted: [...accepted],
    });
  }
  return parsed.type;
}

function unsupported(header: string | undefined): ProblemError {
  const said =
    header === undefined ? 'The request has a body but no Content-Type' : `Content-Type "${header.slice(0, 100)}" is not accepted`;
  return new ProblemError('unsupported-media-type', `${said}; send one of ${ACCEPTED_BODY_TYPES.join(', ')}.`, {
    accepted: ACCEPTED_BODY_TYPES,
  });
}

/** The client closed the connection before its request was read: there is no one to answer. */
export class ClientGoneError extends Error {
  constructor() {
    super('The client closed the connection before its request body was read');
    this.name = 'ClientGoneError';
  }
}

/** Collects the body up to `maxBytes`; a larger one is refused from Content-Length before reading. */
async function readRaw(req: IncomingMessage, maxBytes: number): Promise<Buffer> {
  const chunks: Buffer[] = [];
  const size = await collect(req, maxBytes, (chunk) => {
    chunks.push(chunk);
  });
  return chunks.length === 1 ? chunks[0]! : Buffer.concat(chunks, size);
}

/**
 * Hands each chunk of the body to `take`, up to `maxBytes`, and resolves to the size; a larger body
 * is refused from Content-Length before reading. `take` must not throw.
 */
function collect(req: IncomingMessage, maxBytes: number, take: (chunk: Buffer) => void): Promise<number> {
  const tooLarge = () =>
    new ProblemError('body-too-large', `The request body exceeds ${maxBytes} bytes.`, { limit_bytes: maxBytes }, { Connection: 'close' });
  const length = Number(req.headers['content-length'] ?? 0);
  if (length > maxBytes) return Promise.reject(tooLarge());
  sendContinue(req);
  return new Promise((resolve, reject) => {
    let size = 0;
    const onData = (chunk: Buffer) => {
      size += chunk.length;
      if (size > maxBytes) {
        req.off('data', onData);
        req.pause();
        reject(tooLarge());
        return;
      }
      take(chunk);
    };
    req.on('data', onData);
    req.once('end', () => resolve(size));
    // A client that hangs up (or is cut off by requestTimeout) mid-body is gone, not a server failure.
    req.once('error', () => reject(new ClientGoneError()));
    req.once('aborted', () => reject(new ClientGoneError()));
  });
}
