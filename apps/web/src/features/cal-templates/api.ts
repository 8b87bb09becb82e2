import { CAL_TEMPLATES_API as API, type CalTemplateBody } from '@fetp/contract';
import { call } from '../../app/http';

/** A course's CAL templates in Content Management (contract CAL_TEMPLATES_API), sent as JSON; the page shows its own messages. */
export const calTemplatesApi = {
  cals: (course: number) => call(API.cals, { params: { course } }),
  createCal: (course: number, body: CalTemplateBody) => call(API.createCal, { params: { course }, body, as: 'json', toast: false }),
  updateCal: (cal: number, body: CalTemplateBody) => call(API.updateCal, { params: { cal }, body, as: 'json', toast: false }),
  deleteCal: (cal: number) => call(API.deleteCal, { params: { cal }, toast: false }),
  reorderCals: (course: number, ids: number[]) => call(API.reorderCals, { params: { course }, body: { ids }, as: 'json', toast: false }),
};
