import { hasBody } from '../input/body.js';
import type { Guard } from './guard.js';
import { ProblemError } from '../../contract/problem-error.js';

/**
 * What RFC 9110 and 9112 ask of a request's head before anything reads its body, checked the same way
 * on every path: one Host (RFC 9112 §3.2), no expectation but 100-continue (RFC 9110 §10.1.1), no
 * transfer coding but chunked (RFC 9112 §6.1; node's parser lets "gzip, chunked" through and
 * de-chunks it, leaving gzip bytes that would be read as text), and a body without a content coding
 * (RFC 9110 §8.4: Fieldlog decodes none, so a compressed body is refused, not misread as bad UTF-8).
 */
export const messageGuard: Guard = (req) => {
  checkHost(req.rawHeaders, req.httpVersionMajor === 1 && req.httpVersionMinor === 0);
  const expect = req.headers.expect;
  if (expect !== undefined && expect.trim().toLowerCase() !== '100-continue') {
    throw new ProblemError(
      'expectation-failed',
      `Expect: ${expect.slice(0, 64)} names an expectation this server cannot meet; the only one there is is 100-continue.`,
      { expect: expect.slice(0, 64) },
    );
  }
  const transfer = req.headers['transfer-encoding'];
  if (transfer !== undefined && transfer.trim().toLowerCase() !== 'chunked') {
    throw new ProblemError(
      'transfer-coding-unsupported',
      `Transfer-Encoding: ${transfer.slice(0, 64)} applies a coding this server does not implement; send the body with Content-Length, or with Transfer-Encoding: chunked alone.`,
      { transfer_encoding: transfer.slice(0, 64) },
    );
  }
  const coding = req.headers['content-encoding'];
  if (coding !== undefined && coding.trim().toLowerCase() !== 'identity' && hasBody(req.headers)) {
    throw new ProblemError(
      'content-encoding-unsupported',
      `Content-Encoding: ${coding.slice(0, 64)} is not accepted: Fieldlog reads bodies as sent. Send the body uncompressed, without Content-Encoding.`,
      { content_encoding: coding.slice(0, 64), accepted: ['identity'] },
      { 'Accept-Encoding': 'identity' },
    );
  }
};

function checkHost(raw: readonly string[], http10: boolean): void {
  let hosts = 0;
  for (let i = 0; i < raw.length; i += 2) {
    const name = raw[i]!;
    // Clients send "Host"; only another spelling pays for a lower-cased copy.
    if (name.length === 4 && (name === 'Host' || name.toLowerCase() === 'host')) hosts++;
  }
  if (hosts === 1 || (hosts === 0 && http10)) return;
  throw new ProblemError(
    'host-invalid',
    hosts === 0
      ? 'The request has no Host header; HTTP/1.1 requires exactly one (RFC 9112 §3.2).'
      : `The request has ${hosts} Host headers; HTTP/1.1 requires exactly one (RFC 9112 §3.2), since a server cannot tell which names it.`,
    { hosts },
  );
}
