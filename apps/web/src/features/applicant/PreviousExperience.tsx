import '../../ui/styles/forms';
import { TextInput } from '@mantine/core';
import { ADMISSION_LIMITS, MESSAGES, previousExperienceRow } from '@fetp/contract';
import { useT } from '../../app/i18n';
import { RowEditor } from '../../ui/form/RowEditor';
import { localId, type PreviousExperience as Row } from './form';
import messages from './messages';
import { useRowsField } from './useRowsField';

type Entry = Omit<Row, 'id'>;
const EMPTY: Entry = { designation: '', org: '', experience: '' };

/**
 * Past posts on the work step (spec 000 §2.6, §5.5): add, edit (the add button then reads
 * UPDATE_EXPERIENCE) and delete. Adding needs designation, organisation and years.
 */
export function PreviousExperience() {
  const t = useT();
  const list = useRowsField('prev_exp_data');
  return (
    <RowEditor<Row, Entry>
      {...list}
      legend={t(messages.previousExperienceTitle)}
      text={t(messages.previousExperienceText)}
      testId="previous-experience"
      empty={EMPTY}
      check={(entry, replacing) => {
        const parsed = previousExperienceRow.safeParse({ id: replacing?.id ?? localId(), ...entry });
        return parsed.success ? { row: parsed.data } : { problem: parsed.error.issues[0]?.message ?? MESSAGES.addExperience };
      }}
      columns={3}
      rowKey={(row) => row.id}
      title={(row) => row.designation}
      detail={(row) => t(messages.experienceRow, { org: row.org, years: Number(row.experience) })}
      toEntry={(row) => ({ designation: row.designation, org: row.org, experience: row.experience })}
      max={ADMISSION_LIMITS.previousExperienceMax}
      labels={{
        add: t(messages.addExperience),
        update: t(messages.updateExperience),
        deleteRow: (row) => t(messages.deleteExperience, { designation: row.designation }),
        editRow: (row) => t(messages.editExperience, { designation: row.designation }),
      }}
      fields={(entry, change) => (
        <>
          <TextInput
            label={t(messages.previousDesignation)}
            maxLength={ADMISSION_LIMITS.text}
            value={entry.designation}
            onChange={(e) => change({ designation: e.currentTarget.value })}
          />
          <TextInput
            label={t(messages.previousOrganisation)}
            maxLength={ADMISSION_LIMITS.text}
            value={entry.org}
            onChange={(e) => change({ org: e.currentTarget.value })}
          />
          <TextInput
            label={t(messages.previousYears)}
            inputMode="numeric"
            maxLength={ADMISSION_LIMITS.experienceMaxDigits}
            value={entry.experience}
            onChange={(e) => change({ experience: e.currentTarget.value.replace(/\D+/g, '') })}
          />
        </>
      )}
    />
  );
}
