/**
 * The market socket's frames as a client tells them apart (there is no topic field): the plain-text
 * ping, the double-encoded ticker string, JSON arrays (ignored), price ticks and depth by `cmd_id`,
 * kline pushes by `kline_type`; and the symbol codes each carries.
 */

export type FrameType = 'priceTick' | 'depth' | 'klinePush' | 'ticker' | 'ping' | 'array' | 'unknown';

export const FRAME_TYPES: readonly FrameType[] = [
  'priceTick',
  'depth',
  'klinePush',
  'ticker',
  'ping',
  'array',
  'unknown',
];

export const FRAME_TYPE_LABELS: Readonly<Record<FrameType, string>> = {
  priceTick: 'price tick (cmd_id 22998)',
  depth: 'depth (cmd_id 22999)',
  klinePush: 'kline push (kline_type)',
  ticker: 'ticker (double-encoded)',
  ping: 'ping (plain text)',
  array: 'JSON array (ignored)',
  unknown: 'unknown',
};

export interface ClassifiedFrame {
  type: FrameType;
  /** The frame's text as received. */
  text: string;
  /** Decoded once (the ticker's value is therefore still a string); the text itself for ping/unknown. */
  value: unknown;
  /** Why an unknown frame is unknown. */
  reason?: string;
}

type Obj = Record<string, unknown>;
export const isObj = (value: unknown): value is Obj =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** `22998` and `"22998"` alike, so a frame with a wrongly typed discriminator is still reported by type. */
const isCmd = (value: unknown, id: number): boolean =>
  (typeof value === 'number' || typeof value === 'string') && String(value) === String(id);

/**
 * Sorts a frame by its shape, as a client tells frames apart (there is no topic field): the text
 * `ping`; else JSON: a string is the double-encoded ticker, an array is ignored, an object is a
 * price tick or depth by `cmd_id` and a kline push when it has `kline_type`. Anything else is unknown.
 */
export function classifyFrame(text: string, isBinary = false): ClassifiedFrame {
  if (isBinary)
    return { type: 'unknown', text, value: text, reason: 'binary frame (the contract has text frames only)' };
  if (text === 'ping') return { type: 'ping', text, value: text };
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return { type: 'unknown', text, value: text, reason: 'neither JSON nor the plain-text ping' };
  }
  if (typeof value === 'string') return { type: 'ticker', text, value };
  if (Array.isArray(value)) return { type: 'array', text, value };
  if (isObj(value)) {
    if (isCmd(value.cmd_id, 22998)) return { type: 'priceTick', text, value };
    if (isCmd(value.cmd_id, 22999)) return { type: 'depth', text, value };
    if ('kline_type' in value) return { type: 'klinePush', text, value };
    return {
      type: 'unknown',
      text,
      value,
      reason: 'JSON object with neither cmd_id 22998/22999 nor kline_type',
    };
  }
  return { type: 'unknown', text, value, reason: `JSON ${value === null ? 'null' : typeof value}, not a frame` };
}

/** The symbol codes a frame carries, lower-cased (clients compare them lower-cased). */
export function codesOf(frame: ClassifiedFrame): string[] {
  const lower = (code: unknown): string[] => (typeof code === 'string' && code !== '' ? [code.toLowerCase()] : []);
  const value = frame.value;
  if ((frame.type === 'priceTick' || frame.type === 'depth') && isObj(value) && isObj(value.data)) {
    return lower(value.data.code);
  }
  if (frame.type === 'klinePush' && isObj(value)) return lower(value.code);
  if (frame.type === 'ticker' && typeof value === 'string') {
    try {
      const content: unknown = JSON.parse(value);
      const entries = isObj(content) && Array.isArray(content.data) ? content.data : [];
      return entries.flatMap((entry) => (isObj(entry) ? lower(entry.code) : []));
    } catch {
      return [];
    }
  }
  return [];
}
