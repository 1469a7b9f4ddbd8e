import type { IncomingMessage } from 'node:http';
import type { ClientFacts } from '../../contract/route.js';
import type { ProxyTrust } from '../guards/client-address.js';
import { readCookie } from '../input/cookies.js';

const NO_PROXY: ProxyTrust = {
  address: (req) => req.socket.remoteAddress ?? 'unknown',
  secure: (req) => (req.socket as { encrypted?: boolean }).encrypted === true,
};

/** A request's ClientFacts: one small object per request, each fact worked out only if a handler asks. */
export class RequestClientFacts implements ClientFacts {
  readonly #req: IncomingMessage;
  readonly #trust: ProxyTrust;

  constructor(req: IncomingMessage, trust: ProxyTrust = NO_PROXY) {
    this.#req = req;
    this.#trust = trust;
  }

  address(): string {
    return this.#trust.address(this.#req);
  }

  secure(): boolean {
    return this.#trust.secure(this.#req);
  }

  cookie(name: string): string | undefined {
    const header = this.#req.headers.cookie;
    return header === undefined ? undefined : readCookie(header, name);
  }

  header(name: string): string | undefined {
    const value = this.#req.headers[name];
    return Array.isArray(value) ? value.join(', ') : value;
  }
}
