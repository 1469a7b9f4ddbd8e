// prom-client, loaded when first needed (server-metrics.ts says why). It is a CommonJS package:
// imported by node its exports are named, but in the production bundle (esbuild, scripts/bundle.ts)
// a dynamic import of it has them on `default` alone.
type PromClient = typeof import('prom-client');

let loading: Promise<PromClient> | undefined;

export function loadPromClient(): Promise<PromClient> {
  loading ??= import('prom-client').then((loaded) => (loaded as PromClient & { default?: PromClient }).default ?? loaded);
  return loading;
}
