import '../../ui/styles/common';
import '../../ui/styles/content';
import '../../ui/styles/modal';
import { useId, type ReactNode } from 'react';
import type { MessageDescriptor } from 'react-intl';
import { Button, Divider, Group, List, Modal, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconPencil, IconSend } from '@tabler/icons-react';
import { APPLICATION_FILE_FIELDS, OTHERS_KEY } from '@fetp/contract';
import { useT } from '../../app/i18n';
import { optionLabel } from '../../ui/form/SelectField';
import { displayDate } from '../../ui/dates';
import type { ApplicantFiles, ApplicantForm } from './form';
import { useDistrictStates, type OptionLists } from './hooks';
import messages, { fieldLabels } from './messages';
import { declaredToday } from './UploadStep';

function Section({ title, step, onEdit, children }: { title: MessageDescriptor; step: number; onEdit: (step: number) => void; children: ReactNode }) {
  const t = useT();
  const id = useId();
  return (
    <section aria-labelledby={id}>
      <Group justify="space-between" mb="xs" wrap="nowrap">
        <Title order={3} fz="lg" id={id}>
          {t(title)}
        </Title>
        <Button variant="light" size="xs" leftSection={<IconPencil size={14} aria-hidden />} onClick={() => onEdit(step)}>
          {t(messages.previewEdit)}
        </Button>
      </Group>
      {children}
    </section>
  );
}

function Items({ items }: { items: [keyof typeof fieldLabels | MessageDescriptor, string][] }) {
  const t = useT();
  return (
    <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md" verticalSpacing="xs">
      {items.map(([label, value]) => {
        const descriptor = typeof label === 'string' ? fieldLabels[label] : label;
        return (
          <div key={descriptor.id}>
            <Text fz="xs" c="dimmed" tt="uppercase" fw={600}>
              {t(descriptor)}
            </Text>
            <Text fz="sm" style={{ overflowWrap: 'anywhere', whiteSpace: 'pre-line' }}>
              {value.trim() || t(messages.previewEmpty)}
            </Text>
          </div>
        );
      })}
    </SimpleGrid>
  );
}

function Rows({ label, lines }: { label: keyof typeof fieldLabels; lines: string[] }) {
  const t = useT();
  return (
    <div>
      <Text fz="xs" c="dimmed" tt="uppercase" fw={600} mt="sm">
        {t(fieldLabels[label])}
      </Text>
      {lines.length ? (
        <List fz="sm" spacing={2}>
          {lines.map((line, i) => (
            <List.Item key={i} style={{ overflowWrap: 'anywhere' }}>
              {line}
            </List.Item>
          ))}
        </List>
      ) : (
        <Text fz="sm">{t(messages.previewNone)}</Text>
      )}
    </div>
  );
}

export interface PreviewModalProps {
  opened: boolean;
  values: ApplicantForm;
  files: ApplicantFiles;
  lists: OptionLists;
  submitting: boolean;
  onClose: () => void;
  onEdit: (step: number) => void;
  onSubmit: () => void;
}

/** 'Details Overview' (spec 000 §2.6): every answer with option labels, an EDIT per section, Close and Submit. */
export function PreviewModal({ opened, values: v, files, lists, submitting, onClose, onEdit, onSubmit }: PreviewModalProps) {
  const t = useT();
  const phone = useMediaQuery('(max-width: 36em)', false, { getInitialValueInEffect: false });
  const homeStates = useDistrictStates(v.district);
  const workStates = useDistrictStates(v.work_district);
  const label = optionLabel;

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={
        <Text component="span" fw={700} fz="xl">
          {t(messages.previewTitle)}
        </Text>
      }
      size="xl"
      fullScreen={Boolean(phone)}
      closeButtonProps={{ 'aria-label': t(messages.previewCloseIcon) }}
      data-testid="preview-modal"
    >
      <Stack gap="lg" data-testid="preview">
        <Section title={messages.previewPersonal} step={0} onEdit={onEdit}>
          <Items
            items={[
              ['prefix', label(lists.prefix, v.prefix)],
              ['first_name', v.first_name],
              ['middle_name', v.middle_name],
              ['last_name', v.last_name],
              ['dob', displayDate(v.dob)],
              ['gender', label(lists.gender, v.gender)],
              ['father', v.father],
              ['community', v.community ? label(lists.community, v.community) : ''],
              ['current_address', v.current_address],
              ['district', label(lists.district, v.district)],
              ['state', label(homeStates, v.state)],
              ['pincode', v.pincode],
              ['phone_number', v.phone_number],
              ['email', v.email],
            ]}
          />
        </Section>
        <Divider />
        <Section title={messages.previewEducation} step={1} onEdit={onEdit}>
          <Items
            items={[
              ['degree', v.degree === OTHERS_KEY && v.other_degree_name ? `${label(lists.degree, v.degree)}: ${v.other_degree_name}` : label(lists.degree, v.degree)],
              ['passing_year', v.passing_year],
              ['institution', v.institution],
              ['university', v.university],
            ]}
          />
          <Rows
            label="extra_education_data"
            lines={v.extra_education_data.map(
              (r) =>
                `${label(lists.equivalent_degree, r.other_degree)}, ${t(messages.extraEducationRow, { year: r.passing_year, institution: r.institution, university: r.university })}`,
            )}
          />
        </Section>
        <Divider />
        <Section title={messages.previewWork} step={2} onEdit={onEdit}>
          <Items
            items={[
              ['org_type', v.org_type === OTHERS_KEY && v.org_type_other ? `${label(lists.organization, v.org_type)}: ${v.org_type_other}` : label(lists.organization, v.org_type)],
              ['employment_type', label(lists.employment, v.employment_type)],
              ['organisation', v.organisation],
              ['designation', v.designation],
              ['experience', v.experience],
              ['responsibilities', v.responsibilities],
              ['officer_address', v.officer_address],
              ['work_district', label(lists.district, v.work_district)],
              ['work_state', label(workStates, v.work_state)],
              ['org_pincode', v.org_pincode],
            ]}
          />
          <Rows
            label="prev_exp_data"
            lines={v.prev_exp_data.map((r) => `${r.designation}, ${t(messages.experienceRow, { org: r.org, years: Number(r.experience) })}`)}
          />
        </Section>
        <Divider />
        <Section title={messages.previewSkills} step={3} onEdit={onEdit}>
          <Items
            items={[
              ['ms_word', label(lists.computer_skills, v.ms_word)],
              ['ms_excel', label(lists.computer_skills, v.ms_excel)],
              ['ms_powerPoint', label(lists.computer_skills, v.ms_powerPoint)],
            ]}
          />
        </Section>
        <Divider />
        <Section title={messages.previewDocuments} step={4} onEdit={onEdit}>
          <Items items={APPLICATION_FILE_FIELDS.map((field) => [field, files[field]?.name ?? t(messages.previewNotUploaded)])} />
          <Text fz="sm" mt="sm">
            {t(messages.previewDeclared, { place: v.place.trim(), date: declaredToday() })}
          </Text>
        </Section>
        <Group justify="flex-end" gap="sm" pt="sm">
          <Button variant="default" onClick={onClose}>
            {t(messages.previewClose)}
          </Button>
          <Button onClick={onSubmit} loading={submitting} disabled={submitting} leftSection={<IconSend size={16} aria-hidden />}>
            {t(messages.previewSubmit)}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
