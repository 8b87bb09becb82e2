import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  CAL_FIELD_TYPES, CAL_FORM_LIMITS, CAL_FORM_MESSAGES, OTHER_SPECIFY_FIELDS, SERVER_MESSAGES, calAnswersSchema, calFormDefinitionSchema,
  checkAnswers, checkCalField, fieldErrors, fromInputDate, initialValues, isCalDate, isDisabled, optionsFor, toInputDate, toPayload,
  visibleFields, type CalField, type CalFieldAttributes, type CalFieldType, type CalFormDefinition, type CalFormKind, type CalOption,
  type CalValues,
} from '@fetp/contract';

// ---- Fixtures ----

const option = (key: string, value: string, selected = false): CalOption => ({ key, value, selected });

/** One field of a definition: its type, label, order and any further attributes. */
const field = (type: CalFieldType, label: string, field_order: number, attributes: Partial<CalFieldAttributes> = {}): CalField => ({
  label, field_order, attributes: { type, required: false, ...attributes },
});

const MENTORS = [option('11', 'Dr. Meera Iyer'), option('12', 'Dr. Sanjay Gupta'), option('13', 'Dr. Farah Khan')];

/** A start form for an Outbreak Investigation, shaped as the server sends it. */
const START_FORM: CalFormDefinition = {
  cal_id: 7,
  cal_name: 'Outbreak Investigation',
  short_name: 'OBI',
  milestone_id: 31,
  auto_name: 'OBI-2025-01',
  course_id: 3,
  name: 'Start Form',
  fields: {
    // Choosing a state POSTs state_id to its url for the districts; choosing a district POSTs district_id for its state.
    state_id: field('dropdown', 'State', 1, {
      required: true, error_message: 'Please select state', url: '/cal/api/get/districts/details/',
      options: [option('1', 'Karnataka'), option('2', 'Kerala')],
    }),
    district_id: field('dropdown', 'District', 2, { required: true, error_message: 'Please select district', url: '/cal/api/get/state/details/' }),
    project_type: field('dropdown', 'Project type', 3, {
      required: true, error_message: 'Please select project type', url: '/cal/api/get/project/classification/',
      options: [option('outbreak', 'Outbreak Investigation', true), option('surveillance', 'Surveillance Evaluation')],
    }),
    q1: field('text', 'Title of the investigation', 4, { required: true, error_message: 'Please enter title', placeholder: 'Title' }),
    q2: field('date', 'Date the outbreak was notified', 5, { required: true, error_message: 'Please enter date' }),
    q3: field('number', 'Number of cases at notification', 6, { required: true, error_message: 'Please enter number of cases' }),
    q4: field('textarea', 'Background', 7, { required: true, error_message: 'Please enter background' }),
    q5: field('RichTextBox', 'Hypothesis', 8),
    type_of_data: field('dropdown', 'Type of data', 9, {
      required: true, multiple: true, error_message: 'Please select type of data',
      options: [option('quantitative', 'Quantitative'), option('qualitative', 'Qualitative'), option('others', 'Others')],
    }),
    other_type_of_data: field('text', 'Other type of data', 10, { error_message: 'Please specify the type of data' }),
    mentor1_id: field('dropdown', 'Mentor 1', 11, { required: true, error_message: 'Please select mentor', options: MENTORS }),
    mentor2_id: field('dropdown', 'Mentor 2', 12, { options: MENTORS }),
  },
};

/** The end form: q1 gates the dates q2/q3, q15 switches q16. */
const END_FORM: CalFormDefinition = {
  cal_id: 7,
  cal_name: 'Outbreak Investigation',
  short_name: 'OBI',
  milestone_id: 36,
  auto_name: 'OBI-2025-01',
  course_id: 3,
  name: 'End Form',
  fields: {
    q1: field('dropdown', 'Was the investigation carried out?', 1, { options: [option('1', 'Yes'), option('0', 'No')] }),
    q2: field('date', 'Start date', 2, { required: true, error_message: 'Please enter start date' }),
    q3: field('date', 'Last date', 3, { required: true, error_message: 'Please enter last date' }),
    q15: field('checkbox', 'Findings shared with the health authorities', 4),
    q16: field('date', 'Date the findings were shared', 5, { required: true, error_message: 'Please enter the date shared' }),
    q20: field('textarea', 'Lessons learnt', 6, { required: true, error_message: 'Please enter lessons learnt' }),
  },
};

