/**
 * The kit's planted-fault suite, the market socket: a small fake feed that conforms, and the same feed
 * with one fault planted per class the feed suite claims to find (data before a subscription, a frame
 * that does not match asyncapi.yaml, candle timestamps in milliseconds, a candle's prices out of order,
 * no depth after its subscription). Each must be found by the check meant for it; the conforming feed
 * gives no finding. All runs listen at once (a few seconds in all).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { exitCodeOf, type ConformanceReport } from '../src/conformance/model.ts';
import { runConformance } from '../src/conformance/run.ts';
import { SPEC } from './fake-server.ts';
import { ASYNCAPI, startFakeFeed, type FakeFeed, type FeedFault } from './fake-feed.ts';

const FAULTS: FeedFault[] = [
  'none',
  'data-before-subscription',
  'frame-shape',
  'milliseconds',
  'candle-order',
  'no-depth',
];
const feeds: FakeFeed[] = [];
const reports = new Map<FeedFault, ConformanceReport>();

beforeAll(async () => {
  await Promise.all(
    FAULTS.map(async (fault) => {
      const feed = await startFakeFeed(fault);
      feeds.push(feed);
      reports.set(
        fault,
        await runConformance(
          {
            api: undefined,
            feed: feed.url,
            spec: SPEC,
            asyncapi: ASYNCAPI,
            out: '',
            token: 'unused',
            lang: 'en',
            only: ['feed'],
            runs: 0,
            negativeLimit: 0,
            seed: 1,
            requireSuccess: true,
            strict: false,
            requestTimeoutMs: 10_000,
            // generous against a feed that sends every 200 ms: a busy machine delays frames, it does not drop them
            feedListenMs: 4_000,
            feedAnswerWithinMs: 1_200,
            feedPingWithinMs: 3_000,
          },
          { log: () => undefined },
        ),
      );
    }),
  );
}, 60_000);

afterAll(async () => {
  await Promise.all(feeds.map((feed) => feed.close()));
});

const errors = (report: ConformanceReport | undefined): string[] =>
  (report?.results ?? []).flatMap((r) =>
    r.findings.filter((f) => f.severity === 'error').map((f) => `${r.operation}: ${f.location} ${f.message}`),
  );

describe('the market feed', () => {
  it('a conforming feed gives no finding, and every feed check ran', () => {
    const report = reports.get('none');
    expect(errors(report)).toEqual([]);
    expect(report?.results.map((r) => r.operation)).toEqual(
      expect.arrayContaining(['subscribe', 'depth', 'ping', 'connection', 'frames', 'timestamps', 'candles']),
    );
    expect(report?.results.every((r) => r.outcome === 'pass')).toBe(true);
    expect(report && exitCodeOf(report)).toBe(0);
  });

  it.each([
    { fault: 'data-before-subscription' as const, expect: /^subscribe: feed 1 frame\(s\) before any subscription/ },
    { fault: 'frame-shape' as const, expect: /^frames: frame \d+ \(priceTick\) .*price/ },
    {
      fault: 'milliseconds' as const,
      expect: /^timestamps: frame \d+ \(klinePush\) timestamp \d+ is not unix seconds \(milliseconds\?\)/,
    },
    { fault: 'candle-order' as const, expect: /^candles: frame \d+ \(klinePush\) candle at \d+ has low 999999/ },
    { fault: 'no-depth' as const, expect: /^depth: feed no depth frame \(cmd_id 22999\) after sub:market_depth/ },
  ])('$fault is found', ({ fault, expect: expected }) => {
    const report = reports.get(fault);
    expect(
      errors(report).some((line) => expected.test(line)),
      errors(report).join('\n'),
    ).toBe(true);
    expect(report && exitCodeOf(report)).toBe(1);
  });
});
