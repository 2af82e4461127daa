/**
 * The CPU slowdown that Lighthouse's throttling guide (docs/throttling.md, "Calibrating the CPU
 * slowdown") calibrates for a host, so that Lighthouse figures from different machines can be
 * compared. The mobile preset's × 4 takes a high-end desktop (benchmarkIndex 1,500–2,000) to a
 * mid-tier phone; a host at the top of its class takes a higher multiplier, one at the bottom a lower
 * one. Here the slowdown scales with the host's benchmarkIndex from the middle of that class (1,750 →
 * × 4), never below × 1: that gives the guide's suggested value in the middle of every class
 * (a low-end desktop × 2.3, a high-end phone × 2.1, a mid-tier phone × 1) and stays within its ranges.
 */

/** The CPU slowdown of Lighthouse's mobile preset. */
export const PRESET_SLOWDOWN = 4;
/** The benchmarkIndex the preset is made for: the middle of the high-end desktop class. */
const PRESET_HOST_INDEX = 1750;

/** The guide's host classes by benchmarkIndex (as of Chrome m86), desktops first: the host is a desktop or a server. */
const HOST_CLASSES = [
  { name: 'a high-end desktop', min: 1500 },
  { name: 'a low-end desktop', min: 1000 },
  { name: 'a high-end phone', min: 800 },
  { name: 'a mid-tier phone', min: 125 },
  { name: 'a low-end phone', min: 0 },
] as const;

export const calibratedSlowdown = (benchmarkIndex: number): { slowdown: number; host: string } => {
  const host = HOST_CLASSES.find((candidate) => benchmarkIndex >= candidate.min)?.name ?? 'a low-end phone';
  const slowdown = Math.max(1, (PRESET_SLOWDOWN * benchmarkIndex) / PRESET_HOST_INDEX);
  return { slowdown: Math.round(slowdown * 10) / 10, host };
};
