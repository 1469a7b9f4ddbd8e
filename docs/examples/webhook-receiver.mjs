// A receiver of Fieldlog's webhooks, as docs/conventions.md shows it: it verifies every delivery with
// the Standard Webhooks library before it trusts a byte of it, answers 2xx at once, and skips a
// delivery it has seen (a retry may repeat one: webhook-id is the same on every attempt).
// Run it: FIELDLOG_WEBHOOK_SECRET=whsec_… node docs/examples/webhook-receiver.mjs
// test/e2e/webhook-receiver-doc.test.ts runs exactly this file against a real Fieldlog.
import { createServer } from 'node:http';
import { Webhook } from 'standardwebhooks';

/** The request listener: `onEvent(event, id)` once per delivery whose signature holds. */
export function receiveDeliveries(webhook, onEvent) {
  const seen = new Set();
  return (req, res) => {
    const chunks = [];
    req.on('data', (chunk) => chunks.push(chunk));
    req.on('end', () => {
      const body = Buffer.concat(chunks).toString('utf8');
      let event;
      try {
        // Checks webhook-signature over "<webhook-id>.<webhook-timestamp>.<body>", and that the
        // timestamp is within five minutes of now (a replayed old delivery is refused).
        event = webhook.verify(body, req.headers);
      } catch {
        res.writeHead(400).end('signature does not verify');
        return;
      }
      const id = req.headers['webhook-id'];
      if (!seen.has(id)) {
        seen.add(id);
        onEvent(event, id);
      }
      res.writeHead(204).end();
    });
  };
}

if (process.argv[1] !== undefined && import.meta.url === new URL(process.argv[1], 'file://').href) {
  const webhook = new Webhook(process.env.FIELDLOG_WEBHOOK_SECRET ?? '');
  const port = Number(process.env.PORT ?? 8080);
  createServer(receiveDeliveries(webhook, (event) => console.log(event.id, event.type, event.resource_id))).listen(port);
}
