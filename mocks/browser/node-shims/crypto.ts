/**
 * What the sandbox's domain uses of node:crypto, for the browser (the Vite alias of
 * vite-plugin.ts puts it in place of node:crypto in the demo build only): random bytes from Web
 * Crypto, scrypt from @noble/hashes (synchronous, as the domain's rules are), a constant-time compare.
 */
import { scrypt } from '@noble/hashes/scrypt.js';

const HEX = Array.from({ length: 256 }, (_, index) => index.toString(16).padStart(2, '0'));

/** Bytes that print as Node's Buffer does (`hex`, `base64`, `base64url`). */
export class HostBytes extends Uint8Array {
  override toString(encoding: string = 'utf8'): string {
    if (encoding === 'hex') return Array.from(this, (byte) => HEX[byte]!).join('');
    if (encoding === 'base64' || encoding === 'base64url') {
      const base64 = btoa(String.fromCharCode(...this));
      return encoding === 'base64' ? base64 : base64.replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
    }
    return new TextDecoder().decode(this);
  }
}

export function randomBytes(size: number): HostBytes {
  const bytes = new HostBytes(size);
  globalThis.crypto.getRandomValues(bytes);
  return bytes;
}

export function scryptSync(
  password: string,
  salt: string,
  keyLength: number,
  cost: { N: number; r: number; p: number },
): HostBytes {
  return HostBytes.from(scrypt(password, salt, { N: cost.N, r: cost.r, p: cost.p, dkLen: keyLength }));
}

export function timingSafeEqual(a: Uint8Array, b: Uint8Array): boolean {
  if (a.length !== b.length) throw new RangeError('Input buffers must have the same byte length');
  let difference = 0;
  for (let index = 0; index < a.length; index += 1) difference |= a[index]! ^ b[index]!;
  return difference === 0;
}