const VALID_START = {
  state_id: '1', district_id: '101', project_type: 'outbreak', q1: 'Cholera in Hubli', q2: '2025-03-04', q3: '12',
  q4: 'Cluster of acute watery diarrhoea.', q5: '<p>Contaminated water supply</p>', type_of_data: ['quantitative'],
  mentor1_id: '11', mentor2_id: '12',
};
const VALID_END = { q1: '1', q2: '2025-03-04', q3: '2025-04-30', q15: true, q16: '2025-05-10', q20: 'Start line lists early.' };

/** A one-field form, to check one field type. */
const oneField = (attributes: Partial<CalFieldAttributes> & { type: CalFieldType }): CalFormDefinition => ({
  ...START_FORM, fields: { answer: field(attributes.type, 'Answer', 1, attributes) },
});

/** The schema's messages for some answers, by field ({} when they pass). */
function faults(definition: CalFormDefinition, values: CalValues, kind: CalFormKind = 'start'): Record<string, string[]> {
  const result = calAnswersSchema(definition, kind).safeParse(values);
  return result.success ? {} : fieldErrors(result.error);
}
const payloadOf = (definition: CalFormDefinition, values: CalValues, kind: CalFormKind = 'start') => calAnswersSchema(definition, kind).parse(values);

// ---- Tests ----

describe('CAL form definitions (001 §3.1)', () => {
  it('accepts the start and end forms, all ten field types and numeric option keys', () => {
    expect(calFormDefinitionSchema.parse(START_FORM)).toEqual(START_FORM);
    expect(calFormDefinitionSchema.parse(END_FORM)).toEqual(END_FORM);
    const allTypes = { ...START_FORM, fields: Object.fromEntries(CAL_FIELD_TYPES.map((type, i) => [`f${i}`, field(type, type, i)])) };
    expect(calFormDefinitionSchema.safeParse(allTypes).success).toBe(true);
    const numericKeys = { ...START_FORM, fields: { q1: { label: 'Q', field_order: 1, attributes: { type: 'dropdown', options: [{ key: 5, value: 'Five' }] } } } };
    expect(calFormDefinitionSchema.parse(numericKeys).fields.q1!.attributes).toEqual({ type: 'dropdown', required: false, options: [option('5', 'Five')] });
  });

  const broken: [string, (d: CalFormDefinition) => unknown, string][] = [
    ['an unknown field type', (d) => ({ ...d, fields: { q1: field('slider' as CalFieldType, 'Q', 1) } }), 'fields.q1.attributes.type'],
    ['a misspelt attribute', (d) => ({ ...d, fields: { q1: { label: 'Q', field_order: 1, attributes: { type: 'text', required: true, errorMessage: 'x' } } } }), 'fields.q1.attributes'],
    ['options on a text field', (d) => ({ ...d, fields: { q1: field('text', 'Q', 1, { options: [option('a', 'A')] }) } }), 'fields.q1.attributes.options'],
    ['multiple on a date field', (d) => ({ ...d, fields: { q1: field('date', 'Q', 1, { multiple: true }) } }), 'fields.q1.attributes.multiple'],
    ['a url on a text field', (d) => ({ ...d, fields: { q1: field('text', 'Q', 1, { url: '/cal/api/x/' }) } }), 'fields.q1.attributes.url'],
    ['a lookup url off the portal', (d) => ({ ...d, fields: { q1: field('dropdown', 'Q', 1, { url: 'https://evil.example/' }) } }), 'fields.q1.attributes.url'],
    ['two options with one key', (d) => ({ ...d, fields: { q1: field('dropdown', 'Q', 1, { options: [option('a', 'A'), option('a', 'B')] }) } }), 'fields.q1.attributes.options'],
    ['two selected options in a single dropdown', (d) => ({ ...d, fields: { q1: field('dropdown', 'Q', 1, { options: [option('a', 'A', true), option('b', 'B', true)] }) } }), 'fields.q1.attributes.options'],
    ['a list saved in a text field', (d) => ({ ...d, fields: { q1: field('text', 'Q', 1, { value: ['a'] }) } }), 'fields.q1.attributes.value'],
    ['a bad field key', (d) => ({ ...d, fields: { 'q 1': field('text', 'Q', 1) } }), 'fields.q 1'],
    ['a negative field_order', (d) => ({ ...d, fields: { q1: field('text', 'Q', -1) } }), 'fields.q1.field_order'],
    ['no fields', (d) => ({ ...d, fields: {} }), 'fields'],
    ['a missing cal_id', ({ cal_id: _, ...d }) => d, 'cal_id'],
    ['a non-numeric course_id', (d) => ({ ...d, course_id: '3' }), 'course_id'],
  ];
  it.each(broken)('refuses %s with the definition message at its path', (_, build, at) => {
    const result = calFormDefinitionSchema.safeParse(build(START_FORM));
    expect(result.success).toBe(false);
    const errors = fieldErrors(result.error!);
    expect(Object.keys(errors)).toContain(at);
    expect(new Set(Object.values(errors).flat())).toEqual(new Set([CAL_FORM_MESSAGES.badDefinition]));
  });

  it('refuses what is not an object at all', () => {
    for (const data of [null, 'form', 42, []]) expect(calFormDefinitionSchema.safeParse(data).success).toBe(false);
  });
});

