// npm run bench: runs every bench/*.bench.ts in its own process, one after another, so that no
// benchmark warms or pollutes another's heap. `npm run bench -- router` runs the files whose name
// contains "router".
import { spawnSync } from 'node:child_process';
import { readdirSync } from 'node:fs';

const filter = process.argv[2];
// Anything after the filter goes to each benchmark (`npm run bench -- named-routes --size 100000`).
const passed = process.argv.slice(3);
const files = readdirSync(new URL('.', import.meta.url))
  .filter((f) => f.endsWith('.bench.ts') && (filter === undefined || f.includes(filter)))
  .sort();
let failed = 0;
for (const file of files) {
  process.stdout.write(`\n## ${file}\n\n`);
  const result = spawnSync(process.execPath, ['--import', 'tsx', new URL(file, import.meta.url).pathname, ...passed], { stdio: 'inherit' });
  if (result.status !== 0) failed++;
}
process.exit(failed === 0 ? 0 : 1);
