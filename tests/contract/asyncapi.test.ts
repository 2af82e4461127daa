/**
 * The market-socket contract (asyncapi.yaml) and the tick generator's feed agree.
 *
 * The schemas come from the parsed AsyncAPI document, never from a copy, so a change to the
 * contract that the feed does not follow (or the other way round) fails here.
 */
import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { DiagnosticSeverity, Parser, type AsyncAPIDocumentInterface, type Diagnostic } from '@asyncapi/parser';
import { Ajv, type ValidateFunction } from 'ajv';
import addFormats from 'ajv-formats';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildFrames } from '../../mocks/tick-generator/feed';
import { buildCandleHistory } from '../../mocks/tick-generator/candle-history';
import { KLINE_PERIODS } from '../../mocks/tick-generator/model';
import { FRAME_KINDS, toWireText, type FeedFrame, type FrameKind } from '../../mocks/tick-generator/wire';
import { MOCK_SYMBOLS } from '../../mocks/tick-generator/symbols';
import { parseFrame } from '../../src/market/frames';

const specPath = fileURLToPath(new URL('../../asyncapi.yaml', import.meta.url));

/** The AsyncAPI message (components/messages) that carries each kind of feed frame. */
const MESSAGE_OF_KIND: Readonly<Record<FrameKind, string>> = {
  priceTick: 'priceTick',
  depth: 'depth',
  klinePush: 'klinePush',
  ticker: 'ticker',
};

const FRAMES_PER_KIND = 10_000;

let document: AsyncAPIDocumentInterface;
let diagnostics: Diagnostic[];
let ajv: Ajv;

/** Every `x-…` key used anywhere in the parsed schemas, so Ajv's strict mode accepts them. */
function extensionKeys(value: unknown, keys = new Set<string>(), seen = new Set<object>()): Set<string> {
  if (typeof value !== 'object' || value === null || seen.has(value)) return keys;
  seen.add(value);
  for (const [key, child] of Object.entries(value)) {
    if (key.startsWith('x-')) keys.add(key);
    extensionKeys(child, keys, seen);
  }
  return keys;
}

/**
 * Spectral severity 0 is an error. Compared as numbers: the parser re-exports one copy of
 * @stoplight/types' enum and types its diagnostics with another, so the enums do not match.
 */
function isError(diagnostic: Diagnostic): boolean {
  return Number(diagnostic.severity) === Number(DiagnosticSeverity.Error);
}

function schemaJson(name: string): object {
  const schema = document.components().schemas().get(name);
  if (schema === undefined) throw new Error(`asyncapi.yaml has no schema ${name}`);
  return schema.json<object>();
}

function payloadJson(messageName: string): object {
  const payload = document.components().messages().get(messageName)?.payload();
  if (payload === undefined) throw new Error(`asyncapi.yaml has no payload for message ${messageName}`);
  return payload.json<object>();
}

const validators = new Map<object, ValidateFunction>();
function validatorOf(schema: object): ValidateFunction {
  const cached = validators.get(schema) ?? ajv.compile(schema);
  validators.set(schema, cached);
  return cached;
}

/** Validates and returns the errors as text (empty when valid), for readable failures. */
function errorsOf(schema: object, value: unknown): string {
  const validate = validatorOf(schema);
  return validate(value) ? '' : ajv.errorsText(validate.errors);
}

beforeAll(async () => {
  const source = await readFile(specPath, 'utf8');
  const result = await new Parser().parse(source, { source: specPath });
  diagnostics = result.diagnostics;
  if (result.document === undefined) {
    throw new Error(diagnostics.map((d) => `${d.path.join('.')}: ${d.message}`).join('\n'));
  }
  document = result.document;
  ajv = new Ajv({ allErrors: true, strict: true });
  addFormats(ajv);
  ajv.addVocabulary([
    ...extensionKeys(
      document
        .components()
        .schemas()
        .all()
        .map((s) => s.json()),
    ),
  ]);
});

