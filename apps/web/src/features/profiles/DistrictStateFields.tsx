import '../../ui/styles/select';
import { useMemo, useState } from 'react';
import { useFormContext } from 'react-hook-form';
import { Select } from '@mantine/core';
import type { ProfileOption } from '@fetp/contract';
import { useT } from '../../app/i18n';
import formMessages from '../../ui/form/messages';
import { SelectField } from '../../ui/form/SelectField';
import { useControlledField } from '../../ui/form/useControlledField';
import { kitOptions, useProfileContext } from './context';
import { useFetchStates } from './hooks';
import type { ProfileValues } from './layout';
import messages from './messages';

type Texts = Record<string, string>;

export interface DistrictStateFieldsProps {
  district: string;
  state: string;
  districtLabel: string;
  stateLabel: string;
  required?: boolean;
}

/**
 * A district and its state (002 §2.8): choosing a district asks GET /api/v1/get/state/ and sets the
 * state to the first answer; clearing the district clears the state. The district list opens on
 * 'Select District' (002 §9's default district option).
 */
export function DistrictStateFields({ district, state, districtLabel, stateLabel, required }: DistrictStateFieldsProps) {
  const t = useT();
  const { options } = useProfileContext();
  const { getValues, setValue, clearErrors } = useFormContext<ProfileValues>();
  const fetchStates = useFetchStates();
  const { field, error } = useControlledField<ProfileValues, string>({ name: district });
  // States a lookup gave that the answer's list lacks, so the chosen one can be shown.
  const [found, setFound] = useState<ProfileOption[]>([]);
  const states = useMemo(() => {
    const known = options.stateOptions;
    const more = found.filter((s) => !known.some((k) => k.value === s.value));
    return kitOptions(more.length ? [...known, ...more] : known);
  }, [options.stateOptions, found]);

  const choose = (districtId: string) => {
    setValue(state, '', { shouldDirty: true });
    fetchStates(districtId).then(
      (list) => {
        // A later choice wins over a slow answer to an earlier one.
        if (getValues(district) !== districtId) return;
        setFound(list);
        const first = list[0]?.value ?? '';
        setValue(state, first, { shouldDirty: true });
        if (first) clearErrors(state);
      },
      () => undefined, // logged by the HTTP client; the state stays empty and is asked for
    );
  };

  return (
    <>
      <Select
        label={districtLabel}
        required={required}
        placeholder={t(messages.selectDistrict)}
        nothingFoundMessage={t(formMessages.noOptions)}
        comboboxProps={{ withinPortal: true }}
        searchable
        clearable
        // Mantine hides its clear button from keyboards and screen readers; this one is reachable.
        clearButtonProps={{ 'aria-label': t(messages.clearDistrict), 'aria-hidden': false, tabIndex: 0 }}
        data={districtData(options.disrictOptions)}
        value={typeof field.value === 'string' && field.value ? field.value : null}
        onChange={(value) => {
          field.onChange(value ?? '');
          if (value) choose(value);
          else setValue(state, '', { shouldDirty: true });
        }}
        onBlur={field.onBlur}
        ref={field.ref}
        name={field.name}
        error={error}
      />
      <SelectField<Texts> name={state} label={stateLabel} options={states} required={required} searchable />
    </>
  );
}

const districtLists = new WeakMap<readonly ProfileOption[], { value: string; label: string }[]>();
/** The district options without the empty default (the placeholder shows it). */
function districtData(list: readonly ProfileOption[]) {
  let data = districtLists.get(list);
  if (!data) {
    data = list.filter((o) => o.value !== '').map((o) => ({ value: o.value, label: o.label }));
    districtLists.set(list, data);
  }
  return data;
}
