// Fieldlog's pages, enhanced. Plain JavaScript served as written: no framework, no build step.
// Every page is complete without it. With it, the pages call the JSON interface as any program
// does (Accept: application/json, version_number on every call): tables marked data-refresh
// refill themselves in the background, search forms fill their results table without a reload, and
// a failed call shows the problem detail's `detail` and each `errors[].message` in the page.
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
  function fillTable(table, items) {
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
      const cell = element('td', 'Nothing matches.');
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
        fillTable(table, body.data);
        status.textContent = body.meta.message + '.';
        const summary = document.querySelector('[data-summary]');
        if (summary) summary.textContent = body.meta.message + '.';
        const heading = document.getElementById('results-heading');
        if (heading) heading.textContent = 'Results';
        updatePagination(action, params, body.meta.next_cursor);
        history.pushState(null, '', action + (params.length ? '?' + new URLSearchParams(params) : ''));
        shown = window.location.pathname + window.location.search;
        form.dataset.searched = String(Number(form.dataset.searched || 0) + 1);
      } catch (problem) {
        status.textContent = '';
        showProblem(region, problem, form);
      }
    });
  }

  function updatePagination(action, params, nextCursor) {
    const nav = document.querySelector('[data-pagination]');
    if (!nav) return;
    nav.replaceChildren();
    if (typeof nextCursor !== 'string') return;
    const link = element('a', 'Next page');
    link.rel = 'next';
    link.href = action + '?' + new URLSearchParams([...params, ['cursor', nextCursor]]);
    nav.append(link);
  }

  /** A table that refreshes itself from its JSON route every data-interval-ms while the page is visible. */
  function startRefresh(table) {
    const [path, query] = table.dataset.refresh.split('?');
    const params = [...new URLSearchParams(query || '')];
    const status = document.querySelector('[data-refresh-status="' + table.id + '"]');
    const interval = Number(table.dataset.intervalMs) || 5000;
    async function refresh() {
      if (document.hidden) return;
      try {
        const body = await getJson(path, params, table.dataset.version);
        fillTable(table, body.data);
        table.dataset.refreshes = String(Number(table.dataset.refreshes || 0) + 1);
        if (status) {
          status.removeAttribute('role');
          status.textContent = 'Updated at ' + new Date().toLocaleTimeString() + '.';
        }
      } catch (problem) {
        if (!status) return;
        // Only a failure is announced; a success every few seconds would drown a screen reader.
        status.setAttribute('role', 'alert');
        status.textContent = 'Could not refresh: ' + problem.detail + ' ' + problem.errors.map((e) => show(e.message)).join('; ');
      }
    }
    setInterval(refresh, interval);
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
    for (const table of document.querySelectorAll('table[data-refresh]')) startRefresh(table);
    // A search changes the address without a load; going back to another address shows that
    // address's page as served. A fragment (the skip link) changes no address: nothing to reload.
    window.addEventListener('popstate', () => {
      if (window.location.pathname + window.location.search !== shown) window.location.reload();
    });
    document.documentElement.dataset.enhanced = 'true';
  }

  if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', start);
  else start();
})();
