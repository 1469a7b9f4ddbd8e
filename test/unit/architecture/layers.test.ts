// The layers of docs/architecture.md hold (issue 15): dependency-cruiser checks src/ against
// .dependency-cruiser.cjs, and a forbidden import planted in a copy of src/ is caught, so the rule
// cannot pass by checking nothing.
import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { describe, test } from 'node:test';

const run = promisify(execFile);
const ROOT = fileURLToPath(new URL('../../../', import.meta.url));
const CLI = join(ROOT, 'node_modules/dependency-cruiser/bin/dependency-cruise.mjs');

/** dependency-cruiser over `folder`'s src/ with the project's rules: its exit code and report. */
async function cruise(folder: string): Promise<{ code: number; report: string }> {
  try {
    const { stdout } = await run(process.execPath, [CLI, 'src', '--config', '.dependency-cruiser.cjs', '--output-type', 'err'], {
      cwd: folder,
      timeout: 60_000,
    });
    return { code: 0, report: stdout };
  } catch (error) {
    const failed = error as { code?: number; stdout?: string; stderr?: string };
    return { code: typeof failed.code === 'number' ? failed.code : -1, report: `${failed.stdout ?? ''}${failed.stderr ?? ''}` };
  }
}

/** A copy of the project's sources and rules, with `plant` applied, for a violation on purpose. */
function copyWith(plant: (folder: string) => void): string {
  const folder = mkdtempSync(join(tmpdir(), 'fieldlog-layers-'));
  cpSync(join(ROOT, 'src'), join(folder, 'src'), { recursive: true });
  for (const file of ['.dependency-cruiser.cjs', 'tsconfig.json', 'package.json']) cpSync(join(ROOT, file), join(folder, file));
  symlinkSync(join(ROOT, 'node_modules'), join(folder, 'node_modules'), 'dir');
  plant(folder);
  return folder;
}

function appendImport(folder: string, file: string, line: string): void {
  const path = join(folder, file);
  writeFileSync(path, `${line}\n${readFileSync(path, 'utf8')}`);
}

describe('layers (issue 15)', () => {
  test('src/ keeps every layer rule and has no import cycle', async () => {
    const { code, report } = await cruise(ROOT);
    assert.equal(code, 0, report);
  });

  const plants: [string, string, string, RegExp][] = [
    [
      'the pipeline importing a page renderer',
      'src/http/output/respond.ts',
      "import '../../pages/html.js';",
      /http-renders-nothing-itself/,
    ],
    ['storage importing the pipeline', 'src/storage/ids.ts', "import '../http/semantics/vary.js';", /base-imports-nothing-outer/],
    ['the router importing a resource', 'src/router/methods.ts', "import '../resources/index.js';", /base-imports-nothing-outer/],
    ['pages importing the API document', 'src/pages/html.ts', "import '../openapi/index.js';", /pages-below-the-document/],
    [
      'the route contract importing the pipeline',
      'src/contract/route.ts',
      "import '../http/pipeline/dispatch.js';",
      /contract-is-shared-ground/,
    ],
    ['a cycle of two modules', 'src/http/semantics/vary.ts', "import '../output/respond.js';", /no-cycles/],
  ];
  for (const [name, file, line, rule] of plants) {
    test(`${name} is caught`, async () => {
      const folder = copyWith((copy) => appendImport(copy, file, line));
      try {
        const { code, report } = await cruise(folder);
        assert.notEqual(code, 0, `planted in ${file}, yet nothing was caught:\n${report}`);
        assert.match(report, rule);
      } finally {
        rmSync(folder, { recursive: true, force: true });
      }
    });
  }
});
