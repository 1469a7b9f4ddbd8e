// A second client, in a process of its own so that the test's work cannot delay it: asks
// http://127.0.0.1:PORT/healthz every 10 ms on one kept-alive connection, as an ordinary HTTP client
// does, and prints, a line each, when it asked (Date.now()) and how long the answer took, until its
// standard input closes.
import { Agent, request } from 'node:http';

const agent = new Agent({ keepAlive: true, maxSockets: 1 });

const port = Number(process.argv[2]);
let running = true;
process.stdin.on('end', () => {
  running = false;
});
process.stdin.resume();

function probe() {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const at = Date.now();
    const req = request({ host: '127.0.0.1', port, path: '/healthz', agent }, (res) => {
      res.resume();
      res.on('end', () => resolve({ at, waited: performance.now() - started, status: res.statusCode }));
    });
    req.on('error', reject);
    req.end();
  });
}

while (running) {
  process.stdout.write(`${JSON.stringify(await probe())}\n`);
  await new Promise((resolve) => setTimeout(resolve, 10));
}
agent.destroy();
