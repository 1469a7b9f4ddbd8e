// Fieldlog's pages, enhanced. Plain JavaScript served as written: no framework, no build step.
// Every page is complete without it. With it, the pages call the JSON interface as any program
// does (Accept: application/json, version_number on every call): tables marked data-refresh
// refill themselves when the change log says their collection changed (GET /events as Server-Sent
// Events), or every data-interval-ms where there is no stream; search forms fill their results
// table without a reload, and a failed call shows the problem detail's `detail` and each
// `errors[].message` in the page.
// Everything received is written with textContent, never as markup.
(function () {
  'use strict';

  /** The address whose content the page shows: the one it was served for, or the last search's. */
  let shown = window.location.pathname + window.location.search;

  /** GETs a JSON route; resolves to its envelope, rejects with { detail, errors } from its problem. */
  async function getJson(path, params, version) {
    const url = new URL(path, window.location.origin);
    for (const [name, value] of params) url.searchParams.append(name, value);
    url.searchParams.set('version_number', String(version));
    let response;
    try {
      response = await fetch(url, { headers: { Accept: 'application/json' }, credentials: 'same-origin' });
    } catch (error) {
      throw { detail: 'The server could not be reached (' + error.message + '). Check the connection and try again.', errors: [] };
    }
    const body = await response.json().catch(() => null);
    if (response.ok && body !== null) return body;
    throw {
      detail: (body && body.detail) || 'The server answered ' + response.status + ' ' + response.statusText + '.',
      errors: (body && Array.isArray(body.errors)) ? body.errors : [],
    };
  }

  function element(name, text, className) {
    const node = document.createElement(name);
    if (text !== undefined) node.textContent = text;
    if (className) node.className = className;
    return node;
  }

  function show(value) {
    if (value === null || value === undefined) return '—';
    return typeof value === 'object' ? JSON.stringify(value) : String(value);
  }

  /** Refills a table the server rendered, with the columns and links it declared. */
  function fillTable(table, items, empty) {
    const columns = table.dataset.columns.split(',');
    const collection = table.dataset.collection;
    const rows = items.map((item) => {
      const row = element('tr');
      if (item.id !== undefined) row.dataset.id = String(item.id);
      for (const column of columns) {
        const cell = element('td', undefined, typeof item[column] === 'number' ? 'number' : '');
        cell.dataset.label = column;
        if (column === 'id' && item.id !== undefined) {
          const link = element('a', String(item.id));
          link.href = collection + '/' + encodeURIComponent(String(item.id));
          cell.append(link);
        } else cell.textContent = show(item[column]);
        row.append(cell);
      }
      return row;
    });
    if (rows.length === 0) {
      const cell = element('td', empty || 'Nothing matches.');
      cell.colSpan = columns.length;
      rows.push(element('tr'));
      rows[0].append(cell);
    }
    table.tBodies[0].replaceChildren(...rows);
  }

  /** The problem's detail and every parameter's message, in the region and beside each field. */
  function showProblem(region, problem, form) {
    region.replaceChildren(element('p', problem.detail));
    if (problem.errors.length > 0) {
      const list = element('ul');
      for (const error of problem.errors) list.append(element('li', show(error.message)));
      region.append(list);
    }
    region.hidden = false;
    if (form) {
      for (const error of problem.errors) {
        const input = form.elements.namedItem(String(error.parameter));
        if (!(input instanceof HTMLInputElement)) continue;
        const note = element('p', show(error.message), 'error');
        note.id = input.id + '-error';
        note.dataset.scriptError = '';
        input.closest('.field').append(note);
        input.setAttribute('aria-invalid', 'true');
        input.setAttribute('aria-describedby', input.id + '-help ' + note.id);
      }
    }
  }

  function clearProblem(region, form) {
    region.hidden = true;
    region.replaceChildren();
    for (const note of form.querySelectorAll('[data-script-error], .field .error')) note.remove();
    for (const input of form.querySelectorAll('[aria-invalid]')) {
      input.removeAttribute('aria-invalid');
      input.setAttribute('aria-describedby', input.id + '-help');
    }
  }

  /** A search form: the JSON search fills the results table; the address bar keeps the page's URL. */
  function enhanceSearch(form) {
    const region = form.querySelector('[data-problem]');
    const status = form.querySelector('[data-status]');
    const action = form.getAttribute('action');
    form.addEventListener('submit', async (event) => {
      event.preventDefault();
      const params = [...new FormData(form)].filter(([, value]) => value !== '');
      clearProblem(region, form);
      status.textContent = 'Searching…';
      try {
        const body = await getJson(action, params, form.dataset.version);
        const table = document.getElementById(form.dataset.results);
        // The table shows the search's results now, not the list it was served with: refreshing
        // that list in the background would overwrite them.
        table.removeAttribute('data-refresh');
        fillTable(table, body.data);
        status.textContent = sentence(body.meta.message);
        const summary = document.querySelector('[data-summary]');
        if (summary) summary.textContent = sentence(body.meta.message);
        const heading = document.getElementById('results-heading');
        if (heading) heading.textContent = 'Results';
        updatePagination(document.querySelector('[data-pagination]'), action, params, body.meta.next_cursor);
        history.pushState(null, '', action + (params.length ? '?' + new URLSearchParams(params) : ''));
        shown = window.location.pathname + window.location.search;
        form.dataset.searched = String(Number(form.dataset.searched || 0) + 1);
      } catch (problem) {
        status.textContent = '';
        showProblem(region, problem, form);
      }
    });
  }

  function updatePagination(nav, action, params, nextCursor) {
    if (!nav) return;
    nav.replaceChildren();
    if (typeof nextCursor !== 'string') return;
    const link = element('a', 'Next page');
    link.rel = 'next';
    link.href = action + '?' + new URLSearchParams([...params, ['cursor', nextCursor]]);
    nav.append(link);
  }

  /** A burst of changes (a bulk import sends a thousand events at once) is gathered into one refresh. */
  const GATHER_MS = 500;
  /** A stream that failed and has not reopened within this long hands its tables to the poll. */
  const FALLBACK_AFTER_MS = 10000;

  /**
   * Refills one table from its JSON route: `run` at once (the poll), `soon` once a burst of changes
   * is over (the stream). One call at a time; changes during a call lead to one more call after it.
   */
  function createRefresher(table) {
    const [path, query] = table.dataset.refresh.split('?');
    const params = [...new URLSearchParams(query || '')];
    const status = document.querySelector('[data-refresh-status="' + table.id + '"]');
    // A table of the page's own answer (a list page's results) has the answer's message as its
    // caption and in the page's summary, and the answer's pagination: they follow the rows.
    const own = path === window.location.pathname;
    let timer = null;
    let running = false;
    let again = false;
    let missed = false;

    async function run() {
      if (!table.hasAttribute('data-refresh')) return;
      if (document.hidden) {
        missed = true;
        return;
      }
      if (running) {
        again = true;
        return;
      }
      running = true;
      try {
        const body = await getJson(path, params, table.dataset.version);
        if (table.hasAttribute('data-refresh')) showAnswer(body);
      } catch (problem) {
        if (status) {
          // Only a failure is announced; a success every few seconds would drown a screen reader.
          status.setAttribute('role', 'alert');
          status.textContent = 'Could not refresh: ' + problem.detail + ' ' + problem.errors.map((e) => show(e.message)).join('; ');
        }
      } finally {
        running = false;
        if (again) {
          again = false;
          soon();
        }
      }
    }

    function showAnswer(body) {
      fillTable(table, body.data, 'Nothing here yet.');
      table.dataset.refreshes = String(Number(table.dataset.refreshes || 0) + 1);
      if (own) {
        const message = String(body.meta.message);
        if (table.caption) table.caption.textContent = message;
        // The summary is the page's polite status: it speaks when the count changes, not on every refresh.
        const summary = document.querySelector('[data-summary]');
        if (summary && summary.textContent !== message) summary.textContent = message;
        updatePagination(document.querySelector('[data-pagination="' + table.id + '"]'), path, params, body.meta.next_cursor);
      }
      if (status) {
        status.removeAttribute('role');
        status.textContent = 'Updated at ' + new Date().toLocaleTimeString() + '.';
      }
    }

    function soon() {
      if (timer !== null) return;
      timer = setTimeout(() => {
        timer = null;
        run();
      }, GATHER_MS);
    }

    // A hidden page skips its refreshes; it catches up once when it is seen again.
    document.addEventListener('visibilitychange', () => {
      if (document.hidden || !missed) return;
      missed = false;
      soon();
    });
    return { table, run, soon, interval: Number(table.dataset.intervalMs) || 5000 };
  }

  /**
   * The tables of one collection follow its changes: one EventSource on GET /events, each event a
   * refresh once its burst is over. The poll every data-interval-ms is the fallback: without
   * EventSource, when the server refuses the stream (EventSource then gives up: WHATWG HTML §9.2.3
   * "fail the connection"), or when it has not reopened within FALLBACK_AFTER_MS of an error (it
   * keeps trying, and the poll stops when it succeeds).
   */
  function follow(collection, refreshers) {
    // Event types name the resource in the singular (eventNoun, src/storage/events.ts): `reading.created`.
    const noun = collection.replace(/s$/, '');
    let source = null;
    let fallback = null;
    let polls = [];

    function mode(name) {
      for (const refresher of refreshers) refresher.table.dataset.live = name;
    }
    function poll() {
      clearTimeout(fallback);
      fallback = null;
      if (polls.length === 0) polls = refreshers.map((refresher) => setInterval(refresher.run, refresher.interval));
      mode('poll');
    }
    function stopPolling() {
      for (const id of polls) clearInterval(id);
      polls = [];
    }
    function refreshAll() {
      for (const refresher of refreshers) refresher.soon();
    }
    function open() {
      if (typeof window.EventSource !== 'function') return poll();
      mode('connecting');
      const url = '/events.sse?' + new URLSearchParams({ version_number: '1', collection });
      const stream = new EventSource(url);
      source = stream;
      for (const kind of ['created', 'updated', 'deleted']) stream.addEventListener(noun + '.' + kind, refreshAll);
      stream.addEventListener('open', () => {
        clearTimeout(fallback);
        fallback = null;
        stopPolling();
        mode('stream');
        // The stream starts at the newest event, which may be newer than the page: one refresh
        // covers the changes between rendering and connecting (and any a reconnect could not replay).
        refreshAll();
      });
      stream.addEventListener('error', () => {
        if (stream.readyState === EventSource.CLOSED) return poll();
        if (fallback === null && polls.length === 0) fallback = setTimeout(poll, FALLBACK_AFTER_MS);
      });
    }
    function close() {
      if (source) source.close();
      source = null;
      clearTimeout(fallback);
      fallback = null;
      stopPolling();
    }

    // A page leaving (or entering the back/forward cache) gives its stream back; one shown again
    // from that cache opens a new one.
    window.addEventListener('pagehide', close);
    window.addEventListener('pageshow', (event) => {
      if (event.persisted) open();
    });
    open();
  }

  function startRefresh(tables) {
    const byCollection = new Map();
    for (const table of tables) {
      const collection = table.dataset.collection.replace(/^\//, '');
      byCollection.set(collection, [...(byCollection.get(collection) || []), createRefresher(table)]);
    }
    for (const [collection, refreshers] of byCollection) follow(collection, refreshers);
  }

  function start() {
    for (const node of document.querySelectorAll('[data-script-only]')) node.hidden = false;
    for (const node of document.querySelectorAll('[data-no-script]')) node.hidden = true;
    for (const form of document.querySelectorAll('form[data-confirm]')) {
      form.addEventListener('submit', (event) => {
        if (!window.confirm(form.dataset.confirm)) event.preventDefault();
      });
    }
    for (const form of document.querySelectorAll('form[data-search]')) enhanceSearch(form);
    startRefresh(document.querySelectorAll('table[data-refresh]'));
    // A search changes the address without a load; going back to another address shows that
    // address's page as served. A fragment (the skip link) changes no address: nothing to reload.
    window.addEventListener('popstate', () => {
      if (window.location.pathname + window.location.search !== shown) window.location.reload();
    });
    document.documentElement.dataset.enhanced = 'true';
  }

  /** The server's messages end with a full stop already; one that does not gets it. */
  function sentence(text) {
    return /[.!?]$/.test(text) ? text : text + '.';
  }

  if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', start);
  else start();
})();
