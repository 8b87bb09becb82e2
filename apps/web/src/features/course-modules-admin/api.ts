import { COURSE_MODULES_API as API, type ModuleBody, type UnitBody, type UnitPatchBody } from '@fetp/contract';
import { call } from '../../app/http';

/** A course's modules and units in Content Management (contract COURSE_MODULES_API), sent as JSON; the section shows its own messages. */
export const courseModulesApi = {
  modules: (course: number) => call(API.modules, { params: { course } }),
  createModule: (course: number, body: ModuleBody) => call(API.createModule, { params: { course }, body, as: 'json', toast: false }),
  updateModule: (module: number, body: ModuleBody) => call(API.updateModule, { params: { module }, body, as: 'json', toast: false }),
  deleteModule: (module: number) => call(API.deleteModule, { params: { module }, toast: false }),
  reorderModules: (course: number, ids: number[]) => call(API.reorderModules, { params: { course }, body: { ids }, as: 'json', toast: false }),
  createUnit: (module: number, body: UnitBody) => call(API.createUnit, { params: { module }, body, as: 'json', toast: false }),
  updateUnit: (unit: number, body: UnitPatchBody) => call(API.updateUnit, { params: { unit }, body, as: 'json', toast: false }),
  deleteUnit: (unit: number) => call(API.deleteUnit, { params: { unit }, toast: false }),
  reorderUnits: (module: number, ids: number[]) => call(API.reorderUnits, { params: { module }, body: { ids }, as: 'json', toast: false }),
};