describe('asyncapi.yaml', () => {
  it('parses with no error-level diagnostics', () => {
    const errors = diagnostics.filter((diagnostic) => isError(diagnostic));
    expect(errors.map((e) => `${e.path.join('.')}: ${e.message}`)).toEqual([]);
    expect(document.version()).toBe('3.0.0');
  });

  it('names every message payload', () => {
    for (const message of document.components().messages().all()) {
      const payloadId = message.payload()?.id() ?? '<none>';
      expect(payloadId, `${message.id()} payload`).not.toMatch(/^<.*>$/);
    }
  });

  it('has examples for every named schema, and they validate', () => {
    const schemas = document.components().schemas().all();
    expect(schemas.length).toBeGreaterThan(15);
    for (const schema of schemas) {
      const json = schema.json<{ examples?: unknown }>();
      const { examples } = json;
      expect(Array.isArray(examples) && examples.length > 0, `${schema.id()} has examples`).toBe(true);
      for (const example of examples as unknown[]) {
        expect(errorsOf(json, example), `${schema.id()} example`).toBe('');
      }
    }
  });

  it('decodes every TickerFrame example to a valid TickerFrameContent', () => {
    const examples = schemaJson('TickerFrame') as { examples: unknown[] };
    for (const example of examples.examples) {
      expect(typeof example).toBe('string');
      expect(errorsOf(schemaJson('TickerFrameContent'), JSON.parse(example as string))).toBe('');
    }
  });

  it('describes the plain-text subscribe and ping frames', () => {
    const texts = ['sub:real.market_ti', 'sub:market_ti', 'sub:market_depth'];
    const messages = ['subscribeRealMarketTi', 'subscribeMarketTi', 'subscribeMarketDepth'];
    messages.forEach((name, index) => {
      expect(document.components().messages().get(name)?.contentType()).toBe('text/plain');
      expect(errorsOf(payloadJson(name), texts[index])).toBe('');
      expect(errorsOf(payloadJson(name), JSON.stringify(texts[index]))).not.toBe('');
    });
    for (const text of texts) expect(errorsOf(schemaJson('SubscribeFrame'), text)).toBe('');
    expect(errorsOf(payloadJson('ping'), 'ping')).toBe('');
  });

  it('rejects frames that break the contract', () => {
    const tick = { cmd_id: 22998, data: { code: 'BTCUSDT', price: 1 } };
    expect(errorsOf(payloadJson('priceTick'), tick)).toBe('');
    expect(errorsOf(payloadJson('priceTick'), { ...tick, cmd_id: 22999 })).not.toBe('');
    expect(errorsOf(payloadJson('priceTick'), { cmd_id: 22998, data: { code: 'BTCUSDT' } })).not.toBe('');
    const candle = { timestamp: 1, open_price: '1', high_price: '1', low_price: '1', close_price: '1' };
    expect(errorsOf(schemaJson('KlineCandle'), { ...candle, volume: '1.5' })).toBe('');
    expect(errorsOf(schemaJson('KlineCandle'), { ...candle, volume: 1.5 })).not.toBe('');
    expect(errorsOf(schemaJson('KlineCandle'), { ...candle, volume: 'abc' })).not.toBe('');
  });
});

describe("the app's frame parser against asyncapi.yaml", () => {
  const KIND_OF_MESSAGE: Readonly<Record<string, string>> = {
    priceTick: 'price',
    depth: 'depth',
    klinePush: 'kline',
    ticker: 'ticker',
  };

  it('takes every payload example of the frames it reads, as that kind of frame', () => {
    for (const [message, kind] of Object.entries(KIND_OF_MESSAGE)) {
      const { examples } = payloadJson(message) as { examples?: unknown[] };
      expect(examples?.length, `${message} has examples`).toBeGreaterThan(0);
      // each example as it travels: JSON text (the ticker's example is already the JSON string of its content)
      for (const example of examples ?? []) expect(parseFrame(JSON.stringify(example))?.kind, message).toBe(kind);
    }
  });

  it('drops what the payload schemas refuse', () => {
    const tick = { cmd_id: 22998, data: { code: 'BTCUSDT', price: 1 } };
    expect(errorsOf(payloadJson('priceTick'), { ...tick, data: { ...tick.data, price: -1 } })).not.toBe('');
    expect(parseFrame(JSON.stringify({ ...tick, data: { ...tick.data, price: -1 } }))).toBeNull();
    expect(parseFrame(JSON.stringify({ ...tick, cmd_id: 22999 }))).toBeNull();
  });
});

