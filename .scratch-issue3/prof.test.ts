import { test } from 'node:test';
import { startServer } from '../test/support/server.js';
import { insertDirectly, createRandom } from '../test/support/named-routes.js';
test('prof', async () => {
  const server = await startServer({ rateLimit: { limit: 0 } });
  const r = createRandom(1);
  insertDirectly(server, 'readings', Array.from({ length: 3000 }, (_, i) => ({ area: ['a_b', 'bonn:x', 'koeln'][i % 3]!, time: new Date(Date.UTC(2026, 0, 1) + i * 3600_000).toISOString(), mean: r() * 10, good: 1, number: 2 })));
  for (const q of ['area=bonn:*', 'area=*', '', 'min_mean=3']) {
    let target: string | null = `/readings/search?version_number=1&limit=41&${q}`;
    const s = performance.now(); let n = 0;
    while (target) { const a = await server.request('GET', target); target = a.json().links.next; n++; }
    console.log(q, n, ((performance.now() - s) / n).toFixed(2), 'ms/page');
  }
  let s = performance.now();
  for (let i = 0; i < 50; i++) await server.request('GET', '/readings?version_number=1&limit=41');
  console.log('list', ((performance.now() - s) / 50).toFixed(2));
  await server.close();
});
