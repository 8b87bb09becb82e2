import '../../ui/styles/common';
import '../../ui/styles/content';
import '../../ui/styles/forms';
import type { MessageDescriptor } from 'react-intl';
import { Fieldset, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { ADMISSION_LIMITS, APPLICATION_FILES, APPLICATION_FILE_FIELDS, type ApplicationFileField } from '@fetp/contract';
import { useFieldError, useT } from '../../app/i18n';
import { todayIso } from '../../ui/dates';
import { CheckboxField, type CheckboxFieldProps } from '../../ui/form/CheckboxField';
import { FileInputField } from '../../ui/form/FileInputField';
import { TextField } from './fields';
import { acceptOf, type ApplicantFiles, type ApplicantForm, type FileErrors } from './form';
import messages, { fieldLabels } from './messages';
import { StepSection } from './StepSection';

const HINTS: Record<ApplicationFileField, (typeof messages)[keyof typeof messages]> = {
  id_photo: messages.photoHint,
  dob_certificate: messages.pdfHint,
  udegree_certificate: messages.pdfHint,
  hpdegree_certificate: messages.optionalPdfHint,
  noc_certificate: messages.optionalPdfHint,
  id_signature: messages.signatureHint,
};

const DECLARATIONS = [
  ['checkbox1', messages.declaration1],
  ['checkbox2', messages.declaration2],
  ['checkbox3', messages.declaration3],
] as const;

/** Today, as the declaration shows it (spec 000 §2.6: YYYY-MM-DD). */
export const declaredToday = todayIso;

/** Step 4: documents and declaration (spec 000 §2.6, §5.7). */
export function UploadStep({
  files,
  fileErrors,
  onFile,
}: {
  files: ApplicantFiles;
  fileErrors: FileErrors;
  onFile: (field: ApplicationFileField, file: File | null) => void;
}) {
  const t = useT();
  const fieldError = useFieldError();
  return (
    <StepSection title={messages.stepUpload} testId="step-upload">
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="md">
        {APPLICATION_FILE_FIELDS.map((field) => (
          <FileInputField
            key={field}
            name={field}
            label={t(fieldLabels[field])}
            accept={acceptOf(field)}
            hint={t(HINTS[field])}
            required={APPLICATION_FILES[field].required}
            value={files[field]}
            error={fieldError(fileErrors[field])}
            onChange={(file) => onFile(field, file)}
            data-testid={`file-${field}`}
          />
        ))}
      </SimpleGrid>
      <Fieldset legend={t(messages.declarationTitle)} radius="md">
        <Stack gap="md">
          {DECLARATIONS.map(([name, text]) => (
            <Declaration key={name} name={name} text={text} />
          ))}
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md" verticalSpacing="sm">
            <TextField name="place" required maxLength={ADMISSION_LIMITS.shortText} />
            <TextInput label={t(messages.declaredOn)} value={declaredToday()} readOnly data-testid="declared-on" />
          </SimpleGrid>
        </Stack>
      </Fieldset>
    </StepSection>
  );
}

/** A declaration the applicant ticks before sending (the wizard's last step). */
function Declaration({ name, text }: { name: CheckboxFieldProps<ApplicantForm>['name']; text: MessageDescriptor }) {
  const t = useT();
  return <CheckboxField<ApplicantForm> name={name} label={t(text)} required />;
}
