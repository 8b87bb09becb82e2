import { useFormContext, useWatch } from 'react-hook-form';
import type { Option } from '@fetp/contract';
import { useT } from '../../app/i18n';
import formMessages from '../../ui/form/messages';
import { SelectField } from './fields';
import type { ApplicantForm } from './form';
import { useDistrictStates, useFetchDistrictStates, type OptionLists } from './hooks';
import messages from './messages';

type Pair = { district: 'district'; state: 'state' } | { district: 'work_district'; state: 'work_state' };

/**
 * A district and its state (spec 000 §4): choosing a district reloads the state options
 * (POST /api/state/) and sets the state to the first one returned.
 */
function useStateOfDistrict({ district: districtField, state: stateField }: Pair): {
  states: Option[];
  onDistrictChosen: (districtId: string) => void;
} {
  const { getValues, setValue, clearErrors } = useFormContext<ApplicantForm>();
  const district = useWatch<ApplicantForm, typeof districtField>({ name: districtField });
  const states = useDistrictStates(district);
  const fetchStates = useFetchDistrictStates();

  const onDistrictChosen = (districtId: string) => {
    setValue(stateField, '', { shouldDirty: true });
    fetchStates(districtId).then(
      (list) => {
        // A later choice wins over a slow answer to an earlier one.
        if (getValues(districtField) !== districtId) return;
        const first = list[0]?.key ?? '';
        setValue(stateField, first, { shouldDirty: true });
        if (first) clearErrors(stateField);
      },
      () => undefined, // logged by the HTTP client; the state stays empty and is asked for
    );
  };
  return { states, onDistrictChosen };
}

/** The district select and, after it, the select of its state (home address or workplace). */
export function DistrictStateFields({ lists, ...pair }: Pair & { lists: OptionLists }) {
  const t = useT();
  const { states, onDistrictChosen } = useStateOfDistrict(pair);
  return (
    <>
      <SelectField name={pair.district} options={lists.district} required searchable onChosen={onDistrictChosen} />
      <SelectField
        name={pair.state}
        options={states}
        required
        placeholder={states.length ? t(formMessages.choose) : t(messages.chooseDistrictFirst)}
      />
    </>
  );
}