describe('each field type (001 §5 Dynamic forms)', () => {
  const cases: [CalFieldType, Partial<CalFieldAttributes>, unknown[], [unknown, string][]][] = [
    ['text', {}, ['Cholera', 42, 'x'.repeat(CAL_FORM_LIMITS.textMax)], [['x'.repeat(CAL_FORM_LIMITS.textMax + 1), CAL_FORM_MESSAGES.textTooLong], [{}, CAL_FORM_MESSAGES.invalidValue]]],
    ['textarea', {}, ['line 1\nline 2', 'x'.repeat(CAL_FORM_LIMITS.longTextMax)], [['x'.repeat(CAL_FORM_LIMITS.longTextMax + 1), CAL_FORM_MESSAGES.longTextTooLong]]],
    ['RichTextBox', {}, ['<p>Findings</p>', '<p><img src="chart.png"></p>'], [[`<p>${'x'.repeat(CAL_FORM_LIMITS.richTextMax)}</p>`, CAL_FORM_MESSAGES.richTextTooLong], [['<p>a</p>'], CAL_FORM_MESSAGES.invalidValue]]],
    ['date', {}, ['2025-03-04', '1900-01-01', '2100-12-31', '2024-02-29'], [
      ['2025-02-29', CAL_FORM_MESSAGES.invalidDate], ['1899-12-31', CAL_FORM_MESSAGES.invalidDate], ['2101-01-01', CAL_FORM_MESSAGES.invalidDate],
      ['04/03/2025', CAL_FORM_MESSAGES.invalidDate], ['2025-13-01', CAL_FORM_MESSAGES.invalidDate], ['yesterday', CAL_FORM_MESSAGES.invalidDate],
    ]],
    ['number', {}, ['12', '-3', '2.5', 7, ' 8 '], [['abc', CAL_FORM_MESSAGES.notNumber], ['1e5', CAL_FORM_MESSAGES.notNumber], ['12.', CAL_FORM_MESSAGES.notNumber], [Number.NaN, CAL_FORM_MESSAGES.notNumber]]],
    ['time', {}, ['09:30', '00:00', '23:59'], [['24:00', CAL_FORM_MESSAGES.badTime], ['9:30', CAL_FORM_MESSAGES.badTime], ['09:30 PM', CAL_FORM_MESSAGES.badTime]]],
    ['url', {}, ['https://example.org/report', 'http://who.int'], [
      ['example.org', CAL_FORM_MESSAGES.badUrl], ['javascript:alert(1)', CAL_FORM_MESSAGES.badUrl], ['ftp://example.org/', CAL_FORM_MESSAGES.badUrl],
      [`https://example.org/${'x'.repeat(CAL_FORM_LIMITS.urlMax)}`, CAL_FORM_MESSAGES.badUrl],
    ]],
    ['dropdown', { options: [option('a', 'A'), option('b', 'B')] }, ['a', { key: 'b' }, ['a']], [['c', CAL_FORM_MESSAGES.unknownOption], [['a', 'b'], CAL_FORM_MESSAGES.invalidValue], [{ id: 1 }, CAL_FORM_MESSAGES.invalidValue]]],
    ['dropdown', { multiple: true, options: [option('a', 'A'), option('b', 'B')] }, [['a', 'b'], [{ key: 'a' }], 'a'], [[['a', 'z'], CAL_FORM_MESSAGES.unknownOption], [[1, null], CAL_FORM_MESSAGES.invalidValue]]],
    ['checkbox', {}, [true, false, 'true', 'on', 'false'], [['maybe', CAL_FORM_MESSAGES.invalidValue], [[true], CAL_FORM_MESSAGES.invalidValue]]],
    ['file', {}, [{ name: 'report.pdf', size: 1200 }, 'stored/report.pdf'], [[42, CAL_FORM_MESSAGES.invalidValue], [{ size: 3 }, CAL_FORM_MESSAGES.invalidValue]]],
  ];

  it.each(cases)('%s: accepts good answers and refuses bad ones with their message', (type, attributes, good, bad) => {
    const definition = oneField({ type, ...attributes });
    for (const value of good) expect(faults(definition, { answer: value }), `${type} ${JSON.stringify(value)}`).toEqual({});
    for (const [value, message] of bad) expect(faults(definition, { answer: value }), `${type} ${String(value).slice(0, 40)}`).toEqual({ answer: [message] });
  });

  it.each(cases.map(([type, attributes]) => [type, attributes] as const))('%s: optional and empty is fine and sends nothing', (type, attributes) => {
    const definition = oneField({ type, ...attributes });
    for (const empty of [undefined, null, '']) {
      expect(faults(definition, { answer: empty })).toEqual({});
      expect(payloadOf(definition, { answer: empty })).toEqual(type === 'checkbox' ? { answer: 'false' } : {});
    }
  });

  it.each(cases.map(([type, attributes]) => [type, attributes] as const))('%s: required and empty shows the field’s own message', (type, attributes) => {
    const own = oneField({ type, ...attributes, required: true, error_message: 'Please answer this question' });
    const generic = oneField({ type, ...attributes, required: true });
    const empty = type === 'checkbox' ? false : attributes.multiple ? [] : '';
    expect(faults(own, { answer: empty })).toEqual({ answer: ['Please answer this question'] });
    expect(faults(own, {})).toEqual({ answer: ['Please answer this question'] });
    const fallback = attributes.multiple ? CAL_FORM_MESSAGES.selectAtLeastOne : CAL_FORM_MESSAGES.required;
    expect(faults(generic, { answer: empty })).toEqual({ answer: [fallback] });
  });

  it('counts blank text and an empty rich-text editor as empty', () => {
    expect(faults(oneField({ type: 'text', required: true, error_message: 'Please enter title' }), { answer: '   ' })).toEqual({ answer: ['Please enter title'] });
    const rich = oneField({ type: 'RichTextBox', required: true });
    expect(faults(rich, { answer: '<p><br></p>' })).toEqual({ answer: [CAL_FORM_MESSAGES.required] });
    expect(faults(rich, { answer: '<p>&nbsp;</p>' })).toEqual({ answer: [CAL_FORM_MESSAGES.required] });
  });

  it('a required multi-select needs at least one choice, with its own message first', () => {
    expect(faults(START_FORM, { ...VALID_START, type_of_data: [] })).toEqual({ type_of_data: ['Please select type of data'] });
    expect(faults(START_FORM, { ...VALID_START, type_of_data: ['qualitative'] })).toEqual({});
  });

  it('accepts any key in a dropdown whose options a lookup supplies (district_id)', () => {
    expect(faults(START_FORM, { ...VALID_START, district_id: '5821' })).toEqual({});
    expect(faults(START_FORM, { ...VALID_START, district_id: 'x'.repeat(CAL_FORM_LIMITS.optionKeyMax + 1) })).toEqual({ district_id: [CAL_FORM_MESSAGES.unknownOption] });
  });

  it('a multi-select may take every option its definition lists, past the engine’s limit; a lookup’s keeps the limit', () => {
    const many = Array.from({ length: CAL_FORM_LIMITS.choicesMax + 50 }, (_, i) => option(String(i + 1), `Person ${i + 1}`));
    const members = field('dropdown', 'Internal members', 1, { multiple: true, options: many });
    expect(checkCalField(members, many.map((o) => o.key))).toBeUndefined();
    expect(checkCalField(members, [...many.map((o) => o.key), '1'])).toBe(CAL_FORM_MESSAGES.invalidValue);
    const looked = field('dropdown', 'District', 1, { multiple: true });
    expect(checkCalField(looked, many.map((o) => o.key))).toBe(CAL_FORM_MESSAGES.invalidValue);
    expect(checkCalField(looked, many.slice(0, CAL_FORM_LIMITS.choicesMax).map((o) => o.key))).toBeUndefined();
  });

  it('checkCalField checks one field the same way', () => {
    const date = field('date', 'Start date', 1, { required: true, error_message: 'Please enter start date' });
    expect(checkCalField(date, '')).toBe('Please enter start date');
    expect(checkCalField(date, '2025-02-30')).toBe(CAL_FORM_MESSAGES.invalidDate);
    expect(checkCalField(date, '2025-02-28')).toBeUndefined();
    expect(checkCalField({ ...date, attributes: { ...date.attributes, required: false } }, '', true)).toBe('Please enter start date');
  });

  it('refuses answers that are not a map of fields', () => {
    for (const values of [null, 'q1=1', 7, ['a']]) {
      const result = calAnswersSchema(START_FORM, 'start').safeParse(values);
      expect(result.success).toBe(false);
      expect(result.error!.issues[0]!.message).toBe(CAL_FORM_MESSAGES.invalidValue);
    }
  });
});

