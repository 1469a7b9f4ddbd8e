-- 120: the W3C traceparent of the request that made a change, kept with its event (issue 21), so that
-- the webhook deliveries of the event carry the request's trace on to the receiver
-- (src/webhooks/delivery-worker.ts). Null for events written before it, and for changes made outside
-- a request. Not part of the event as GET /events shows it: it is the server's bookkeeping.

ALTER TABLE events ADD COLUMN traceparent TEXT;
