/**
 * What parsing one market frame costs: `parseFrame` (src/market/frames.ts) over frames of the tick
 * generator's feed as they travel on the wire (500 symbols), per kind, plus a few malformed ones
 * (a ticker frame carries all 500 symbols, so fewer of those are timed). Prints the median and the
 * best round in microseconds per frame, next to what JSON.parse alone costs; it is a measurement,
 * not a test.
 *
 *   npm run bench:frames [-- --frames 20000 --rounds 21 --against path/to/other-frames.ts]
 *
 * `--against` times another module's `parseFrame` too (a saved copy of an earlier frames.ts, say),
 * round for round with this one, so a busy machine slows both alike.
 */
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { buildFrames } from '../../mocks/tick-generator/feed.ts';
import { FRAME_KINDS, toWireText, type FrameKind } from '../../mocks/tick-generator/wire.ts';
import { symbolsFor } from '../../mocks/tick-generator/symbols.ts';
import { parseFrame } from '../../src/market/frames.ts';

type Parse = (text: string) => unknown;

const { values } = parseArgs({
  options: {
    frames: { type: 'string', default: '20000' },
    rounds: { type: 'string', default: '21' },
    against: { type: 'string' },
  },
});
const FRAMES = Number(values.frames);
const ROUNDS = Number(values.rounds);

/** JSON.parse alone (twice for the double-encoded ticker): the floor any check adds to. */
const decodeOnly: Parse = (text) => {
  try {
    const value: unknown = JSON.parse(text);
    return typeof value === 'string' ? JSON.parse(value) : value;
  } catch {
    return null;
  }
};

const parsers: [string, Parse][] = [['parseFrame', parseFrame]];
if (values.against) {
  const other = (await import(pathToFileURL(resolve(values.against)).href)) as { parseFrame: Parse };
  parsers.push(['against', other.parseFrame]);
}
parsers.push(['JSON.parse', decodeOnly]);

const symbols = symbolsFor(500);
// one ticker frame carries every symbol (about 100 kB for 500): fewer of them
const countOf = (kind: FrameKind): number => (kind === 'ticker' ? Math.max(20, Math.round(FRAMES / 200)) : FRAMES);
const texts = (kind: FrameKind): string[] => buildFrames(countOf(kind), { kinds: [kind], symbols }).map(toWireText);
const MALFORMED = [
  '{oops',
  '{"cmd_id":22998,"data":{"code":"BTCUSDT","price":"1"}}',
  '{"cmd_id":22999,"data":{"code":"x","asks":[]}}',
  '42',
];

/** One round of `parse` over every frame, in microseconds per frame. */
const round = (frames: readonly string[], parse: Parse): number => {
  let kept = 0;
  const started = performance.now();
  for (const text of frames) if (parse(text) !== null) kept += 1;
  const perFrame = ((performance.now() - started) * 1000) / frames.length;
  if (kept < 0) console.log(kept); // keeps the loop's work observable
  return perFrame;
};

const median = (sorted: readonly number[]): number => sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
const us = (value: number): string => `${value.toFixed(2).padStart(9)} µs`;

/** Every parser's rounds, taken in turn (one warm-up round each first). */
const row = (label: string, frames: readonly string[]): string => {
  const rounds = parsers.map((): number[] => []);
  for (let index = 0; index <= ROUNDS; index += 1) {
    parsers.forEach(([, parse], which) => {
      const perFrame = round(frames, parse);
      if (index > 0) rounds[which]?.push(perFrame);
    });
  }
  const cells = rounds
    .map((values) => values.sort((a, b) => a - b))
    .map((sorted) => `${us(median(sorted))} ${us(sorted[0] ?? Number.NaN)}`);
  const bytes = frames.reduce((sum, text) => sum + text.length, 0) / frames.length;
  return `${label.padEnd(10)} ${cells.join('   ')} ${bytes.toFixed(0).padStart(8)} B`;
};

// A shared machine is noisy: the median and the best round say more than the mean.
console.log(
  `${FRAMES} frames per kind, ${ROUNDS} rounds (Node ${process.version}); µs per frame, median and best round`,
);
console.log(`${''.padEnd(10)} ${parsers.map(([name]) => name.padEnd(26)).join('  ')} size`);
for (const kind of FRAME_KINDS) {
  const frames = texts(kind);
  const sample = frames[0];
  if (sample === undefined || parseFrame(sample) === null) throw new Error(`the feed's ${kind} frame does not parse`);
  console.log(row(kind, frames));
}
console.log(
  row(
    'malformed',
    Array.from({ length: FRAMES }, (_, index) => MALFORMED[index % MALFORMED.length]!),
  ),
);
