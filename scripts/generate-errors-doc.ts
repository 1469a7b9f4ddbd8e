// Writes docs/errors.md from the problem catalogue; test/unit/http/problems.test.ts fails when the
// file and the catalogue drift apart. Run: npm run docs
import { writeFileSync } from 'node:fs';
import { renderErrorsDoc } from '../src/contract/problems-doc.js';

writeFileSync(new URL('../docs/errors.md', import.meta.url), renderErrorsDoc());
process.stdout.write('docs/errors.md written\n');
