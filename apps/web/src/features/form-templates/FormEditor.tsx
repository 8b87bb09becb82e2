import '../../ui/styles/common';
import '../../ui/styles/content';
import '../../ui/styles/table';
import { useMemo, useState } from 'react';
import { Alert, Button, Checkbox, Group, Select, SimpleGrid, Stack, Table, Text, TextInput, Textarea, Title } from '@mantine/core';
import {
  CAL_FIELD_KEY, CAL_FIELD_TYPES, FORM_LOOKUP_PATHS, formDefinitionBody, previewDefinition,
  type CalFieldType, type EditorField, type FormTemplate,
} from '@fetp/contract';
import { ApiError } from '../../app/http';
import { useT } from '../../app/i18n';
import { useFieldError } from '../../ui/i18n';
import { DynamicForm } from '../../ui/DynamicForm/DynamicForm';
import { displayDate } from '../../ui/dates';
import { useFormVersions, useSaveForm } from './hooks';
import { TYPE_LABELS } from './labels';
import messages from './messages';

type Errors = Record<string, string>;
type Attributes = EditorField['attributes'];

/** A dropdown's options as the editor's text (one per line, key = text) and back. */
const optionsText = (options: Attributes['options']) => (options ?? []).map((o) => (o.key === o.value ? o.key : `${o.key} = ${o.value}`)).join('\n');
function parseOptions(text: string): NonNullable<Attributes['options']> {
  return text.split('\n').map((line) => line.trim()).filter(Boolean).map((line) => {
    const at = line.indexOf('=');
    const key = (at < 0 ? line : line.slice(0, at)).trim();
    const value = (at < 0 ? line : line.slice(at + 1)).trim() || key;
    return { key, value, selected: false };
  });
}

/** The attributes a type keeps when it changes: only a dropdown has options, several choices or a lookup. */
function withType(attributes: Attributes, type: CalFieldType): Attributes {
  const { options, multiple, url, value: _value, ...rest } = attributes;
  return type === 'dropdown' ? { ...rest, type, options: options ?? [], ...(multiple ? { multiple } : {}), ...(url ? { url } : {}) } : { ...rest, type };
}

/** The fields the preview can draw: a valid name, seen once. */
function previewable(fields: EditorField[]): EditorField[] {
  const seen = new Set<string>();
  return fields.filter((f) => {
    const name = f.key.toLowerCase();
    const ok = CAL_FIELD_KEY.test(f.key) && !seen.has(name) && !(f.key in Object.prototype);
    seen.add(name);
    return ok;
  });
}

interface FieldEditorProps {
  field: EditorField;
  index: number;
  count: number;
  readOnly: boolean;
  errors: Errors;
  onChange: (field: EditorField) => void;
  onMove: (by: -1 | 1) => void;
  onRemove: () => void;
}