describe('the seeded feed against asyncapi.yaml', () => {
  it.each(FRAME_KINDS)(`produces ${FRAMES_PER_KIND} valid %s frames`, (kind) => {
    const frames = buildFrames(FRAMES_PER_KIND, { kinds: [kind], seed: 7 });
    expect(frames).toHaveLength(FRAMES_PER_KIND);
    const payloadSchema = payloadJson(MESSAGE_OF_KIND[kind]);
    const contentSchema = schemaJson('TickerFrameContent');
    const failures: string[] = [];
    for (const frame of frames) {
      expect(frame.kind).toBe(kind);
      // what a client receives: the wire text, decoded once
      const decoded: unknown = JSON.parse(toWireText(frame));
      const errors = errorsOf(payloadSchema, decoded);
      if (errors !== '') failures.push(errors);
      if (kind === 'ticker') {
        // double-encoded: the decoded payload is a string holding the JSON content
        expect(typeof decoded).toBe('string');
        const contentErrors = errorsOf(contentSchema, JSON.parse(decoded as string));
        if (contentErrors !== '') failures.push(contentErrors);
      }
    }
    expect(failures.slice(0, 5)).toEqual([]);
  });

  it('produces a valid KlineCandle history for every period', () => {
    const candleSchema = schemaJson('KlineCandle');
    for (const symbol of MOCK_SYMBOLS) {
      for (const period of KLINE_PERIODS) {
        const candles = buildCandleHistory(symbol, period, 50);
        expect(candles).toHaveLength(50);
        for (const candle of candles) expect(errorsOf(candleSchema, candle)).toBe('');
      }
    }
  });
});

describe('the seeded feed', () => {
  const decimals = (value: string): number => value.split('.')[1]?.length ?? 0;
  const precisionOf = new Map(MOCK_SYMBOLS.map((symbol) => [symbol.jiaoyidui, symbol.precision]));
  const precision = (code: string): number => precisionOf.get(code) ?? Number.NaN;

  it('is deterministic for a seed', () => {
    expect(buildFrames(500, { seed: 3 })).toEqual(buildFrames(500, { seed: 3 }));
    expect(buildFrames(500, { seed: 3 })).not.toEqual(buildFrames(500, { seed: 4 }));
  });

  it('covers every symbol of MOCK_SYMBOLS in every frame kind', () => {
    const codes = MOCK_SYMBOLS.map((symbol) => symbol.jiaoyidui).sort();
    const frames = buildFrames(FRAME_KINDS.length * MOCK_SYMBOLS.length, { seed: 1 });
    for (const kind of ['priceTick', 'depth', 'klinePush'] as const) {
      const seen = frames.filter((frame) => frame.kind === kind).map((frame) => frame.code);
      expect([...new Set(seen)].sort(), kind).toEqual(codes);
    }
    const ticker = frames.find((frame): frame is Extract<FeedFrame, { kind: 'ticker' }> => frame.kind === 'ticker');
    const content = JSON.parse(ticker?.payload ?? '{}') as { data: Array<{ code: string }> };
    expect(content.data.map((entry) => entry.code).sort()).toEqual(codes);
  });

  it('keeps prices at the symbol precision and candles consistent', () => {
    for (const frame of buildFrames(5_000, { seed: 11 })) {
      if (frame.kind === 'priceTick') {
        const { price, code } = frame.payload.data;
        expect(price).toBeGreaterThan(0);
        expect(Number(price.toFixed(precision(code)))).toBe(price);
      }
      if (frame.kind === 'klinePush') {
        for (const candle of frame.payload.kline_list) {
          const [open, high, low, close] = [
            candle.open_price,
            candle.high_price,
            candle.low_price,
            candle.close_price,
          ].map(Number) as [number, number, number, number];
          expect(decimals(candle.close_price)).toBe(precision(frame.code));
          expect(low).toBeLessThanOrEqual(Math.min(open, close));
          expect(high).toBeGreaterThanOrEqual(Math.max(open, close));
          expect(candle.timestamp % 60).toBe(0);
        }
      }
      if (frame.kind === 'depth') {
        const { asks, bids } = frame.payload.data;
        const asksPrices = asks.map((level) => Number(level.price));
        const bidsPrices = bids.map((level) => Number(level.price));
        expect(asks).toHaveLength(10);
        expect(bids).toHaveLength(10);
        expect(asksPrices).toEqual([...asksPrices].sort((a, b) => a - b));
        expect(bidsPrices).toEqual([...bidsPrices].sort((a, b) => b - a));
        expect(bidsPrices[0]).toBeLessThan(asksPrices[0] ?? 0);
      }
    }
  });

  it('stays near the base price over a long run', () => {
    const frames = buildFrames(MOCK_SYMBOLS.length * 10_000, { seed: 5, kinds: ['priceTick'] });
    const last = new Map(frames.map((frame) => [frame.code, frame]));
    for (const symbol of MOCK_SYMBOLS) {
      const frame = last.get(symbol.jiaoyidui);
      const price = frame?.kind === 'priceTick' ? frame.payload.data.price : 0;
      expect(Math.abs(price / Number(symbol.basePrice) - 1), symbol.jiaoyidui).toBeLessThan(0.25);
    }
  });
});
