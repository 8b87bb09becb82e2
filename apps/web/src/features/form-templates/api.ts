import { FORM_TEMPLATES_API as API, type CalFormKind, type FormDefinitionBody } from '@fetp/contract';
import { call } from '../../app/http';

/** The form editor's calls (contract FORM_TEMPLATES_API), sent as JSON; the page shows their messages. */
export const formTemplatesApi = {
  forms: (course: number) => call(API.forms, { params: { course } }),
  versions: (course: number, kind: CalFormKind, key: string) => call(API.versions, { params: { course, kind, key } }),
  save: (course: number, kind: CalFormKind, key: string, body: FormDefinitionBody) => call(API.save, { params: { course, kind, key }, body, as: 'json', toast: false }),
};
