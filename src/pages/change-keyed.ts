import type { Markup } from './html.js';

// Markup that depends only on the stored rows and on what the visitor may use (the home page's
// newest lists, issue 22), kept until the change log moves. INTERFACE.md §9 makes the log's newest id
// an exact version of the data: every committed create, update and delete appends one event in its
// own transaction, and the log's ids commit in order on both engines (its newest id is the largest
// committed one, event-log.ts). So markup read while the newest id stayed V shows the rows as they
// were at V, and it stays true until an event after V commits.

/** What a section's rendering gives: its markup, and whether every read behind it succeeded. */
export interface Rendered {
  markup: Markup;
  /** False when a section said "cannot be shown" in place of its data: that is not kept. */
  complete: boolean;
}

export class ChangeKeyedMarkup {
  readonly #newest: () => Promise<number>;
  /** The change log's newest id that every kept entry was read at. */
  #version = -1;
  readonly #kept = new Map<string, Markup>();
  /** Renders, and reads that were kept: for tests and diagnostics. */
  readonly counts = { rendered: 0, kept: 0 };

  constructor(newest: () => Promise<number>) {
    this.#newest = newest;
  }

  /**
   * The markup kept under `key` at the log's current newest id, else rendered now. It is kept only
   * when the newest id was the same before and after the rendering read its rows: a change that
   * committed meanwhile may or may not be in them. `key` names everything else the markup depends on
   * (what the visitor may use), never the visitor. When the newest id cannot be read (the database
   * away for a moment), the markup is rendered, as its sections say what they could not read, and
   * not kept.
   */
  async get(key: string, render: () => Promise<Rendered>): Promise<Markup> {
    const before = await this.#readNewest();
    if (before === undefined) return (await render()).markup;
    if (before === this.#version) {
      const kept = this.#kept.get(key);
      if (kept !== undefined) {
        this.counts.kept++;
        return kept;
      }
    }
    const rendered = await render();
    this.counts.rendered++;
    if (!rendered.complete || (await this.#readNewest()) !== before) return rendered.markup;
    // Another request may have kept markup of a later change meanwhile: older markup is not kept over it.
    if (before < this.#version) return rendered.markup;
    if (before > this.#version) {
      this.#kept.clear();
      this.#version = before;
    }
    this.#kept.set(key, rendered.markup);
    return rendered.markup;
  }

  /** The newest id, or undefined when it cannot be read: keeping is an economy, never a reason to fail a page. */
  async #readNewest(): Promise<number | undefined> {
    try {
      return await this.#newest();
    } catch {
      return undefined;
    }
  }
}