/** One field of the form: its name, label, type and what the type takes, with move and remove buttons. */
function FieldEditor({ field, index, count, readOnly, errors, onChange, onMove, onRemove }: FieldEditorProps) {
  const t = useT();
  const fieldError = useFieldError();
  const [confirming, setConfirming] = useState(false);
  const [options, setOptions] = useState(() => optionsText(field.attributes.options));
  const a = field.attributes;
  const error = (path: string) => fieldError(errors[`fields.${index}.${path}`]);
  const set = (attributes: Partial<Attributes>) => onChange({ ...field, attributes: { ...a, ...attributes } });
  const name = field.label || field.key;
  const optional = (text: string) => (text === '' ? undefined : text);

  return (
    <Stack gap="xs" p="sm" style={{ border: '1px solid var(--mantine-color-gray-4)', borderRadius: 8 }} data-testid={`field-${index}`}>
      <Group justify="space-between" gap="xs" wrap="wrap">
        <Title order={4} fz="md" style={{ overflowWrap: 'anywhere' }}>{t(messages.fieldHeading, { number: index + 1, label: name })}</Title>
        {!readOnly && (
          <Group gap={4}>
            <Button size="compact-xs" variant="default" disabled={index === 0} onClick={() => onMove(-1)} aria-label={t(messages.moveUpNamed, { name })}>{t(messages.moveUp)}</Button>
            <Button size="compact-xs" variant="default" disabled={index === count - 1} onClick={() => onMove(1)} aria-label={t(messages.moveDownNamed, { name })}>{t(messages.moveDown)}</Button>
            <Button size="compact-xs" variant="light" color="red" onClick={() => setConfirming(true)} aria-label={t(messages.removeNamed, { name })}>{t(messages.remove)}</Button>
          </Group>
        )}
      </Group>
      {confirming && (
        <Alert color="red" variant="light" role="alertdialog" aria-label={t(messages.removeNamed, { name })}>
          <Stack gap="xs">
            <Text fz="sm">{t(messages.confirmRemove, { name })}</Text>
            <Group gap="xs">
              <Button size="xs" color="red" onClick={onRemove} data-testid="confirm-remove">{t(messages.remove)}</Button>
              <Button size="xs" variant="default" onClick={() => setConfirming(false)}>{t(messages.keep)}</Button>
            </Group>
          </Stack>
        </Alert>
      )}
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="xs">
        <TextInput
          label={t(messages.fieldLabel)} value={field.label} disabled={readOnly} required
          onChange={(e) => onChange({ ...field, label: e.currentTarget.value })} error={error('label')}
        />
        <TextInput
          label={t(messages.fieldKey)} description={t(messages.fieldKeyHint)} value={field.key} disabled={readOnly} required
          onChange={(e) => onChange({ ...field, key: e.currentTarget.value.trim() })} error={error('key')}
        />
        <Select
          label={t(messages.fieldType)} value={a.type} disabled={readOnly} allowDeselect={false} comboboxProps={{ withinPortal: true }}
          data={CAL_FIELD_TYPES.map((type) => ({ value: type, label: t(TYPE_LABELS[type]) }))}
          onChange={(type) => type && onChange({ ...field, attributes: withType(a, type as CalFieldType) })} error={error('attributes.type')}
        />
        <TextInput label={t(messages.placeholder)} value={a.placeholder ?? ''} disabled={readOnly} onChange={(e) => set({ placeholder: optional(e.currentTarget.value) })} error={error('attributes.placeholder')} />
        <TextInput
          label={t(messages.errorMessage)} value={a.error_message ?? a.error ?? ''} disabled={readOnly}
          onChange={(e) => set(a.error !== undefined && a.error_message === undefined ? { error: optional(e.currentTarget.value) } : { error_message: optional(e.currentTarget.value) })}
          error={error('attributes.error_message')}
        />
        <Checkbox mt="lg" label={t(messages.required)} checked={a.required ?? false} disabled={readOnly} onChange={(e) => set({ required: e.currentTarget.checked })} />
      </SimpleGrid>
      {a.type === 'dropdown' && (
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="xs">
          <Textarea
            label={t(messages.options)} value={options} disabled={readOnly} autosize minRows={3} maxRows={10}
            onChange={(e) => { setOptions(e.currentTarget.value); set({ options: parseOptions(e.currentTarget.value) }); }}
            error={error('attributes.options')}
          />
          <Stack gap="xs">
            <Select
              label={t(messages.lookup)} value={a.url ?? ''} disabled={readOnly} allowDeselect={false} comboboxProps={{ withinPortal: true }}
              data={[{ value: '', label: t(messages.lookupNone) }, ...FORM_LOOKUP_PATHS.map((path) => ({ value: path, label: path }))]}
              onChange={(url) => set({ url: url || undefined })} error={error('attributes.url')}
            />
            <Checkbox label={t(messages.multiple)} checked={a.multiple ?? false} disabled={readOnly} onChange={(e) => set({ multiple: e.currentTarget.checked || undefined })} />
          </Stack>
        </SimpleGrid>
      )}
    </Stack>
  );
}

