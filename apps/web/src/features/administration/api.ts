import { ADMINISTRATION_API as API } from '@fetp/contract';
import { call } from '../../app/http';

/** Content Management's calls (issue 32). */
export const administrationApi = {
  overview: () => call(API.overview),
};
