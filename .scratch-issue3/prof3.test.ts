import { test } from 'node:test';
import { startServer } from '../test/support/server.js';
import { insertDirectly, createRandom } from '../test/support/named-routes.js';
test('prof', async () => {
  const server = await startServer({ rateLimit: { limit: 0 } });
  const r = createRandom(1);
  insertDirectly(server, 'readings', Array.from({ length: 3000 }, (_, i) => ({ area: ['a_b', 'bonn:x', 'koeln'][i % 3]!, time: new Date(Date.UTC(2026, 0, 1) + i * 3600_000).toISOString(), mean: r() * 10, good: 1, number: 2 })));
  let target: string | null = `/readings/search?version_number=1&limit=41&area=bonn:*`;
  while (target) { const s = performance.now(); const a = await server.request('GET', target); const t = performance.now() - s; target = a.json().links.next; console.log(t.toFixed(1), a.headers['server-timing'] ?? ''); }
  await server.close();
});
