/**
 * The check of one frame against asyncapi.yaml: the payload schema of its message, compiled from the
 * parsed AsyncAPI document (the ticker a second time, decoded, against its `x-decoded-schema`).
 */
import { readFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import { Parser } from '@asyncapi/parser';
import { Ajv, type ErrorObject, type ValidateFunction } from 'ajv';
import { addFormats } from '../lib/ajv-formats.ts';
import { isObj, type ClassifiedFrame, type FrameType } from './frames.ts';

export const DEFAULT_SPEC_PATH = resolve('asyncapi.yaml');

/** Compiled payload schemas of the AsyncAPI messages, one per frame type that has one. */
export interface FeedSchemas {
  readonly specPath: string;
  readonly priceTick: ValidateFunction;
  readonly depth: ValidateFunction;
  readonly klinePush: ValidateFunction;
  /** The ticker as received: a string (TickerFrame). */
  readonly ticker: ValidateFunction;
  /** The ticker decoded a second time (TickerFrame's x-decoded-schema, i.e. TickerFrameContent). */
  readonly tickerContent: ValidateFunction;
  readonly ping: ValidateFunction;
}

/** The AsyncAPI message (components/messages) of each frame type. */
export const MESSAGE_OF_TYPE = {
  priceTick: 'priceTick',
  depth: 'depth',
  klinePush: 'klinePush',
  ticker: 'ticker',
  ping: 'ping',
} as const satisfies Partial<Record<FrameType, string>>;

const schemaCache = new Map<string, Promise<FeedSchemas>>();

async function compileSchemas(specPath: string): Promise<FeedSchemas> {
  const source = await readFile(specPath, 'utf8');
  const { document, diagnostics } = await new Parser().parse(source, { source: specPath });
  if (document === undefined) {
    const problems = diagnostics.map((d) => `  ${d.path.join('.')}: ${d.message}`).join('\n');
    throw new Error(`${specPath} is not a valid AsyncAPI document:\n${problems}`);
  }
  // draft-07 (AsyncAPI's schema dialect); not strict, so that x-… keys and the parser's own
  // x-parser-schema-id annotations pass
  const ajv = new Ajv({ allErrors: true, strict: false });
  addFormats(ajv);
  const messages = document.components().messages();
  const payload = (name: string): object => {
    const json = messages.get(name)?.payload()?.json<object>();
    if (json === undefined) throw new Error(`${specPath} has no payload for message "${name}"`);
    return json;
  };
  const tickerPayload = payload(MESSAGE_OF_TYPE.ticker) as { 'x-decoded-schema'?: unknown };
  const decoded = tickerPayload['x-decoded-schema'];
  const content = isObj(decoded) ? decoded : document.components().schemas().get('TickerFrameContent')?.json<object>();
  if (content === undefined) {
    throw new Error(`${specPath}: the ticker payload has no x-decoded-schema and there is no TickerFrameContent`);
  }
  return {
    specPath,
    priceTick: ajv.compile(payload(MESSAGE_OF_TYPE.priceTick)),
    depth: ajv.compile(payload(MESSAGE_OF_TYPE.depth)),
    klinePush: ajv.compile(payload(MESSAGE_OF_TYPE.klinePush)),
    ticker: ajv.compile(tickerPayload),
    tickerContent: ajv.compile(content),
    ping: ajv.compile(payload(MESSAGE_OF_TYPE.ping)),
  };
}

/** Parses the AsyncAPI document (once per path) and compiles the payload schemas of its frames. */
export function loadFeedSchemas(specPath: string = DEFAULT_SPEC_PATH): Promise<FeedSchemas> {
  const key = resolve(specPath);
  let loading = schemaCache.get(key);
  if (loading === undefined) {
    loading = compileSchemas(key);
    schemaCache.set(key, loading);
    loading.catch(() => schemaCache.delete(key));
  }
  return loading;
}

function describeError(error: ErrorObject, prefix = ''): string {
  const params = error.params as { allowedValue?: unknown; allowedValues?: unknown };
  let detail = '';
  if (error.keyword === 'const') detail = ` ${JSON.stringify(params.allowedValue)}`;
  if (error.keyword === 'enum') detail = ` ${JSON.stringify(params.allowedValues)}`;
  return `${prefix}${error.instancePath || '/'} ${error.message ?? error.keyword}${detail}`;
}

function run(validate: ValidateFunction, value: unknown, prefix = ''): string[] {
  if (validate(value)) return [];
  return (validate.errors ?? []).map((error) => describeError(error, prefix));
}

/** The contract violations of one frame (empty when it conforms). Unknown frames always violate. */
export function checkFrame(frame: ClassifiedFrame, schemas: FeedSchemas): string[] {
  switch (frame.type) {
    case 'priceTick':
    case 'depth':
    case 'klinePush':
    case 'ping':
      return run(schemas[frame.type], frame.value);
    case 'ticker': {
      const errors = run(schemas.ticker, frame.value);
      if (typeof frame.value !== 'string') return errors;
      let content: unknown;
      try {
        content = JSON.parse(frame.value);
      } catch {
        return [...errors, '(decoded) the string inside the frame is not JSON'];
      }
      return [...errors, ...run(schemas.tickerContent, content, '(decoded) ')];
    }
    case 'array':
      return [];
    case 'unknown':
      return [`unknown frame: ${frame.reason ?? 'matches no message of the contract'}`];
  }
}
