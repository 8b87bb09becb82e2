import '../styles/common';
import '../styles/forms';
import '../styles/select';
import '../styles/multiselect';
import '../styles/checks';
import '../styles/dates';
import { lazy, Suspense, useEffect, useMemo, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { Button, Checkbox, FileInput, Group, InputBase, MultiSelect, Radio, Select, Stack, TagsInput, Text, TextInput } from '@mantine/core';
import {
  PROJECT_DATE_YEARS, checkAnswers, initialValues, toPayload, visibleFields,
  type CalFormDefinition, type DateYears, type CalFormKind, type CalOption, type CalPayload, type CalVisibleField,
} from '@fetp/contract';
import { useFieldError, useT } from '../i18n';
import { parseDisplayDate } from '../dates';
import { clearDraft, loadDraft, saveDraft } from './draft';
import { lookupOf, type DynamicFormLookup } from './lookups';
import messages from './messages';
import { useDateFieldLabels } from '../form/useDateFieldLabels';

/** The date picker (@mantine/dates) is its own chunk, fetched as a date field first shows. */
const DateInput = lazy(() => import('../form/DatePicker'));

export type DynamicFormErrors = Readonly<Record<string, readonly string[]>>;

export interface DynamicFormProps {
  /** The form as the server sends it (001 §3.1). */
  definition: CalFormDefinition;
  /**
   * Fetches a dependent dropdown's options (001 §7) when a field with a lookup `url` changes; the
   * feature passes it in (app/formLookups.ts). Without it, no lookup is made.
   */
  lookup?: DynamicFormLookup;
  /** Which form it is: the end form has rules of its own (q1–q3, q15–q16), so has the project form (002 §4, §5). */
  kind: CalFormKind;
  /** Answers to start from instead of the definition's own (its saved values and selected options). */
  initial?: Record<string, unknown>;
  /** Every field shown disabled, and no submit button. */
  readOnly?: boolean;
  /**
   * Called with toPayload's output once the answers pass the form's checks. When it returns a
   * promise, the draft is cleared once it resolves (a rejection keeps it: the caller shows why).
   */
  onSubmit: (payload: CalPayload) => unknown;
  submitting?: boolean;
  /** Field messages of a refused submit (the 400 answer's `errors`), shown until the field changes. */
  serverErrors?: DynamicFormErrors;
  submitLabel?: string;
  onCancel?: () => void;
  /** When given, the answers being filled are kept on this device under this key until sent. */
  draftKey?: string;
  /**
   * A form's own dependent rules beyond the engine's (the meeting form's mode and event type): the
   * definition as it stands for the answers so far (fields hidden, required or with fewer options).
   */
  adjust?: (definition: CalFormDefinition, values: Readonly<Record<string, unknown>>) => CalFormDefinition;
  /** The answers after a change, with the values such rules force or clear (e.g. online forces Webinar). */
  derive?: (values: Record<string, unknown>, changedKey: string) => Record<string, unknown>;
  /** Extra inputs shown after the fields, inside the form (a meeting's attachments). */
  children?: ReactNode;
  /** The text of a drop-down list with nothing to offer ('No options found' on the coordinator dashboard, 002 §2.2). */
  nothingFound?: string;
  /**
   * A form's own checks beyond the engine's (a kind's contract schema, by its fieldErrors), messages
   * by field key; its first message of a field replaces the engine's.
   */
  check?: (values: Readonly<Record<string, unknown>>) => Readonly<Record<string, string | readonly string[]>>;
  /** A field's test id (default `dynamic-field-<key>`), the hint under its label, and a date field's first day. */
  fieldProps?: (key: string, values: Readonly<Record<string, unknown>>) => { testId?: string; description?: string; minDate?: string } | undefined;
  /** The submit button's test id (default `dynamic-form-submit`). */
  submitTestId?: string;
}

type Values = Record<string, unknown>;

/** The project form's dates (002 §4, §9): a year out of 1900–2099 is not taken, and is cleared when the field loses focus. */
const yearIn = (iso: string | null, years: DateYears) => {
  const year = iso ? Number(iso.slice(0, 4)) : NaN;
  return year >= years.min && year <= years.max;
};

const asText = (value: unknown) => (typeof value === 'string' ? value : typeof value === 'number' ? String(value) : '');
const asKeys = (value: unknown) => (Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : []);

/** The definition with the options lookups supplied in place of the fields' own. */
function withOptions(definition: CalFormDefinition, options: Record<string, CalOption[]>): CalFormDefinition {
  const keys = Object.keys(options).filter((key) => Object.hasOwn(definition.fields, key));
  if (keys.length === 0) return definition;
  const fields = { ...definition.fields };
  for (const key of keys) fields[key] = { ...fields[key]!, attributes: { ...fields[key]!.attributes, options: options[key] } };
  return { ...definition, fields };
}

/**
 * A CAL form rendered from its definition (001 §2.2, §3.1, §5): every visible field in field_order,
 * the dependency rules and checks of the contract's engine (dynamic-form-rules.ts), dependent
 * dropdown lookups (lookups.ts), errors under the fields after a submit attempt, and an optional
 * draft kept on the device.
 */
export function DynamicForm({
  definition, kind, lookup, initial, readOnly = false, onSubmit, submitting = false, serverErrors, submitLabel, onCancel, draftKey, adjust, derive, children,
  nothingFound, check, fieldProps, submitTestId = 'dynamic-form-submit',
}: DynamicFormProps) {
  const t = useT();
  const fieldError = useFieldError();
  const dateLabels = useDateFieldLabels();
  const [start] = useState(() => {
    const draft = draftKey && !readOnly ? loadDraft(draftKey, definition) : null;
    return { values: { ...initialValues(definition), ...initial, ...draft?.values } as Values, options: draft?.options ?? {}, restored: !!draft };
  });
  const [values, setValues] = useState<Values>(start.values);
  const [lookupOptions, setLookupOptions] = useState<Record<string, CalOption[]>>(start.options);
  const [attempted, setAttempted] = useState(false);
  // Server messages stay until their field changes; a new answer brings them all back.
  const [changed, setChanged] = useState<{ source: DynamicFormErrors | undefined; keys: string[] }>({ source: serverErrors, keys: [] });
  const changedKeys = changed.source === serverErrors ? changed.keys : [];
  const inputs = useRef(new Map<string, HTMLElement | null>());
  const lookupSeq = useRef(new Map<string, number>());

  const withLookups = useMemo(() => withOptions(definition, lookupOptions), [definition, lookupOptions]);
  const effective = adjust ? adjust(withLookups, values) : withLookups;
  const fields = visibleFields(effective, values, kind);
  // The form's own message of a field wins: it names the kind's limit (a webinar title's 100, not a text's 255).
  const faultsOf = (answers: Values): Record<string, string> => {
    const faults = checkAnswers(effective, answers, kind);
    for (const [key, found] of Object.entries(check?.(answers) ?? {})) {
      const message = typeof found === 'string' ? found : found[0];
      if (message) faults[key] = message;
    }
    return faults;
  };
  const faults = attempted ? faultsOf(values) : {};

  // Kept once the user has changed something (an untouched form leaves no draft).
  const touched = useRef(start.restored);
  useEffect(() => {
    if (draftKey && !readOnly && touched.current) saveDraft(draftKey, { values, options: lookupOptions });
  }, [draftKey, readOnly, values, lookupOptions]);

  // A refused submit: the focus goes to the first field the server named.
  useEffect(() => {
    if (!serverErrors) return;
    const first = visibleFields(definition, {}, kind).find((field) => serverErrors[field.key]?.length);
    if (first) inputs.current.get(first.key)?.focus();
  }, [serverErrors, definition, kind]);

  const errorOf = (key: string): string | undefined => {
    const own = faults[key];
    if (own) return fieldError(own);
    const server = changedKeys.includes(key) ? undefined : serverErrors?.[key]?.[0];
    return server ? fieldError(server) : undefined;
  };

  const runLookup = async (field: CalVisibleField, value: string) => {
    const rule = lookupOf(field.key);
    const url = field.attributes.url;
    if (!rule || !url || !lookup) return;
    const seq = (lookupSeq.current.get(field.key) ?? 0) + 1;
    lookupSeq.current.set(field.key, seq);
    let options: CalOption[] = [];
    if (value) {
      try {
        options = await lookup(url, rule.param ?? field.key, value);
      } catch {
        return;
      }
    }
    if (lookupSeq.current.get(field.key) !== seq) return;
    const selected = options.find((o) => o.selected)?.key;
    if (rule.mode === 'options') {
      setLookupOptions((current) => ({ ...current, [rule.feeds]: options }));
      setValues((current) => {
        const kept = asText(current[rule.feeds]);
        const next = selected ?? (options.some((o) => o.key === kept) ? kept : '');
        return { ...current, [rule.feeds]: next };
      });
    } else if (selected) {
      const chosen = options.find((o) => o.key === selected)!;
      setLookupOptions((current) => {
        const own = current[rule.feeds] ?? definition.fields[rule.feeds]?.attributes.options ?? [];
        return own.some((o) => o.key === selected) ? current : { ...current, [rule.feeds]: [...own, { ...chosen, selected: false }] };
      });
      setValues((current) => ({ ...current, [rule.feeds]: selected }));
    }
  };

  const set = (field: CalVisibleField, value: unknown) => {
    touched.current = true;
    setValues((current) => {
      const next = { ...current, [field.key]: value };
      return derive ? derive(next, field.key) : next;
    });
    if (serverErrors?.[field.key] && !changedKeys.includes(field.key)) setChanged({ source: serverErrors, keys: [...changedKeys, field.key] });
    if (field.attributes.type === 'dropdown' && field.attributes.url && !field.attributes.multiple) void runLookup(field, asText(value));
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (readOnly || submitting) return;
    const found = faultsOf(values);
    if (Object.keys(found).length) {
      setAttempted(true);
      inputs.current.get(fields.find((field) => found[field.key])?.key ?? '')?.focus();
      return;
    }
    setAttempted(false);
    try {
      await onSubmit(toPayload(effective, values, kind));
      if (draftKey) clearDraft(draftKey);
    } catch {
      // The caller shows the refusal (serverErrors); the draft is kept.
    }
  };

  const render = (field: CalVisibleField): ReactNode => {
    const { key, label, attributes: a } = field;
    const disabled = readOnly || field.disabled;
    const error = errorOf(key);
    const ref = (element: HTMLElement | null) => {
      inputs.current.set(key, element);
    };
    const own = fieldProps?.(key, values);
    const testId = own?.testId ?? `dynamic-field-${key}`;
    const common = { label, withAsterisk: a.required, error, disabled, name: key, ref, description: own?.description, 'data-testid': testId };
    const value = values[key];
    switch (a.type) {
      case 'textarea':
      case 'RichTextBox':
        return (
          <InputBase
            component="textarea"
            multiline
            rows={a.type === 'RichTextBox' ? 6 : 3}
            styles={{ input: { resize: 'vertical' } }}
            placeholder={a.placeholder}
            value={asText(value)}
            onChange={(event: { currentTarget: { value: string } }) => set(field, event.currentTarget.value)}
            {...common}
          />
        );
      case 'date': {
        const iso = asText(value) || null;
        const years = kind === 'project' ? PROJECT_DATE_YEARS : null;
        const ranged = years && {
          dateParser: (text: string) => {
            const parsed = parseDisplayDate(text);
            return parsed && yearIn(parsed, years) ? parsed : null;
          },
          minDate: `${years.min}-01-01`,
          maxDate: `${years.max}-12-31`,
          onBlur: (event: { currentTarget: { value: string } }) => {
            const typed = parseDisplayDate(event.currentTarget.value);
            if (typed && !yearIn(typed, years)) set(field, '');
          },
        };
        const fallback = <TextInput {...common} readOnly placeholder={t(messages.datePlaceholder)} value={iso ? iso.split('-').reverse().join('/') : ''} />;
        return (
          <Suspense fallback={fallback}>
            <DateInput
              {...common}
              placeholder={a.placeholder || t(messages.datePlaceholder)}
              valueFormat="DD/MM/YYYY"
              dateParser={parseDisplayDate}
              clearable={!disabled}
              {...dateLabels}
              minDate={own?.minDate}
              {...ranged}
              value={iso}
              onChange={(next) => set(field, next ?? '')}
              popoverProps={{ withinPortal: true }}
            />
          </Suspense>
        );
      }
      case 'dropdown': {
        const data = field.options.map((o) => ({ value: o.key, label: o.value }));
        // A group's first choice takes the focus when the group is the first field in error.
        const group = { label, withAsterisk: a.required, error, description: own?.description, 'data-testid': testId };
        if (a.display === 'checkboxes' && a.multiple) {
          return (
            <Checkbox.Group {...group} value={asKeys(value)} onChange={(next) => set(field, next)}>
              <Group gap="sm" mt={4}>{data.map((d, i) => <Checkbox key={d.value} ref={i === 0 ? ref : undefined} value={d.value} label={d.label} disabled={disabled} />)}</Group>
            </Checkbox.Group>
          );
        }
        if (a.display === 'radios' && !a.multiple) {
          return (
            <Radio.Group {...group} value={asText(value)} onChange={(next) => set(field, next)}>
              <Group gap="md" mt={4}>{data.map((d, i) => <Radio key={d.value} ref={i === 0 ? ref : undefined} value={d.value} label={d.label} disabled={disabled} />)}</Group>
            </Radio.Group>
          );
        }
        const combo = { comboboxProps: { withinPortal: true }, nothingFoundMessage: nothingFound ?? t(messages.noOptions), searchable: true };
        if (a.multiple) {
          return (
            <MultiSelect
              {...common}
              {...combo}
              data={data}
              placeholder={a.placeholder || t(messages.choose)}
              value={asKeys(value).filter((k) => data.some((d) => d.value === k))}
              onChange={(next) => set(field, next)}
              clearable={!disabled}
            />
          );
        }
        const chosen = asText(value);
        return (
          <Select
            {...common}
            {...combo}
            data={data}
            placeholder={a.placeholder || t(messages.choose)}
            value={data.some((d) => d.value === chosen) ? chosen : null}
            onChange={(next) => set(field, next ?? '')}
            clearable={!a.required && !disabled}
          />
        );
      }
      case 'checkbox':
        return (
          <Checkbox
            ref={ref}
            name={key}
            label={
              <>
                {label}
                {a.required && (
                  <Text span c="red" aria-hidden>
                    {' *'}
                  </Text>
                )}
              </>
            }
            error={error}
            disabled={disabled}
            checked={value === true || value === 'true'}
            onChange={(event) => set(field, event.currentTarget.checked)}
            data-testid={testId}
          />
        );
      case 'file':
        return (
          <FileInput
            {...common}
            placeholder={typeof value === 'string' && value ? value : a.placeholder || t(messages.chooseFile)}
            value={value instanceof File ? value : null}
            onChange={(file) => set(field, file ?? undefined)}
            clearable={!disabled}
          />
        );
      default:
        if (a.display === 'tags') {
          // A list typed entry by entry, answered as one comma-separated text.
          const tags = asText(value).split(',').map((v) => v.trim()).filter(Boolean);
          return <TagsInput {...common} placeholder={a.placeholder} value={tags} onChange={(next) => set(field, next.join(','))} />;
        }
        // text, number, time, url: one-line texts (the engine checks their format); a time takes
        // the browser's time picker, as the webinar form's times do.
        return (
          <TextInput
            {...common}
            type={a.type === 'time' ? 'time' : undefined}
            inputMode={a.type === 'number' ? 'numeric' : a.type === 'url' ? 'url' : undefined}
            placeholder={a.placeholder || (a.type === 'time' ? t(messages.timePlaceholder) : undefined)}
            value={asText(value)}
            onChange={(event) => set(field, event.currentTarget.value)}
          />
        );
    }
  };

  return (
    <form noValidate onSubmit={(event) => void submit(event)} data-testid="dynamic-form">
      <Stack gap="md">
        {start.restored && (
          <Text fz="sm" c="dimmed" data-testid="dynamic-form-draft-restored">
            {t(messages.draftRestored)}
          </Text>
        )}
        {fields.map((field) => (
          <div key={field.key}>{render(field)}</div>
        ))}
        {children}
        {(!readOnly || onCancel) && (
          <Group justify="flex-end" gap="sm">
            {onCancel && (
              <Button variant="default" onClick={onCancel} disabled={submitting}>
                {t(readOnly ? messages.close : messages.cancel)}
              </Button>
            )}
            {!readOnly && (
              <Button type="submit" loading={submitting} data-testid={submitTestId}>
                {submitLabel ?? t(messages.submit)}
              </Button>
            )}
          </Group>
        )}
      </Stack>
    </form>
  );
}