describe('the start form', () => {
  it('accepts a complete start form and sends it as the payload rules say', () => {
    expect(payloadOf(START_FORM, { ...VALID_START, csrfmiddlewaretoken: 'abc', other_type_of_data: 'ignored' })).toEqual(VALID_START);
  });

  it('names every missing required field with its own message', () => {
    expect(faults(START_FORM, {})).toEqual({
      state_id: ['Please select state'], district_id: ['Please select district'], project_type: ['Please select project type'],
      q1: ['Please enter title'], q2: ['Please enter date'], q3: ['Please enter number of cases'], q4: ['Please enter background'],
      type_of_data: ['Please select type of data'], mentor1_id: ['Please select mentor'],
    });
  });

  it('does not apply the end form’s date rules to the start form (its q3 is a number)', () => {
    expect(faults(START_FORM, { ...VALID_START, q1: '0', q3: '1' })).toEqual({});
    expect(visibleFields(START_FORM, { q1: '0' }, 'start').map((f) => f.key)).toContain('q2');
  });
});

describe('the end form’s date rules (001 §5 Dates)', () => {
  it('refuses a last date before the start date, on q3', () => {
    expect(faults(END_FORM, { ...VALID_END, q2: '2025-04-30', q3: '2025-04-29' }, 'end')).toEqual({ q3: [CAL_FORM_MESSAGES.lastBeforeStart] });
    expect(faults(END_FORM, { ...VALID_END, q2: '2025-04-30', q3: '2025-04-30' }, 'end')).toEqual({});
    expect(CAL_FORM_MESSAGES.lastBeforeStart).toBe('Last date cannot be before Start date');
  });

  it('reports a bad date as Invalid date format, not as a date order', () => {
    expect(faults(END_FORM, { ...VALID_END, q2: '2025-04-30', q3: '1800-01-01' }, 'end')).toEqual({ q3: ['Invalid date format'] });
  });

  it.each([[undefined], [''], ['1'], [1], [true], ['true'], [{ key: '1' }], [[]]])('shows q2 and q3 when q1 is %j', (q1) => {
    const keys = visibleFields(END_FORM, { q1 }, 'end').map((f) => f.key);
    expect(keys).toEqual(['q1', 'q2', 'q3', 'q15', 'q16', 'q20']);
  });

  it.each([['0'], [0], [false], ['false'], ['no']])('hides, skips and drops q2 and q3 when q1 is %j', (q1) => {
    expect(visibleFields(END_FORM, { q1 }, 'end').map((f) => f.key)).toEqual(['q1', 'q15', 'q16', 'q20']);
    expect(payloadOf(END_FORM, { ...VALID_END, q1: '0' }, 'end')).toEqual({ q1: '0', q15: 'true', q16: '2025-05-10', q20: VALID_END.q20 });
  });

  it('does not check q2 and q3 while they are hidden', () => {
    expect(faults(END_FORM, { ...VALID_END, q1: '0', q2: 'not a date', q3: '' }, 'end')).toEqual({});
  });

  it('disables q16 while q15 is false: not validated, dropped on submit', () => {
    for (const q15 of [false, 'false', '0']) {
      expect(isDisabled('q16', { q15 }, 'end')).toBe(true);
      expect(visibleFields(END_FORM, { q15 }, 'end').find((f) => f.key === 'q16')!.disabled).toBe(true);
      expect(faults(END_FORM, { ...VALID_END, q15, q16: 'garbage' }, 'end')).toEqual({});
      expect(payloadOf(END_FORM, { ...VALID_END, q15 }, 'end')).not.toHaveProperty('q16');
      expect(toPayload(END_FORM, { ...VALID_END, q15 }, 'end')).toEqual({ q1: '1', q2: VALID_END.q2, q3: VALID_END.q3, q15: 'false', q20: VALID_END.q20 });
    }
  });

  it('enables and requires q16 when q15 is true or not said', () => {
    for (const q15 of [true, 'true', 'on', undefined]) {
      expect(isDisabled('q16', { q15 }, 'end')).toBe(false);
      expect(faults(END_FORM, { ...VALID_END, q15, q16: '' }, 'end')).toEqual({ q16: ['Please enter the date shared'] });
    }
    expect(isDisabled('q16', { q15: false }, 'start')).toBe(false);
    expect(isDisabled('q20', { q15: false }, 'end')).toBe(false);
  });
});

