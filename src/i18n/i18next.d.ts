import type common from '../../locales/en/common.json';
import type auth from '../../locales/en/auth.json';
import type profile from '../../locales/en/profile.json';
import type support from '../../locales/en/support.json';

/** Typed keys: a key that does not exist in the locales fails the type check. */
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common';
    resources: {
      common: typeof common;
      auth: typeof auth;
      profile: typeof profile;
      support: typeof support;
    };
    returnNull: false;
  }
}
