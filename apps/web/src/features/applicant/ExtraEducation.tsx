import '../../ui/styles/forms';
import '../../ui/styles/select';
import { Select, TextInput } from '@mantine/core';
import { ADMISSION_LIMITS, MESSAGES, extraEducationRow, type Option } from '@fetp/contract';
import { useT } from '../../app/i18n';
import formMessages from '../../ui/form/messages';
import { RowEditor } from '../../ui/form/RowEditor';
import { optionLabel, toSelectData } from '../../ui/form/SelectField';
import type { ExtraEducation as Row } from './form';
import messages from './messages';
import { useRowsField } from './useRowsField';

const EMPTY: Row = { other_degree: '', passing_year: '', institution: '', university: '' };

/** Other degrees on the education step (spec 000 §5.4): add a filled row, delete a row. */
export function ExtraEducation({ degrees }: { degrees: Option[] }) {
  const t = useT();
  const list = useRowsField('extra_education_data');
  return (
    <RowEditor<Row, Row>
      {...list}
      legend={t(messages.extraEducationTitle)}
      text={t(messages.extraEducationText)}
      testId="extra-education"
      empty={EMPTY}
      check={(entry) => {
        const parsed = extraEducationRow.safeParse(entry);
        return parsed.success ? { row: parsed.data } : { problem: parsed.error.issues[0]?.message ?? MESSAGES.addEducation };
      }}
      columns={2}
      rowKey={(row, index) => `${row.other_degree}-${row.passing_year}-${index}`}
      title={(row) => optionLabel(degrees, row.other_degree)}
      detail={(row) => t(messages.extraEducationRow, { year: row.passing_year, institution: row.institution, university: row.university })}
      max={ADMISSION_LIMITS.extraEducationMax}
      labels={{
        add: t(messages.addEducation),
        deleteRow: (row) => t(messages.deleteEducation, { degree: optionLabel(degrees, row.other_degree) }),
      }}
      fields={(entry, change) => (
        <>
          <Select
            label={t(messages.extraDegree)}
            placeholder={t(formMessages.choose)}
            nothingFoundMessage={t(formMessages.noOptions)}
            comboboxProps={{ withinPortal: true }}
            allowDeselect={false}
            searchable
            data={toSelectData(degrees)}
            value={entry.other_degree || null}
            onChange={(value) => change({ other_degree: value ?? '' })}
          />
          <TextInput
            label={t(messages.extraYear)}
            description={t(messages.yearHint)}
            inputMode="numeric"
            maxLength={4}
            value={entry.passing_year}
            onChange={(e) => change({ passing_year: e.currentTarget.value.replace(/\D+/g, '') })}
          />
          <TextInput
            label={t(messages.extraInstitution)}
            maxLength={ADMISSION_LIMITS.text}
            value={entry.institution}
            onChange={(e) => change({ institution: e.currentTarget.value })}
          />
          <TextInput
            label={t(messages.extraUniversity)}
            maxLength={ADMISSION_LIMITS.text}
            value={entry.university}
            onChange={(e) => change({ university: e.currentTarget.value })}
          />
        </>
      )}
    />
  );
}