describe('other-specify fields (001 §5)', () => {
  it('hides other_type_of_data until Others is chosen, then shows and requires it', () => {
    const keys = (values: CalValues) => visibleFields(START_FORM, values, 'start').map((f) => f.key);
    expect(keys({ type_of_data: ['quantitative'] })).not.toContain('other_type_of_data');
    expect(keys({ type_of_data: ['quantitative', 'others'] })).toContain('other_type_of_data');
    expect(faults(START_FORM, { ...VALID_START, type_of_data: ['others'] })).toEqual({ other_type_of_data: ['Please specify the type of data'] });
    expect(payloadOf(START_FORM, { ...VALID_START, type_of_data: ['others'], other_type_of_data: ' Serology ' })).toMatchObject({
      type_of_data: ['others'], other_type_of_data: 'Serology',
    });
  });

  it('knows Others by its key or its label, whatever the case', () => {
    const byLabel: CalFormDefinition = {
      ...START_FORM,
      fields: {
        ...START_FORM.fields,
        type_of_data: field('dropdown', 'Type of data', 9, { multiple: true, options: [option('7', 'Others'), option('8', 'Line list')] }),
      },
    };
    expect(visibleFields(byLabel, { type_of_data: ['7'] }, 'start').map((f) => f.key)).toContain('other_type_of_data');
    expect(visibleFields(byLabel, { type_of_data: ['8'] }, 'start').map((f) => f.key)).not.toContain('other_type_of_data');
  });

  it('shows other_public_health_activity_results on other-info, not on Others', () => {
    const form: CalFormDefinition = {
      ...START_FORM,
      fields: {
        public_health_activity_results: field('dropdown', 'Public health activity results', 1, {
          multiple: true, options: [option('control-measures', 'Control measures'), option('other-info', 'Other information'), option('others', 'Others')],
        }),
        other_public_health_activity_results: field('textarea', 'Other results', 2),
      },
    };
    const shown = (choice: string[]) => visibleFields(form, { public_health_activity_results: choice }, 'abstract').map((f) => f.key);
    expect(shown(['other-info'])).toContain('other_public_health_activity_results');
    expect(shown(['others'])).not.toContain('other_public_health_activity_results');
  });

  it('maps each of the seven other-specify fields to its multi-select', () => {
    expect(Object.keys(OTHER_SPECIFY_FIELDS).sort()).toEqual([
      'other_anticipated_scope_of_investigation', 'other_composition_specialities', 'other_exposure_mode_of_transmission', 'other_investigation_objectives',
      'other_public_health_activity_results', 'other_reported_groups', 'other_type_of_data',
    ]);
    for (const [key, { relatedTo }] of Object.entries(OTHER_SPECIFY_FIELDS)) expect(key).toBe(`other_${relatedTo}`);
  });

  it('hides an other-specify field whose multi-select is hidden or absent', () => {
    const hidden = { ...START_FORM, fields: { ...START_FORM.fields, type_of_data: { ...START_FORM.fields.type_of_data!, attributes: { ...START_FORM.fields.type_of_data!.attributes, visible: false } } } };
    expect(visibleFields(hidden, { type_of_data: ['others'] }, 'start').map((f) => f.key)).not.toContain('other_type_of_data');
    const alone = { ...START_FORM, fields: { other_type_of_data: START_FORM.fields.other_type_of_data! } };
    expect(visibleFields(alone, { type_of_data: ['others'] }, 'start')).toEqual([]);
  });
});

