/**
 * feed:verify — checks a market socket against the AsyncAPI contract (asyncapi.yaml).
 *
 *   npm run feed:verify -- --url wss://market.example.com/ws --seconds 30 [--spec asyncapi.yaml]
 *
 * Connects like the app (on open it sends the three plain-text subscribe frames), listens for N
 * seconds, sorts every inbound frame by its shape (price tick `cmd_id` 22998, depth `cmd_id` 22999,
 * kline push `kline_type`, the double-encoded ticker string, the plain-text `ping`, a JSON array,
 * or unknown) and validates it against the payload schema of its message in the parsed AsyncAPI
 * document (the ticker a second time, decoded, against its `x-decoded-schema`). Prints the count
 * per frame type, the distinct symbols seen, every violation (the first 50 in full) and a last line
 * `feed: N frames, X valid, Y invalid`.
 *
 * Exit code: 0 when frames arrived and all of them conform; 1 when a frame is invalid or unknown,
 * nothing arrived or the connection failed; 2 on a usage error.
 *
 * JSON arrays count as valid: the contract says the server may send them and clients ignore them.
 *
 * The parts: feed-verify/frames.ts (telling frames apart), schemas.ts (checking one against the contract),
 * listen.ts (the connection and the counts), report.ts (the text).
 */
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { isEntryPoint } from './lib/entry-point.ts';
import { checkUrl, MAX_SECONDS, verifyFeed, type VerifyFeedOptions } from './feed-verify/listen.ts';
import { formatReport } from './feed-verify/report.ts';

export const USAGE =
  'usage: npm run feed:verify -- --url <ws-url> [--seconds 10] [--spec asyncapi.yaml]';

export interface CliIo {
  out(text: string): void;
  err(text: string): void;
}

const consoleIo: CliIo = {
  out: (text) => console.log(text),
  err: (text) => console.error(text),
};

/** Runs the command line; resolves with the exit code (0 ok, 1 violations or no frames, 2 usage). */
export async function main(argv: string[], io: CliIo = consoleIo): Promise<number> {
  let options: VerifyFeedOptions;
  try {
    const { values } = parseArgs({
      args: argv,
      strict: true,
      allowPositionals: false,
      options: {
        url: { type: 'string' },
        seconds: { type: 'string', default: '10' },
        spec: { type: 'string' },
        help: { type: 'boolean', short: 'h', default: false },
      },
    });
    if (values.help) {
      io.out(USAGE);
      return 0;
    }
    if (values.url === undefined) throw new Error('--url is required');
    const seconds = Number(values.seconds);
    if (!Number.isFinite(seconds) || seconds <= 0 || seconds > MAX_SECONDS) {
      throw new Error(`--seconds must be a number above 0 and at most ${MAX_SECONDS}, got "${values.seconds}"`);
    }
    checkUrl(values.url);
    options = { url: values.url, seconds, ...(values.spec === undefined ? {} : { specPath: resolve(values.spec) }) };
  } catch (error) {
    io.err(error instanceof Error ? error.message : String(error));
    io.err(USAGE);
    return 2;
  }
  try {
    const report = await verifyFeed(options);
    io.out(formatReport(report));
    return report.exitCode;
  } catch (error) {
    io.err(error instanceof Error ? error.message : String(error));
    return 1;
  }
}


if (isEntryPoint(import.meta.url)) process.exitCode = await main(process.argv.slice(2));
