/**
 * Git facts for the contract check in CI: the ref to compare with, the merge base with it, and the
 * commit messages since (where an intended breaking change is declared). Every helper answers
 * undefined instead of throwing when git cannot tell (a fresh clone, a shallow one, no commits).
 */
import { execFileSync } from 'node:child_process';

/** The trailer (or bracketed tag) a commit message carries when a breaking contract change is intended. */
export const INTENDED_BREAK = /^Contract-Change:\s*breaking\b|\[breaking contract\]/im;

const git = (args: string[], cwd: string): string | undefined => {
  try {
    return execFileSync('git', args, {
      cwd,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'pipe'],
      maxBuffer: 64 * 1024 * 1024,
    }).trim();
  } catch {
    return undefined;
  }
};

/** The first of `candidates` that names a commit. */
export function firstRef(candidates: readonly string[], cwd: string): string | undefined {
  return candidates.find((ref) => git(['rev-parse', '--verify', '--quiet', `${ref}^{commit}`], cwd) !== undefined);
}

export function mergeBase(ref: string, cwd: string): string | undefined {
  if (git(['rev-parse', '--verify', '--quiet', 'HEAD^{commit}'], cwd) === undefined) return undefined;
  return git(['merge-base', 'HEAD', ref], cwd) || undefined;
}

/** Messages of the commits after `base` up to HEAD. */
export function messagesSince(base: string, cwd: string): string[] {
  const log = git(['log', '--format=%B%x00', `${base}..HEAD`], cwd);
  return log === undefined
    ? []
    : log
        .split('\0')
        .map((m) => m.trim())
        .filter(Boolean);
}
