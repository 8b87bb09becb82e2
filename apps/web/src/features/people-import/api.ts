import { PEOPLE_IMPORT_API as API } from '@fetp/contract';
import { call } from '../../app/http';

/** The import's one call (contract PEOPLE_IMPORT_API), multipart; the page shows its own messages. */
export const peopleImportApi = {
  /** A dry run (nothing written) or the real import of `file`. */
  importPeople: (form: FormData) => call(API.importPeople, { body: form, toast: false }),
};
