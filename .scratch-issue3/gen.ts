import { TIME_KEY, TIMESTAMP_KEY } from '../src/storage/instant-key.js';
import { writeFileSync } from 'node:fs';
writeFileSync('.scratch-issue3/keys.txt', `${TIMESTAMP_KEY}\n${TIME_KEY}\n`);
