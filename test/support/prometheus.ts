// /metrics as a scraper reads it: fetched over HTTP and parsed by a Prometheus text parser
// (parse-prometheus-text-format), never by a pattern of our own, so that what passes here is what
// Prometheus would read.
import { createRequire } from 'node:module';
import { send } from './server.js';
import type { Answer } from './server.js';

/** A family as the parser gives it: samples with labels and a value, or a histogram's buckets. */
export interface Family {
  name: string;
  help: string;
  type: 'COUNTER' | 'GAUGE' | 'HISTOGRAM' | 'SUMMARY' | 'UNTYPED';
  metrics: { labels?: Record<string, string>; value?: string; buckets?: Record<string, string>; count?: string; sum?: string }[];
}

// The package ships CommonJS without typings.
const parsePrometheus = createRequire(import.meta.url)('parse-prometheus-text-format') as (text: string) => Family[];

export interface Scrape {
  answer: Answer;
  families: Map<string, Family>;
  /**
   * The same text with every histogram's TYPE line read as `untyped`: the parser folds a histogram's
   * series into one and drops their labels (route), so each histogram's `_bucket`, `_sum` and `_count`
   * series are read as families of their own here, labels intact.
   */
  series: Map<string, Family>;
}

/** GET /metrics on `port`, parsed; `families` is empty when the answer is not 200. */
export async function scrape(port: number, headers: Record<string, string> = {}, path = '/metrics'): Promise<Scrape> {
  const answer = await send(port, 'GET', path, { headers });
  const families = new Map<string, Family>();
  const series = new Map<string, Family>();
  if (answer.status === 200) {
    for (const family of parsePrometheus(answer.text)) families.set(family.name, family);
    const untyped = answer.text.replace(/^# TYPE (\S+) histogram$/gm, '# TYPE $1 untyped');
    // A histogram's series come route by route, so each name starts a family again and again: merged here.
    for (const family of parsePrometheus(untyped)) {
      const seen = series.get(family.name);
      if (seen === undefined) series.set(family.name, family);
      else seen.metrics.push(...family.metrics);
    }
  }
  return { answer, families, series };
}

function matches(labels: Record<string, string> | undefined, wanted: Record<string, string>): boolean {
  const have = labels ?? {};
  const names = Object.keys(have);
  return names.length === Object.keys(wanted).length && names.every((name) => have[name] === wanted[name]);
}

/** A counter's or gauge's value for exactly these labels; undefined when it has no such sample. */
export function sample(scraped: Scrape, name: string, labels: Record<string, string> = {}): number | undefined {
  const found = scraped.families.get(name)?.metrics.find((metric) => matches(metric.labels, labels));
  return found?.value === undefined ? undefined : Number(found.value);
}

/** The same, 0 when absent: a counter no request has moved yet has no sample. */
export function count(scraped: Scrape, name: string, labels: Record<string, string> = {}): number {
  return sample(scraped, name, labels) ?? 0;
}

export interface HistogramSample {
  count: number;
  sum: number;
  /** Cumulative counts by upper bound, `+Inf` included. */
  buckets: Map<string, number>;
}

/** A histogram's series for exactly these labels (without `le`); undefined when absent. */
export function histogram(scraped: Scrape, name: string, labels: Record<string, string> = {}): HistogramSample | undefined {
  if (scraped.families.get(name)?.type !== 'HISTOGRAM') return undefined;
  const value = (suffix: string) => {
    const found = scraped.series.get(`${name}${suffix}`)?.metrics.find((metric) => matches(metric.labels, labels));
    return found?.value === undefined ? undefined : Number(found.value);
  };
  const count = value('_count');
  if (count === undefined) return undefined;
  const buckets = new Map<string, number>();
  for (const metric of scraped.series.get(`${name}_bucket`)?.metrics ?? []) {
    const { le, ...rest } = metric.labels ?? {};
    if (le !== undefined && matches(rest, labels)) buckets.set(le, Number(metric.value));
  }
  return { count, sum: value('_sum') ?? Number.NaN, buckets };
}
