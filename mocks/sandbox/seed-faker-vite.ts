/**
 * Keeps faker's unused locales out of the demo build. Each locale chunk of @faker-js/faker also builds
 * that locale's ready-made `Faker` instance (`new Faker({ locale: [vi, en, base] })`) at module level,
 * without a pure annotation, so importing the `vi` definitions drags in `en` (about 290 kB) for an
 * instance the sandbox never uses. Marking those constructions pure lets the bundler drop them and,
 * with them, the `en` data (decision 0041).
 */
import type { Plugin } from 'vite';

const FAKER_DIST = /[\\/]@faker-js[\\/]faker[\\/]dist[\\/][^\\/]+\.js$/;

export function fakerLocaleInstancesPure(): Plugin {
  return {
    name: 'faker-locale-instances-pure',
    apply: 'build',
    transform(code, id) {
      if (!FAKER_DIST.test(id)) return null;
      const marked = code.replace(/=new (\w+)\(\{locale:\[/g, '=/*#__PURE__*/new $1({locale:[');
      return marked === code ? null : { code: marked, map: null };
    },
  };
}
