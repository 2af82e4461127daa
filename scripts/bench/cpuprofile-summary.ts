/**
 * Summarises a V8 `.cpuprofile` (from `node --cpu-prof`, or bench:sandbox --profile): the functions
 * with the most self time and the most total time (self + callees), with their share of the time
 * the process was busy (idle samples left out).
 *
 *   tsx scripts/bench/cpuprofile-summary.ts FILE.cpuprofile [--top 30] [--filter mocks/]
 */
import { readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { isEntryPoint } from '../lib/entry-point.ts';

export interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  children?: number[];
}

export interface Profile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

const short = (url: string): string =>
  url
    .replace(/^file:\/\//, '')
    .replace(/^.*\/node_modules\//, '~/')
    .replace(/^.*\/(mocks|src|scripts)\//, '$1/');

const label = (node: ProfileNode): string => {
  const { functionName, url, lineNumber } = node.callFrame;
  return `${functionName || '(anonymous)'} ${url === '' ? '' : `${short(url)}:${lineNumber + 1}`}`.trim();
};

/** The summary as text lines: `top` rows of self time, then of total time, optionally only rows containing `filter`. */
export function summarise(file: string, top = 30, filter?: string): string[] {
  const profile = JSON.parse(readFileSync(file, 'utf8')) as Profile;
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const parent = new Map<number, number>();
  for (const node of profile.nodes) for (const child of node.children ?? []) parent.set(child, node.id);

  const self = new Map<string, number>();
  const total = new Map<string, number>();
  let all = 0;
  let idle = 0;
  profile.samples.forEach((id, index) => {
    // a sample stands for the time until the next one
    const delta = profile.timeDeltas[index + 1] ?? 0;
    const node = byId.get(id);
    if (node === undefined) return;
    all += delta;
    const name = label(node);
    if (name.startsWith('(idle)')) idle += delta;
    self.set(name, (self.get(name) ?? 0) + delta);
    const seen = new Set<string>();
    for (let current: number | undefined = id; current !== undefined; current = parent.get(current)) {
      const frame = byId.get(current);
      if (frame === undefined) break;
      const key = label(frame);
      if (seen.has(key)) continue; // recursion counts once
      seen.add(key);
      total.set(key, (total.get(key) ?? 0) + delta);
    }
  });

  const busy = all - idle;
  const lines: string[] = [];
  const table = (title: string, times: Map<string, number>): void => {
    lines.push(
      '',
      `${title} (ms; share of the ${(busy / 1000).toFixed(0)} ms busy, ${(idle / 1000).toFixed(0)} ms idle left out)`,
    );
    const rows = [...times.entries()]
      .filter(
        ([name]) =>
          !name.startsWith('(idle)') && !name.startsWith('(root)') && (filter === undefined || name.includes(filter)),
      )
      .sort((a, b) => b[1] - a[1])
      .slice(0, top);
    for (const [name, micros] of rows)
      lines.push(
        `${(micros / 1000).toFixed(1).padStart(9)}  ${((micros / busy) * 100).toFixed(1).padStart(5)} %  ${name}`,
      );
  };
  table('self time by function', self);
  table('total time by function (self + callees)', total);
  return lines;
}

if (isEntryPoint(import.meta.url)) {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: { top: { type: 'string', default: '30' }, filter: { type: 'string' } },
  });
  const file = positionals[0];
  if (file === undefined) {
    console.error('usage: tsx scripts/bench/cpuprofile-summary.ts FILE.cpuprofile [--top 30] [--filter text]');
    process.exitCode = 2;
  } else {
    for (const line of summarise(file, Number(values.top), values.filter)) console.log(line);
  }
}
