import { config, z } from 'zod/mini';
import { describe, expect, it } from 'vitest';
import './zod-jitless';

describe('zod under the Content-Security-Policy', () => {
  it('is told never to compile schemas with new Function, and still parses', () => {
    expect(config().jitless).toBe(true);
    expect(z.object({ status: z.number() }).safeParse({ status: 200 }).success).toBe(true);
  });
});
