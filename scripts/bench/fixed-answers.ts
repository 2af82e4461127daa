/**
 * A bare Node HTTP server that replays fixed answers (status, JSON body) by request path, with the
 * headers the sandbox sends. bench:sandbox records the sandbox's own answers into it, then measures
 * it beside the sandbox: it is the floor any server on this machine gets at that moment (nothing
 * but Node's HTTP and the kernel), and, behind Prism's proxy, what the proxy costs with an upstream
 * that does no work.
 *
 *   node --import tsx scripts/bench/fixed-answers.ts --port 4634 --answers answers.json
 *   answers.json: { "/api/userdetail": { "status": 200, "body": "{…}" }, … } (keys: answerKey of the URL)
 */
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { parseArgs } from 'node:util';
import { isEntryPoint } from '../lib/entry-point.ts';

/** A request path with its query parameters in a fixed order (a proxy may write them differently). */
export function answerKey(url: string): string {
  const parsed = new URL(url, 'http://bench.invalid');
  parsed.searchParams.sort();
  return `${parsed.pathname}${parsed.search}`;
}

function main(): void {
  const { values } = parseArgs({ options: { port: { type: 'string' }, answers: { type: 'string' } } });
  if (values.port === undefined || values.answers === undefined) {
    console.error('usage: fixed-answers.ts --port N --answers FILE');
    process.exitCode = 2;
    return;
  }
  const recorded = JSON.parse(readFileSync(values.answers, 'utf8')) as Record<string, { status: number; body: string }>;
  const answers = new Map(
    Object.entries(recorded).map(([key, { status, body }]) => [
      key,
      {
        status,
        body,
        headers: {
          'Content-Type': 'application/json',
          'Cache-Control': 'no-store',
          'Content-Length': Buffer.byteLength(body),
        },
      },
    ]),
  );
  const missing = JSON.stringify({ status: 404, message: 'not recorded' });
  createServer((request, response) => {
    const answer = answers.get(answerKey(request.url ?? '/'));
    if (answer === undefined) {
      response.writeHead(404, { 'Content-Type': 'application/json', 'Content-Length': Buffer.byteLength(missing) });
      response.end(missing);
      return;
    }
    response.writeHead(answer.status, answer.headers);
    response.end(answer.body);
  }).listen(Number(values.port), '127.0.0.1');
  process.once('SIGTERM', () => process.exit(0));
}

if (isEntryPoint(import.meta.url)) main();
