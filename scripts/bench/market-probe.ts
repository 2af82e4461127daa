/**
 * What bench:market measures inside the page, and how it reports: the probe that runs before the
 * app, the samples it returns, the product's targets and the lines printed against them.
 */

/** performance.now() is coarsened to 100 µs in a page that is not cross-origin isolated. */
const CLOCK_RESOLUTION_MS = 0.1;

export const TARGETS = {
  longTasks: 0,
  frameP95: 16.7,
  tickToScreenP95: 100,
  heapGrowthMb: 10,
  chartPaintMs: 150,
} as const;

/** Runs in the page before the app: records arrivals (on the page's socket or from the feed's worker), DOM updates, frames and long tasks. */
export const PROBE = `(() => {
  const probe = { arrivals: new Map(), latencies: [], frames: [], longTasks: [], measuring: false, frameCount: 0 };
  window.__bench = probe;
  // The probe runs on the page's main thread beside the app, so it does as little as it can per
  // frame: codes are lower-cased once each, prices kept as numbers, and an arrival is updated in place.
  const lower = new Map();
  const codeOf = (raw) => {
    let code = lower.get(raw);
    if (code === undefined) lower.set(raw, (code = String(raw).toLowerCase()));
    return code;
  };
  // Only the symbols on screen can be matched to a paint: the others' frames are skipped at once, so
  // the probe adds little to the app's own task that receives them (with 500 symbols, most are not
  // drawn). The set is read from the live prices on screen when a measurement begins and every
  // 250 ms after (a list re-ranks, a screen scrolls).
  const shown = new Set();
  const readShown = () => {
    shown.clear();
    for (const node of document.querySelectorAll('[data-price][data-code]')) shown.add(node.getAttribute('data-code'));
  };
  let shownTimer;
  const arrived = (raw, value, at) => {
    // the newest frame of a symbol is the one its next paint shows (older ones are superseded)
    const code = codeOf(raw);
    if (!shown.has(code)) return;
    const price = Number(value);
    const pending = probe.arrivals.get(code);
    if (pending === undefined) probe.arrivals.set(code, { price, at });
    else if (pending.price !== price) {
      pending.price = price;
      pending.at = at;
    }
  };
  const Native = window.WebSocket;
  window.WebSocket = class extends Native {
    constructor(...args) {
      super(...args);
      this.addEventListener('message', (event) => {
        if (!probe.measuring || typeof event.data !== 'string' || !event.data.startsWith('{"cmd_id":22998')) return;
        try {
          const { data } = JSON.parse(event.data);
          arrived(data.code, data.price, performance.now());
        } catch {}
      });
    }
  };
  // The app runs the feed in a worker and gets its frames in batches: a price arrived when the
  // worker received the batch's first frame (its 'since'), which counts the batching in the latency.
  const NativeWorker = window.Worker;
  if (NativeWorker) window.Worker = class extends NativeWorker {
    constructor(...args) {
      super(...args);
      this.addEventListener('message', (event) => {
        const message = event.data;
        if (!probe.measuring || !message || message.type !== 'frames') return;
        const at = message.since - performance.timeOrigin;
        for (const item of message.frames) if (item.kind === 'price') arrived(item.frame.data.code, item.frame.data.price, at);
      });
    }
  };
  new PerformanceObserver((list) => {
    if (!probe.measuring) return;
    for (const entry of list.getEntries()) probe.longTasks.push(entry.duration);
  }).observe({ type: 'longtask', buffered: false });
  const start = () => {
    new MutationObserver((records) => {
      if (!probe.measuring) return;
      const now = performance.now();
      for (const record of records) {
        const node = record.target;
        const price = node.getAttribute('data-price');
        if (!price) continue;
        // the store keeps prices as decimal strings: the same number as the frame's
        const code = node.getAttribute('data-code');
        const pending = probe.arrivals.get(code);
        if (!pending || pending.price !== Number(price)) continue;
        probe.arrivals.delete(code);
        probe.latencies.push(now - pending.at);
      }
    }).observe(document.documentElement, { subtree: true, attributes: true, attributeFilter: ['data-price'] });
    let last = performance.now();
    const frame = (now) => {
      if (probe.measuring) probe.frames.push(now - last);
      last = now;
      requestAnimationFrame(frame);
    };
    requestAnimationFrame(frame);
  };
  if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', start);
  else start();
  probe.begin = () => {
    probe.arrivals.clear();
    probe.latencies.length = 0;
    probe.frames.length = 0;
    probe.longTasks.length = 0;
    readShown();
    shownTimer = setInterval(readShown, 250);
    probe.measuring = true;
  };
  probe.end = () => {
    probe.measuring = false;
    clearInterval(shownTimer);
    return { latencies: probe.latencies.slice(), frames: probe.frames.slice(), longTasks: probe.longTasks.slice() };
  };
})();`;

