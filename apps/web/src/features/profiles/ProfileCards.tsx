import '../../ui/styles/common';
import { Stack, Text } from '@mantine/core';
import { PROFILE_LISTS, type ProfileData, type ProfileOption, type ProfileOptions } from '@fetp/contract';
import { useT } from '../../app/i18n';
import { displayDate } from '../../ui/dates';
import { ProfileContext } from './context';
import { isShown, labelOf, rowValues, type FieldSpec, type ListSpec, type ProfileValues } from './layout';
import messages from './messages';
import { ReadOnlyCard, type CardItem } from './ReadOnlyCard';
import { RowTable } from './RowTable';
import { VARIANTS } from './variants';

type T = ReturnType<typeof useT>;
const DASH = '-';

const textOf = (value: unknown): string => (value === null || value === undefined ? '' : String(value).trim());

/** A district's or state's name from its id, '-' when none is chosen. */
function nameOf(list: readonly ProfileOption[], value: unknown, known: ProfileOption | null): string {
  const id = textOf(value);
  if (!id) return DASH;
  return list.find((o) => o.value === id)?.label ?? (known?.value === id ? known.label : id);
}

/** The label/value pairs a field shows on a card (none for a list, drawn as a table). */
function cardItems(spec: FieldSpec, values: ProfileValues, data: ProfileData, options: ProfileOptions, t: T): CardItem[] {
  if (!isShown(spec, values)) return [];
  const shown = (value: unknown) => textOf(value) || DASH;
  switch (spec.kind) {
    case 'text':
      return [{ key: spec.name, label: t(spec.label, spec.labelValues), value: shown(values[spec.name]) }];
    case 'select': {
      const value = textOf(values[spec.name]);
      const items = [{ key: spec.name, label: t(spec.label), value: value ? labelOf(options[spec.options], value) : DASH }];
      if (spec.other && value === spec.other.sentinel) items.push({ key: spec.other.name, label: t(spec.other.label), value: shown(values[spec.other.name]) });
      return items;
    }
    case 'date':
      return [{ key: spec.name, label: t(spec.label), value: displayDate(textOf(values[spec.name])) || DASH }];
    case 'yesNo':
    case 'checkbox': {
      const value = values[spec.name];
      return [{ key: spec.name, label: t(spec.label), value: value === true ? t(messages.yes) : value === false ? t(messages.no) : DASH }];
    }
    case 'place': {
      // The answer's district and state objects name the home pair should the lists lack it.
      const home = spec.district === 'district_id';
      return [
        { key: spec.district, label: t(spec.districtLabel), value: nameOf(options.disrictOptions, values[spec.district], home ? data.district : null) },
        { key: spec.state, label: t(spec.stateLabel), value: nameOf(options.stateOptions, values[spec.state], home ? data.state : null) },
      ];
    }
    case 'whatsapp': {
      const number = values.isSameAsPhoneNumber === true ? values.phone_number : values.whatsapp_number;
      return [{ key: 'whatsapp_number', label: t(messages.whatsapp), value: shown(number || values.whatsapp_number) }];
    }
    case 'email':
      return [{ key: 'email', label: t(messages.email), value: data.email || DASH }];
    case 'list':
      return [];
  }
}

function CardList({ spec, values }: { spec: ListSpec; values: ProfileValues }) {
  const t = useT();
  const kind = PROFILE_LISTS[spec.name];
  const raw = values[spec.name];
  const rows = Array.isArray(raw) ? raw.map((row) => rowValues(kind, row)) : [];
  if (!rows.length) {
    return (
      <Text data-testid={`profile-card-empty-${spec.name}`} aria-label={t(spec.label)}>
        {DASH}
      </Text>
    );
  }
  return <RowTable kind={kind} rows={rows} label={t(spec.label)} testId={`profile-card-table-${spec.name}`} />;
}

/**
 * A profile read-only (002 §2.8, §4): one card per section of its template's form (the
 * self-declaration excepted), every field as label and value, lists as tables, '-' when unset.
 */
export function ProfileCards({ data, options }: { data: ProfileData; options: ProfileOptions }) {
  const t = useT();
  const variant = VARIANTS[data.template_name];
  const values = data.values;
  return (
    <ProfileContext.Provider value={{ options, email: data.email }}>
      <Stack gap="lg" data-testid="profile-cards">
        {variant.sections
          .filter((section) => !section.formOnly)
          .map((section) => (
            <ReadOnlyCard
              key={section.key}
              title={t(section.cardTitle ?? section.title)}
              items={section.fields.flatMap((spec) => cardItems(spec, values, data, options, t))}
              testId={`profile-card-${section.key}`}
            >
              {section.fields
                .filter((spec): spec is ListSpec => spec.kind === 'list')
                .map((spec) => (
                  <CardList key={spec.name} spec={spec} values={values} />
                ))}
            </ReadOnlyCard>
          ))}
      </Stack>
    </ProfileContext.Provider>
  );
}
