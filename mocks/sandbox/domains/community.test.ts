import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { LANGS } from '../i18n.ts';
import { createTestSandbox, EXAMPLE_TOKEN } from '../testing.ts';

const UPLOADS = fileURLToPath(new URL('../../assets/uploads/', import.meta.url));

/** Every `/uploads/…` path in a JSON value. */
const uploadsIn = (value: unknown): string[] =>
  [...JSON.stringify(value).matchAll(/"(\/uploads\/[^"?#]+)"/g)].map((match) => match[1]!);

describe('site content', () => {
  it('serves every picture the seed and the site content name, in every language', async () => {
    const sandbox = createTestSandbox();
    const paths = new Set(uploadsIn(sandbox.store.state));
    for (const lang of LANGS) {
      for (const [path, query] of [
        ['/bannar', undefined],
        ['/signalchannel', { page: 1, limit: 50 }],
        ['/team', undefined],
        ['/team/members', { level: 1, page: 1, limit: 50 }],
      ] as const) {
        const answer = await sandbox.call('GET', path, {
          token: EXAMPLE_TOKEN,
          lang,
          ...(query === undefined ? {} : { query }),
        });
        expect(answer.status, path).toBe(200);
        for (const each of uploadsIn(answer.body)) paths.add(each);
      }
    }
    expect(paths.size).toBeGreaterThan(8);
    const missing = [...paths].filter((path) => !existsSync(`${UPLOADS}${path.slice('/uploads/'.length)}`));
    expect(missing).toEqual([]);
  });

  it('sends the seeded notices and banners in the request’s language', async () => {
    const sandbox = createTestSandbox();
    const notices = async (lang: string) =>
      (
        (await sandbox.call('GET', '/getnoticelist', { token: EXAMPLE_TOKEN, lang })).body.data as Array<{
          title: string;
        }>
      ).map((notice) => notice.title);
    expect((await notices('en'))[0]).toBe('Withdrawals are processed Monday to Friday, 07:00-09:00.');
    expect((await notices('vi'))[0]).toBe('Lệnh rút tiền được xử lý từ thứ Hai đến thứ Sáu, 07:00-09:00.');
    const all = new Set<string>();
    for (const lang of LANGS) for (const title of await notices(lang)) all.add(title);
    expect(all.size).toBe(3 * LANGS.length);
    const banners = (await sandbox.call('GET', '/bannar', { token: EXAMPLE_TOKEN, lang: 'vi' })).body.data as Array<{
      image: string;
    }>;
    expect(banners.map((banner) => banner.image)).toEqual([
      '/uploads/banners/vi/banner-1.svg',
      '/uploads/banners/vi/banner-2.svg',
      '/uploads/banners/vi/banner-3.svg',
    ]);
  });
});