export interface Sample {
  latencies: number[];
  frames: number[];
  longTasks: number[];
}

export const percentile = (values: number[], p: number): number => {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
};

export interface Run {
  label: string;
  sample: Sample;
  heapStart: number;
  heapEnd: number;
  seconds: number;
  /** Main-thread CPU time over the run (ms), throttling excluded. */
  cpuMs: number;
}

const mark = (ok: boolean): string => (ok ? 'ok  ' : 'MISS');
export const fmt = (value: number, digits = 1): string => (Number.isFinite(value) ? value.toFixed(digits) : 'n/a');
let missed = 0;
export const line = (name: string, value: string, target: string, ok: boolean): void => {
  if (!ok) missed += 1;
  console.log(`  ${mark(ok)} ${name.padEnd(30)} ${value.padStart(12)}   target ${target}`);
};

export const report = (run: Run, heapTarget: boolean): void => {
  const { sample } = run;
  const over50 = sample.longTasks.filter((duration) => duration > 50);
  const frameP50 = percentile(sample.frames, 50);
  const frameP95 = percentile(sample.frames, 95);
  const latencyP50 = percentile(sample.latencies, 50);
  const latencyP95 = percentile(sample.latencies, 95);
  const growth = run.heapEnd - run.heapStart;
  console.log(
    `\n${run.label} (${run.seconds} s, ${sample.frames.length} frames, ${sample.latencies.length} price updates shown)`,
  );
  line(
    'long tasks over 50 ms',
    `${over50.length}${over50.length ? ` (max ${fmt(Math.max(...over50), 0)} ms)` : ''}`,
    '0',
    over50.length <= TARGETS.longTasks,
  );
  line('frame time p50', `${fmt(frameP50)} ms`, '-', true);
  line(
    'frame time p95',
    `${fmt(frameP95)} ms`,
    `≤ ${TARGETS.frameP95} ms (± ${CLOCK_RESOLUTION_MS * 2} ms clock)`,
    frameP95 <= TARGETS.frameP95 + CLOCK_RESOLUTION_MS * 2,
  );
  const dropped = sample.frames.filter((gap) => gap > TARGETS.frameP95 * 1.5).length;
  line('frames over 25 ms (dropped)', `${dropped} of ${sample.frames.length}`, '-', true);
  line('tick-to-screen p50', `${fmt(latencyP50)} ms`, '-', true);
  line(
    'tick-to-screen p95',
    `${fmt(latencyP95)} ms`,
    `≤ ${TARGETS.tickToScreenP95} ms`,
    latencyP95 <= TARGETS.tickToScreenP95,
  );
  line(
    'JS heap growth',
    `${fmt(growth, 2)} MB`,
    heapTarget ? `< ${TARGETS.heapGrowthMb} MB over 5 min` : '- (see soak)',
    !heapTarget || growth < TARGETS.heapGrowthMb,
  );
  console.log(`       heap ${fmt(run.heapStart, 2)} MB → ${fmt(run.heapEnd, 2)} MB after GC`);
  console.log(
    `       main thread CPU ${fmt(run.cpuMs / run.seconds, 0)} ms per second before throttling ` +
      `(independent of other load on the machine; ×throttle is the share of a throttled core)`,
  );
};

/** How many targets the lines printed so far missed. */
export const missedTargets = (): number => missed;
