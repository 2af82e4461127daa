/**
 * What `bench:market -- --compare-depth` builds in place of `src/components/depth-chart.tsx` for its
 * "without the depth chart" variant: nothing drawn, nothing subscribed. Only the benchmark's own
 * build uses it; the app never imports it.
 */
export const DepthChart = (): null => null;
