// Histograms kept as plain numbers until a scrape asks for them (http-figures.ts says why), and the
// text format's content type, so that nothing counted before the first scrape needs prom-client.

/** What a Prometheus scraper is answered in: the text exposition format 0.0.4. */
export const PROMETHEUS_CONTENT_TYPE = 'text/plain; version=0.0.4; charset=utf-8';

export class BucketTally {
  readonly bounds: readonly number[];
  /** Not cumulative: counts[i] holds observations in (bounds[i-1], bounds[i]]; the last slot is past every bound. */
  readonly counts: Float64Array;
  sum = 0;
  count = 0;

  constructor(bounds: readonly number[]) {
    this.bounds = bounds;
    this.counts = new Float64Array(bounds.length + 1);
  }

  observe(value: number): void {
    const bounds = this.bounds;
    let slot = 0;
    while (slot < bounds.length && value > bounds[slot]!) slot++;
    this.counts[slot]! += 1;
    this.sum += value;
    this.count += 1;
  }
}