describe('mentors (001 §5)', () => {
  it('each mentor dropdown leaves out the other’s choice', () => {
    expect(optionsFor(START_FORM, 'mentor1_id', { mentor2_id: '12' }).map((o) => o.key)).toEqual(['11', '13']);
    expect(optionsFor(START_FORM, 'mentor2_id', { mentor1_id: '11' }).map((o) => o.key)).toEqual(['12', '13']);
    expect(optionsFor(START_FORM, 'mentor2_id', { mentor1_id: { key: '13' } }).map((o) => o.key)).toEqual(['11', '12']);
    expect(optionsFor(START_FORM, 'mentor1_id', {})).toEqual(MENTORS);
    expect(optionsFor(START_FORM, 'project_type', { mentor1_id: 'outbreak' })).toEqual(START_FORM.fields.project_type!.attributes.options);
    expect(optionsFor(START_FORM, 'nothing', {})).toEqual([]);
    const rendered = visibleFields(START_FORM, { mentor1_id: '11' }, 'start').find((f) => f.key === 'mentor2_id')!;
    expect(rendered.options.map((o) => o.key)).toEqual(['12', '13']);
  });

  it('refuses the same mentor twice, on mentor2_id', () => {
    expect(faults(START_FORM, { ...VALID_START, mentor1_id: '11', mentor2_id: '11' })).toEqual({ mentor2_id: [CAL_FORM_MESSAGES.sameMentor] });
    expect(faults(START_FORM, { ...VALID_START, mentor2_id: '' })).toEqual({});
  });
});

