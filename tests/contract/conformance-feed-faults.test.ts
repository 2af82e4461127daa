/**
 * Every fault class the conformance command promises to find in the market feed, planted one at a time
 * in a socket proxy in front of a real sandbox (which conforms): each must be found by the check meant
 * to find it, with a message that says what is wrong. The REST faults: conformance-faults.test.ts.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { exitCodeOf, type ConformanceReport } from '../../packages/contract-kit/src/conformance/model.ts';
import { runConformance } from '../../packages/contract-kit/src/conformance/run.ts';
import { startSandboxServer, type SandboxServer } from '../../mocks/sandbox/server.ts';
import { testOptions } from './support/conformance-options.ts';
import { startFeedProxy, type FeedFault } from './support/fault-servers.ts';

const quiet = { log: (): void => undefined };
let sandbox: SandboxServer;

beforeAll(async () => {
  sandbox = await startSandboxServer({
    port: 0,
    settleEveryMs: 1000,
    pingIntervalMs: 400,
    config: { enforceWithdrawalHours: false },
  });
}, 60_000);

afterAll(async () => {
  await sandbox.close();
});

describe('feed faults are found', () => {
  const feedCases: Array<{ fault: string; planted: FeedFault; check: string; expect: RegExp }> = [
    {
      fault: 'data before any subscription',
      planted: { onConnect: [JSON.stringify({ cmd_id: 22998, data: { code: 'BTCUSDT', price: 96000.5 } })] },
      check: 'subscribe',
      expect: /1 frame\(s\) before any subscription/,
    },
    {
      fault: 'no answer to sub:real.market_ti',
      planted: { frame: (t) => (t.includes('"cmd_id":22998') ? undefined : t) },
      check: 'subscribe',
      expect: /no price tick \(cmd_id 22998\) after sub:real\.market_ti/,
    },
    {
      fault: 'no answer to sub:market_ti',
      planted: { frame: (t) => (t.includes('kline_type') || t.startsWith('"') ? undefined : t) },
      check: 'subscribe',
      expect: /no kline push or ticker after sub:market_ti/,
    },
    {
      fault: 'depth before sub:market_depth',
      planted: {
        onFirstSubscription: [
          JSON.stringify({
            cmd_id: 22999,
            data: {
              code: 'BTCUSDT',
              asks: [{ price: '96010.5', volume: '0.8' }],
              bids: [{ price: '96000.1', volume: '1.2' }],
            },
          }),
        ],
      },
      check: 'depth',
      expect: /depth frame\(s\) before sub:market_depth/,
    },
    {
      fault: 'no depth after sub:market_depth',
      planted: { frame: (t) => (t.includes('"cmd_id":22999') ? undefined : t) },
      check: 'depth',
      expect: /no depth frame \(cmd_id 22999\) after sub:market_depth/,
    },
    {
      fault: 'no ping',
      planted: { frame: (t) => (t === 'ping' ? undefined : t) },
      check: 'ping',
      expect: /0 ping\(s\) in .* the longest gap was/,
    },
    {
      fault: 'a close before the time is up',
      planted: { closeAfterMs: 1_000 },
      check: 'connection',
      expect: /closed by the server after [\d.]+ s/,
    },
    {
      fault: 'timestamps in milliseconds',
      planted: {
        frame: (t) =>
          t.includes('kline_type') ? t.replace(/"timestamp":(\d+)/g, (_m, s: string) => `"timestamp":${s}000`) : t,
      },
      check: 'timestamps',
      expect: /is not unix seconds \(milliseconds\?\)/,
    },
    {
      fault: 'a candle with low above open',
      planted: {
        frame: (t) => (t.includes('kline_type') ? t.replace(/"low_price":"[^"]*"/g, '"low_price":"99999999"') : t),
      },
      check: 'candles',
      expect: /needs low ≤ open, close ≤ high/,
    },
    {
      fault: 'a malformed frame',
      planted: { frame: (t) => (t.includes('"cmd_id":22998') ? t.replace(/"price":[-\d.]+/, '"price":"high"') : t) },
      check: 'frames',
      expect: /price/,
    },
  ];

  let reports: Map<string, ConformanceReport>;
  beforeAll(async () => {
    // all sessions at once: each listens 2.5 s, in parallel they take as long as one
    const entries = await Promise.all(
      feedCases.map(async ({ fault: name, planted }) => {
        const feedProxy = await startFeedProxy(`ws://127.0.0.1:${sandbox.port}/ws`, planted);
        try {
          return [name, await runConformance(testOptions({ feed: feedProxy.url, only: ['feed'] }), quiet)] as const;
        } finally {
          await feedProxy.close();
        }
      }),
    );
    reports = new Map(entries);
  }, 60_000);

  it.each(feedCases)('$fault', ({ fault: name, check, expect: expected }) => {
    const report = reports.get(name);
    const failed = report?.results.filter((r) => r.outcome === 'fail') ?? [];
    expect(failed.map((r) => r.operation)).toContain(check);
    expect(failed.flatMap((r) => r.findings.map((f) => f.message)).join('\n')).toMatch(expected);
    expect(report && exitCodeOf(report)).toBe(1);
  });
});
