import { monotonicFactory, ulid } from 'ulid';
let s = performance.now();
const f = monotonicFactory();
const now = Date.now();
for (let i = 0; i < 200000; i++) f(now - 1e10 + i * 1000);
console.log('ulid', performance.now() - s);
s = performance.now();
for (let i = 0; i < 200000; i++) new Date(now + i).toISOString();
console.log('iso', performance.now() - s);