describe('visibility and order', () => {
  it('lists fields by field_order, whatever their order in the map', () => {
    const shuffled = { ...END_FORM, fields: Object.fromEntries(Object.entries(END_FORM.fields).reverse()) };
    expect(visibleFields(shuffled, VALID_END, 'end').map((f) => f.key)).toEqual(['q1', 'q2', 'q3', 'q15', 'q16', 'q20']);
    const ties = { ...END_FORM, fields: { b: field('text', 'B', 1), a: field('text', 'A', 1), c: field('text', 'C', 0) } };
    expect(visibleFields(ties, {}, 'end').map((f) => f.key)).toEqual(['c', 'a', 'b']);
  });

  it('a field with visible false is not shown, not validated and not sent', () => {
    const form = { ...END_FORM, fields: { ...END_FORM.fields, q20: { ...END_FORM.fields.q20!, attributes: { ...END_FORM.fields.q20!.attributes, visible: false } } } };
    expect(visibleFields(form, VALID_END, 'end').map((f) => f.key)).not.toContain('q20');
    expect(faults(form, { ...VALID_END, q20: '' }, 'end')).toEqual({});
    expect(payloadOf(form, VALID_END, 'end')).not.toHaveProperty('q20');
  });

  it('reads answers and fields by their own keys only, and refuses a field key Object.prototype has', () => {
    const form = oneField({ type: 'text', required: true });
    expect(checkAnswers({ ...form, fields: { constructor: form.fields.answer! } }, {}, 'start')).toEqual({ constructor: CAL_FORM_MESSAGES.required });
    expect(optionsFor(form, 'toString', {})).toEqual([]);
    expect(visibleFields(form, {}, 'start').map((f) => f.key)).toEqual(['answer']);
    expect(calFormDefinitionSchema.safeParse({ ...form, fields: { constructor: form.fields.answer! } }).success).toBe(false);
  });
});

describe('submit payload (001 §5 Formats, §7)', () => {
  it('omits empty values, sends choices as keys, dates as YYYY-MM-DD and checkboxes as true/false', () => {
    const values = {
      ...VALID_START, q2: '04/03/2025', q5: '<p><br></p>', state_id: { key: '2', value: 'Kerala', selected: true },
      type_of_data: [{ key: 'quantitative' }, 'qualitative'], mentor2_id: '', q4: '  Background  ',
    };
    expect(toPayload(START_FORM, values, 'start')).toEqual({
      state_id: '2', district_id: '101', project_type: 'outbreak', q1: 'Cholera in Hubli', q2: '2025-03-04', q3: '12', q4: 'Background',
      type_of_data: ['quantitative', 'qualitative'], mentor1_id: '11',
    });
    expect(toPayload(END_FORM, { ...VALID_END, q15: 'on' }, 'end')).toMatchObject({ q15: 'true', q16: '2025-05-10' });
  });

  it('sends a chosen file as it is', () => {
    const file = { name: 'report.pdf', size: 100 };
    expect(toPayload(oneField({ type: 'file' }), { answer: file }, 'start')).toEqual({ answer: file });
  });

  it('the schema’s output is the payload', () => {
    expect(payloadOf(END_FORM, VALID_END, 'end')).toEqual(toPayload(END_FORM, VALID_END, 'end'));
    expect(payloadOf(END_FORM, VALID_END, 'end')).toEqual({ q1: '1', q2: '2025-03-04', q3: '2025-04-30', q15: 'true', q16: '2025-05-10', q20: VALID_END.q20 });
  });

  it('checkAnswers gives the schema’s faults without zod', () => {
    const values = { ...VALID_END, q3: '2025-01-01', q20: '' };
    expect(checkAnswers(END_FORM, values, 'end')).toEqual({ q3: CAL_FORM_MESSAGES.lastBeforeStart, q20: 'Please enter lessons learnt' });
  });
});

