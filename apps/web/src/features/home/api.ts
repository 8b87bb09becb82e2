import { shellApi } from '../../ui/api';

/** The home page reads the public header data (HOME, HUBS, DISCOVER NEW). */
export const homeApi = {
  publicLinks: shellApi.headerLoginPageData,
};
