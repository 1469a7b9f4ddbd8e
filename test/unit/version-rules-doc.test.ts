// Issue 18: the rules across versions are one constant, VERSION_RULES, which /changes renders; the
// guide for client developers states them too. docs/conventions.md's "Versions" section must hold
// every rule word for word (line breaks aside), and its list of them no rule the constant lacks.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { test } from 'node:test';
import { VERSION_RULES } from '../../src/versioning/index.js';

const DOC = new URL('../../docs/conventions.md', import.meta.url);

/**
 * The text under `heading` (a line of its own), up to the next heading of the same level or higher;
 * a `# → 200` line inside a ```sh block is a comment, not a heading.
 */
function sectionOf(markdown: string, heading: string): string {
  const level = heading.match(/^#+/)![0].length;
  const start = markdown.split('\n').indexOf(heading);
  assert.ok(start >= 0, `docs/conventions.md has a "${heading}" heading`);
  const lines = markdown.split('\n').slice(start + 1);
  let fenced = false;
  const end = lines.findIndex((line) => {
    if (line.startsWith('```')) fenced = !fenced;
    return !fenced && new RegExp(`^#{1,${level}} `).test(line);
  });
  return lines.slice(0, end === -1 ? undefined : end).join('\n');
}

/** Markdown wraps lines; a rule is the same sentence whichever way it is wrapped. */
const flat = (text: string) => text.replace(/\s+/g, ' ').trim();

const versions = () => sectionOf(readFileSync(DOC, 'utf8'), '## Versions');

test('every rule of VERSION_RULES is written in docs/conventions.md "Versions", word for word', () => {
  const text = flat(versions());
  const missing = VERSION_RULES.filter(({ rule }) => !text.includes(flat(rule))).map(({ id, rule }) => `${id}: ${rule}`);
  assert.deepEqual(missing, [], 'a rule in the constant is missing from the docs (or was reworded on one side only)');
});

test('the list under "Rules across versions" holds those rules, in their order, and no other', () => {
  const section = sectionOf(readFileSync(DOC, 'utf8'), '### Rules across versions');
  // A list item runs from its "- " to the next item, a blank line or a fence.
  const items = [...section.matchAll(/^- ([\s\S]*?)(?=^- |^\s*$|^```)/gm)].map((m) => flat(m[1]!));
  assert.deepEqual(
    items,
    VERSION_RULES.map(({ rule }) => flat(rule)),
  );
});

test('the rules have distinct ids (the anchors on /changes) and each is a sentence or two', () => {
  const ids = VERSION_RULES.map(({ id }) => id);
  assert.equal(new Set(ids).size, ids.length);
  for (const { id, rule } of VERSION_RULES) {
    assert.match(id, /^[a-z][a-z0-9-]*$/);
    assert.match(rule, /^[A-Z].*\.$/, id);
  }
});
