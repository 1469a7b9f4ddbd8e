// Writes test/generated/fieldlog-api.ts from the generated OpenAPI document. Run: npm run openapi:types
import { writeFileSync } from 'node:fs';
import { GENERATED_TYPES, renderApiTypes } from '../test/support/api-types.js';
import { getContractChecker } from '../test/support/contract.js';

writeFileSync(GENERATED_TYPES, await renderApiTypes((await getContractChecker()).document));
process.stdout.write('test/generated/fieldlog-api.ts written\n');
