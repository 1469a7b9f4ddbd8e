// The two shapes every answer takes before it is written in the negotiated format: a success's
// envelope (INTERFACE.md §6) and a problem detail (RFC 9457). The writers (respond.ts) and the page
// renderers handed to the pipeline (page-request.ts) share them.

export interface Envelope {
  data: unknown;
  meta: Record<string, unknown>;
  links: Record<string, string | null>;
}

export interface ProblemBody {
  type: string;
  title: string;
  status: number;
  detail: string;
  instance: string;
  request_id: string;
  errors?: readonly { parameter: string; message: string; expected: string; received?: unknown }[];
  [extension: string]: unknown;
}
