/** The feed part of bench:sandbox: socket clients counting a paced price feed's frames, and the lines printed. */
import { WebSocket } from 'ws';
import { percentile } from './load.ts';
import { sleep, startNode, waitForPort } from './processes.ts';

export interface FeedOptions {
  /** Node arguments that start the sandbox (the feed's own port and pace are appended). */
  sandbox: readonly string[];
  port: number;
  clients: number;
  /** Price frames per second the feed paces. */
  frameRate: number;
  seconds: number;
  /** Seconds the clients receive before they start counting. */
  warmUp: number;
}

export interface FeedResult {
  perClient: number[];
  expected: number;
  backlog: number;
}

/** N clients subscribe to the price topic of a feed pacing `frameRate` price frames/s. */
export async function feed({ sandbox, port, clients, frameRate, seconds, warmUp }: FeedOptions): Promise<FeedResult> {
  startNode([...sandbox, '--port', String(port), '--price-rate', String(frameRate), '--interval', '60000']);
  await waitForPort(port);
  const sockets: WebSocket[] = [];
  const counts: number[] = new Array<number>(clients).fill(0);
  let counting = false;
  await Promise.all(
    Array.from(
      { length: clients },
      (_, index) =>
        new Promise<void>((resolve, reject) => {
          const socket = new WebSocket(`ws://127.0.0.1:${port}/ws`, { perMessageDeflate: false });
          sockets.push(socket);
          socket.on('open', () => {
            socket.send('sub:real.market_ti');
            resolve();
          });
          socket.on('message', (data) => {
            if (counting && Buffer.isBuffer(data) && data.toString('utf8').startsWith('{"cmd_id":22998'))
              counts[index]! += 1;
          });
          socket.on('error', reject);
        }),
    ),
  );
  await sleep(warmUp * 1000);
  counting = true;
  await sleep(seconds * 1000);
  const perClient = [...counts];
  const atEnd = counts.reduce((sum, count) => sum + count, 0);
  // frames still arriving a second after the end beyond the paced second's worth: the backlog
  await sleep(1000);
  const afterDrain = counts.reduce((sum, count) => sum + count, 0);
  for (const socket of sockets) socket.terminate();
  return { perClient, expected: frameRate * seconds, backlog: Math.max(0, (afterDrain - atEnd) / clients - frameRate) };
}

/** Prints what each client received against the paced rate (the target: every client within 5 %). */
export function reportFeed(result: FeedResult, { clients, frameRate, seconds }: FeedOptions): void {
  const sorted = [...result.perClient].sort((a, b) => a - b);
  const shareOf = (count: number): string => `${((count / result.expected) * 100).toFixed(1)} %`;
  console.log(`\nfeed: ${clients} clients, ${frameRate} price frames/s each, ${seconds} s`);
  console.log(
    `  frames per client: min ${sorted[0]} (${shareOf(sorted[0] ?? 0)}), median ${percentile(sorted, 50)} (${shareOf(percentile(sorted, 50))}), expected ${result.expected}`,
  );
  console.log(
    `  total delivered ${(sorted.reduce((a, b) => a + b, 0) / seconds).toFixed(0)} frames/s; backlog a second after the end: ${result.backlog.toFixed(0)} frames per client`,
  );
  const kept = (sorted[0] ?? 0) >= result.expected * 0.95;
  console.log(`  every client within 5 % of the paced rate: ${kept ? 'met' : 'NOT met'}`);
}
