// Issue 21: deploy/fieldlog.service, checked by systemd itself. `systemd-analyze verify` reads the
// unit as systemd would and requires ExecStart's program to exist, so the test verifies a copy whose
// ExecStart names the node running the test (wherever it is installed) and is otherwise the file
// as shipped. verify exits 0 even for a misspelt option (it warns and ignores the line), so any line
// it prints about the unit fails the test; a copy with a misspelt option shows that such a line is
// seen. In CI (CI=true) a missing systemd-analyze fails; elsewhere the test is skipped with a sentence.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from 'node:test';
import type { TestContext } from 'node:test';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const UNIT = readFileSync(join(ROOT, 'deploy/fieldlog.service'), 'utf8');
const SYSTEMD_ANALYZE = process.env.SYSTEMD_ANALYZE_PATH ?? '/usr/bin/systemd-analyze';
const SHIPPED_NODE = '/usr/bin/node';

const SUITE =
  existsSync(SYSTEMD_ANALYZE) || process.env.CI === 'true'
    ? {}
    : { skip: `systemd-analyze is not installed at ${SYSTEMD_ANALYZE}: apt-get install -y systemd (CI fails without it)` };

/** The unit's settings of one section, as `key` → every value given (a key may repeat). */
function settings(unit: string, section: string): Map<string, string[]> {
  const found = new Map<string, string[]>();
  let current = '';
  for (const line of unit.split('\n')) {
    const header = /^\[(\w+)\]$/.exec(line.trim());
    if (header !== null) current = header[1]!;
    else if (current === section && /^\w+=/.test(line)) {
      const [key, ...value] = line.split('=');
      found.set(key!, [...(found.get(key!) ?? []), value.join('=')]);
    }
  }
  return found;
}

/** What verify says about the unit `text`, written as fieldlog.service in a folder of its own. */
function verify(t: TestContext, text: string): { status: number | null; lines: string[] } {
  if (!existsSync(SYSTEMD_ANALYZE)) throw new Error(`systemd-analyze is not installed at ${SYSTEMD_ANALYZE} (apt-get install -y systemd)`);
  const folder = mkdtempSync(join(tmpdir(), 'fieldlog-unit-'));
  t.after(() => rmSync(folder, { recursive: true, force: true }));
  const path = join(folder, 'fieldlog.service');
  writeFileSync(path, text);
  const run = spawnSync(SYSTEMD_ANALYZE, ['verify', path], { encoding: 'utf8', timeout: 30_000 });
  // Lines about other units (a host's own, pulled in as dependencies) are not this test's business.
  const lines = `${run.stdout}${run.stderr}`.split('\n').filter((line) => line.includes('fieldlog.service'));
  return { status: run.status, lines };
}

/** The shipped unit with ExecStart's node replaced by this one, which exists wherever the test runs. */
function withThisNode(unit: string): string {
  assert.ok(unit.includes(`ExecStart=${SHIPPED_NODE} `), `the unit starts ${SHIPPED_NODE}`);
  return unit.replace(`ExecStart=${SHIPPED_NODE} `, `ExecStart=${process.execPath} `);
}

test('systemd-analyze verify accepts deploy/fieldlog.service without a single warning', SUITE, (t) => {
  const verified = verify(t, withThisNode(UNIT));
  assert.deepEqual(verified.lines, []);
  assert.equal(verified.status, 0);
});

test('verify does flag a misspelt option, a bad value and a missing program in a copy of it, so the check above can fail', SUITE, (t) => {
  const misspelt = verify(t, withThisNode(UNIT).replace('\nProtectHome=yes\n', '\nProtectHomee=yes\n'));
  assert.match(misspelt.lines.join('\n'), /Unknown key 'ProtectHomee'/);
  const badValue = verify(t, withThisNode(UNIT).replace('\nRestart=on-failure\n', '\nRestart=sometimes\n'));
  assert.match(badValue.lines.join('\n'), /Failed to parse service restart specifier/);
  const missing = verify(t, UNIT.replace(`ExecStart=${SHIPPED_NODE} `, 'ExecStart=/nonexistent/node '));
  assert.notEqual(missing.status, 0);
  assert.match(missing.lines.join('\n'), /\/nonexistent\/node is not executable/);
});

test('the unit runs package.json start:prod as its own user, restarts on failure, and is hardened without breaking V8', () => {
  const service = settings(UNIT, 'Service');
  const one = (key: string) => {
    const values = service.get(key);
    assert.equal(values?.length, 1, `${key} is set once`);
    return values![0];
  };
  const startProd = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')).scripts['start:prod'] as string;
  assert.equal(one('ExecStart'), startProd.replace(/^node /, `${SHIPPED_NODE} `));
  assert.equal(one('Restart'), 'on-failure');
  assert.equal(one('User'), 'fieldlog');
  assert.equal(one('WorkingDirectory'), '/opt/fieldlog');
  assert.equal(one('EnvironmentFile'), '/etc/fieldlog/fieldlog.env');
  assert.equal(one('NoNewPrivileges'), 'yes');
  assert.equal(one('ProtectSystem'), 'strict');
  assert.equal(one('ReadWritePaths'), '/var/lib/fieldlog');
  assert.equal(one('StateDirectory'), 'fieldlog');
  for (const key of ['ProtectHome', 'PrivateTmp', 'PrivateDevices', 'RestrictNamespaces', 'LockPersonality'])
    assert.equal(one(key), 'yes', key);
  // AF_UNIX: node:cluster's workers talk to the primary over a socket pair.
  assert.equal(one('RestrictAddressFamilies'), 'AF_INET AF_INET6 AF_UNIX');
  assert.equal(service.get('SystemCallFilter')?.[0], '@system-service');
  assert.equal(one('SystemCallErrorNumber'), 'EPERM');
  // V8 writes the machine code it compiles, then runs it: with this set, node dies at start-up.
  assert.equal(service.has('MemoryDenyWriteExecute'), false);
});