describe('initial values and date input', () => {
  it('starts from saved values, selected options and unticked boxes', () => {
    const form: CalFormDefinition = {
      ...END_FORM,
      fields: {
        ...END_FORM.fields,
        q2: field('date', 'Start date', 2, { value: '2025-03-04' }),
        q15: field('checkbox', 'Shared', 4, { value: 'true' }),
        q21: field('dropdown', 'Groups', 7, { multiple: true, options: [option('a', 'A', true), option('b', 'B'), option('c', 'C', true)] }),
        q22: field('dropdown', 'Mode', 8, { value: 'b', options: [option('a', 'A'), option('b', 'B')] }),
        q23: field('file', 'Report', 9, { value: 'stored/report.pdf' }),
        q24: field('number', 'Cases', 10, { value: 12 }),
      },
    };
    expect(initialValues(form)).toEqual({
      q1: '', q2: '2025-03-04', q3: '', q15: true, q16: '', q20: '', q21: ['a', 'c'], q22: 'b', q23: 'stored/report.pdf', q24: '12',
    });
    expect(initialValues(START_FORM)).toMatchObject({ project_type: 'outbreak', type_of_data: [], mentor1_id: '' });
  });

  it('converts the UI’s DD/MM/YYYY to YYYY-MM-DD and back', () => {
    expect(fromInputDate('04/03/2025')).toBe('2025-03-04');
    expect(fromInputDate('4/3/2025')).toBeUndefined();
    expect(toInputDate('2025-03-04')).toBe('04/03/2025');
    expect(isCalDate('2100-02-29')).toBe(false);
    expect(isCalDate('2000-02-29')).toBe(true);
  });
});

describe('messages', () => {
  it('are the spec’s texts and are answered by the server under calForm', () => {
    expect(CAL_FORM_MESSAGES.invalidDate).toBe('Invalid date format');
    expect(SERVER_MESSAGES.calForm).toBe(CAL_FORM_MESSAGES);
  });
});

describe('properties', () => {
  const formValue = fc.oneof(fc.string(), fc.constantFrom('', '1', '0', 'true', 'others', '11', '12', '2025-03-04', '09:30'), fc.array(fc.string()), fc.boolean(), fc.anything());
  const answers = fc.dictionary(fc.constantFrom(...Object.keys(START_FORM.fields), ...Object.keys(END_FORM.fields), '__proto__', 'constructor'), formValue);

  it('the schema never throws, and what it passes has only shown, enabled, non-empty fields', () => {
    fc.assert(
      fc.property(answers, fc.constantFrom(START_FORM, END_FORM), (values, definition) => {
        const kind: CalFormKind = definition === END_FORM ? 'end' : 'start';
        const result = calAnswersSchema(definition, kind).safeParse(values);
        if (!result.success) return result.error.issues.every((issue) => typeof issue.message === 'string' && issue.message !== '');
        const allowed = visibleFields(definition, values, kind).filter((f) => !f.disabled).map((f) => f.key);
        return Object.entries(result.data).every(([key, value]) => allowed.includes(key) && value !== '' && !(Array.isArray(value) && value.length === 0));
      }),
    );
  });

  it('a mentor dropdown never offers the other mentor’s choice', () => {
    fc.assert(
      fc.property(fc.constantFrom('', ...MENTORS.map((m) => m.key)), (chosen) => {
        const offered = optionsFor(START_FORM, 'mentor2_id', { mentor1_id: chosen }).map((o) => o.key);
        return !offered.includes(chosen) && offered.length === MENTORS.length - (chosen ? 1 : 0);
      }),
    );
  });

  it('every date from 1900 to 2100 passes and round-trips through the UI’s format', () => {
    const day = fc.date({ min: new Date('1900-01-01T00:00:00Z'), max: new Date('2100-12-31T00:00:00Z'), noInvalidDate: true });
    fc.assert(
      fc.property(day, (date) => {
        const iso = date.toISOString().slice(0, 10);
        return isCalDate(iso) && fromInputDate(toInputDate(iso)) === iso && checkCalField(field('date', 'D', 1), iso) === undefined;
      }),
    );
  });
});