/** A form's versions, newest first: who saved each and when. */
function Versions({ courseId, form }: { courseId: number; form: FormTemplate }) {
  const t = useT();
  const versions = useFormVersions(courseId, form.kind, form.key);
  if (!versions.data) return null;
  return (
    <Stack gap="xs">
      <Title order={3} fz="lg">{t(messages.versionsHeading)}</Title>
      <Table.ScrollContainer minWidth={280}>
        <Table aria-label={t(messages.versionsHeading)} data-testid="versions">
          <Table.Thead>
            <Table.Tr><Table.Th>{t(messages.colVersion)}</Table.Th><Table.Th>{t(messages.colSaved)}</Table.Th><Table.Th>{t(messages.colName)}</Table.Th></Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {versions.data.results.map((v) => (
              <Table.Tr key={v.form_id}>
                <Table.Td>{v.version}</Table.Td>
                <Table.Td>{v.created_by ? t(messages.savedBy, { date: displayDate(v.created_at), name: v.created_by }) : `${displayDate(v.created_at)} · ${t(messages.builtIn)}`}</Table.Td>
                <Table.Td>{v.name}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Stack>
  );
}

export interface FormEditorProps {
  courseId: number;
  form: FormTemplate;
  onClose: () => void;
}

/**
 * The form editor: the form's name and fields (add, order, configure, remove; ten types), saved as
 * a new version, beside a live preview drawn by the same DynamicForm the officers fill.
 */
export default function FormEditor({ courseId, form, onClose }: FormEditorProps) {
  const t = useT();
  const fieldError = useFieldError();
  const [name, setName] = useState(form.name);
  const [fields, setFields] = useState<EditorField[]>(() => form.fields.map((f) => ({ ...f })));
  // Each field's editor keeps its own text (the options being typed): a stable id per field, not its position.
  const [ids, setIds] = useState<number[]>(() => form.fields.map((_, i) => i));
  const [errors, setErrors] = useState<Errors>({});
  const [failure, setFailure] = useState<string | undefined>();
  const [checked, setChecked] = useState(false);
  const save = useSaveForm(courseId, form.kind, form.key);
  const readOnly = !form.can_edit;

  const preview = useMemo(() => previewDefinition(name || form.name, previewable(fields), courseId), [name, fields, form.name, courseId]);
  const previewKey = useMemo(() => JSON.stringify(preview.fields), [preview]);

  const change = (next: EditorField[], nextIds = ids) => { setFields(next); setIds(nextIds); setErrors({}); setChecked(false); };
  const move = (index: number, by: -1 | 1) => {
    const to = index + by;
    const nextFields = [...fields];
    const nextIds = [...ids];
    [nextFields[index], nextFields[to]] = [nextFields[to]!, nextFields[index]!];
    [nextIds[index], nextIds[to]] = [nextIds[to]!, nextIds[index]!];
    change(nextFields, nextIds);
  };
  const add = () => {
    const taken = new Set(fields.map((f) => f.key));
    let n = fields.length + 1;
    while (taken.has(`field_${n}`)) n++;
    change([...fields, { key: `field_${n}`, label: t(messages.newField), attributes: { type: 'text', required: false } }], [...ids, Math.max(-1, ...ids) + 1]);
  };

  const submit = async () => {
    setFailure(undefined);
    const body = { base_version: form.version, name, fields };
    const parsed = formDefinitionBody.safeParse(body);
    if (!parsed.success) {
      setErrors(Object.fromEntries(parsed.error.issues.map((i) => [i.path.join('.'), i.message])));
      setFailure(parsed.error.issues[0]?.message);
      return;
    }
    try {
      await save.mutateAsync(body);
      onClose();
    } catch (error) {
      if (error instanceof ApiError) {
        setErrors(Object.fromEntries(Object.entries(error.errors).map(([path, list]) => [path, list[0] ?? ''])));
        setFailure(error.message || t(messages.saveFailed));
      } else setFailure(t(messages.saveFailed));
    }
  };

  return (
    <Stack gap="md" data-testid="form-editor">
      <Group justify="space-between" gap="sm" wrap="wrap">
        <Title order={2} fz="xl" style={{ overflowWrap: 'anywhere' }}>{t(messages.editorTitle, { name: form.name, version: form.version })}</Title>
        <Button variant="default" size="xs" onClick={onClose}>{t(messages.closeEditor)}</Button>
      </Group>
      {readOnly && <Alert color="blue" variant="light">{t(messages.readOnly)}</Alert>}
      <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="lg">
        <Stack gap="sm">
          <TextInput label={t(messages.formName)} value={name} disabled={readOnly} required onChange={(e) => { setName(e.currentTarget.value); setErrors({}); }} error={fieldError(errors.name)} />
          <Title order={3} fz="lg">{t(messages.fieldsHeading)}</Title>
          {errors.fields && <Text c="red" fz="sm">{fieldError(errors.fields)}</Text>}
          {fields.map((field, index) => (
            <FieldEditor
              key={ids[index]}
              field={field} index={index} count={fields.length} readOnly={readOnly} errors={errors}
              onChange={(next) => change(fields.map((f, i) => (i === index ? next : f)))}
              onMove={(by) => move(index, by)}
              onRemove={() => change(fields.filter((_, i) => i !== index), ids.filter((_, i) => i !== index))}
            />
          ))}
          {!readOnly && (
            <>
              <Group><Button variant="light" onClick={add} data-testid="add-field">{t(messages.addField)}</Button></Group>
              {failure && <Alert color="red" variant="light" role="alert">{fieldError(failure) ?? failure}</Alert>}
              <Group gap="sm">
                <Button onClick={() => void submit()} loading={save.isPending} data-testid="save-form">{t(messages.save)}</Button>
                <Button variant="default" onClick={() => { setName(form.name); change(form.fields.map((f) => ({ ...f })), form.fields.map((_, i) => i)); }}>{t(messages.discard)}</Button>
              </Group>
            </>
          )}
        </Stack>
        <Stack gap="sm" data-testid="form-preview">
          <Title order={3} fz="lg">{t(messages.preview)}</Title>
          <Text fz="sm" c="dimmed">{t(messages.previewIntro)}</Text>
          {Object.keys(preview.fields).length === 0 ? <Text fz="sm">{t(messages.previewEmpty)}</Text> : (
            <DynamicForm key={previewKey} definition={preview} kind={form.kind} onSubmit={() => setChecked(true)} submitLabel={t(messages.previewSubmit)} />
          )}
          {checked && <Alert color="green" variant="light" role="status">{t(messages.previewChecked)}</Alert>}
        </Stack>
      </SimpleGrid>
      <Versions courseId={courseId} form={form} />
    </Stack>
  );
}
