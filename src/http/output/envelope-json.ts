// The JSON envelope (INTERFACE.md §6), written in one place: every JSON success, a single resource's,
// a page of rows, the home page or a batch's results, is exactly JSON.stringify of
// { data, meta, links }, with the data's text spliced in when a JSON writer has made it already
// (a DataJson: a row's compiled writer, or one JSON.stringify of a page), and with meta and links
// written without JSON.stringify's set-up (json-text.ts says why).
import type { DataJson } from '../../contract/route.js';
import type { CallVersion } from '../../versioning/index.js';
import { jsonRecord, jsonString } from './json-text.js';

/** JSON.stringify(data) as a reply's data text: how a value becomes a DataJson. */
export function dataJsonOf(data: unknown): DataJson {
  return JSON.stringify(data) as DataJson;
}

/** The envelope's text around its data: `before` + data + `after`. */
export interface EnvelopeFrame {
  before: string;
  after: string;
}

/** The text of { data, meta, links } around a data written elsewhere (a batch's results, in slices). */
export function envelopeFrame(meta: Readonly<Record<string, unknown>>, links: Readonly<Record<string, unknown>>): EnvelopeFrame {
  return { before: '{"data":', after: `,"meta":${jsonRecord(meta)},"links":${jsonRecord(links)}}` };
}

/** JSON.stringify(envelope), with the data's text spliced in when a JSON writer made it already. */
export function envelopeJsonOf(
  envelope: { data: unknown; meta: Readonly<Record<string, unknown>>; links: Readonly<Record<string, unknown>> },
  dataJson?: DataJson,
): string {
  return dataJson === undefined ? JSON.stringify(envelope) : envelopeJson(dataJson, envelope.meta, envelope.links);
}

/** JSON.stringify({ data, meta, links }) with the data's text made already. */
export function envelopeJson(
  dataJson: DataJson,
  meta: Readonly<Record<string, unknown>>,
  links: Readonly<Record<string, unknown>>,
): string {
  return `{"data":${dataJson},"meta":${jsonRecord(meta)},"links":${jsonRecord(links)}}`;
}

/**
 * The same for a resource's answer, whose meta is the call, its version, the request id and the
 * message, in that order: written as one template, with no meta object in between (a GET by id).
 */
export function resourceEnvelopeJson(
  dataJson: DataJson,
  version: CallVersion,
  requestId: string,
  message: string,
  links: Readonly<Record<string, unknown>>,
): string {
  return (
    `{"data":${dataJson},"meta":{"action":${jsonString(version.call)},"version_number":${version.version},` +
    `"request_id":${jsonString(requestId)},"message":${jsonString(message)}},"links":${jsonRecord(links)}}`
  );
}
