import {
  getGetBannersQueryOptions,
  getGetHomeQueryOptions,
  getGetNoticeListQueryOptions,
} from '../generated/endpoints/home/home';

/** The home page's site data (`/home`, under `result`), banners and notices (under `data`). */
export const homeQueries = {
  home: () => getGetHomeQueryOptions({ query: { select: (response) => response.result } }),
  banners: () => getGetBannersQueryOptions({ query: { select: (response) => response.data } }),
  notices: () => getGetNoticeListQueryOptions({ query: { select: (response) => response.data } }),
};
