// The form flow of every collection (issue 5), read from the registry so that a new collection is
// covered without new test code: the new form, a create that answers 303 to the resource's page, its
// edit form, a replace and a delete by `_method`, each 303. pages.test.ts looks closer at one
// collection (the confirmation, refused forms); this holds the same flow for all of them (issue 15:
// every success status of every route is produced by some test).
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { readSiteMap } from '../support/page-routes.js';
import { withReferences } from '../support/references.js';
import { startServer } from '../support/server.js';
import type { Answer, TestServer } from '../support/server.js';

const PAGE = { accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8' };

function assertHtml(answer: Answer, status: number): void {
  assert.equal(answer.status, status, answer.text.slice(0, 400));
  assert.match(String(answer.headers['content-type']), /^text\/html; charset=utf-8$/);
}

const { examples } = await readSiteMap();

describe("every collection's forms create, edit and delete with 303 answers (issue 5)", () => {
  let server: TestServer;
  before(async () => {
    server = await startServer();
  });
  after(() => server.close());

  for (const { collection, fields, parameters } of examples) {
    const count = () => server.count(collection);

    test(`${collection}: new form, create 303, edit form, replace 303, delete 303`, async () => {
      // What a browser sends: every value as text, and no version_number (the forms use the newest).
      // A device it names must exist (issue 18).
      const real = await withReferences(server, parameters, fields);
      const form = Object.fromEntries(Object.entries(real).map(([name, value]) => [name, String(value)]));
      const blank = await server.request('GET', `/${collection}/new`, { headers: PAGE });
      assertHtml(blank, 200);
      assert.match(blank.text, new RegExp(`<form class="fields" method="post" action="/${collection}">`));

      const rows = await count();
      const created = await server.request('POST', `/${collection}`, { form, headers: PAGE });
      assert.equal(created.status, 303, created.text.slice(0, 400));
      const page = String(created.headers.location);
      assert.match(page, new RegExp(`^/${collection}/[0-9A-Z]+$`));
      assert.equal(await count(), rows + 1);

      const edit = await server.request('GET', `${page}/edit`, { headers: PAGE });
      assertHtml(edit, 200);
      assert.match(edit.text, /name="_method" value="PUT"/);
      for (const name of Object.keys(fields))
        assert.match(edit.text, new RegExp(`<(input|textarea) id="edit-${name}" name="${name}"`), name);

      const replaced = await server.request('POST', page, { form: { _method: 'PUT', ...form }, headers: PAGE });
      assert.equal(replaced.status, 303, replaced.text.slice(0, 400));
      assert.equal(replaced.headers.location, page);

      const deleted = await server.request('POST', page, { form: { _method: 'DELETE' }, headers: PAGE });
      assert.equal(deleted.status, 303, deleted.text.slice(0, 400));
      assert.equal(deleted.headers.location, `/${collection}`);
      assert.equal(await count(), rows);
      assertHtml(await server.request('GET', `${page}/edit`, { headers: PAGE }), 404);
    });
  }
});
