import { useFormContext, useWatch } from 'react-hook-form';
import type { Option } from '@fetp/contract';
import type { ApplicantForm } from './form';
import { useDistrictStates, useFetchDistrictStates } from './hooks';

/**
 * A district and its state (spec 000 §4): choosing a district reloads the state options
 * (POST /api/state/) and sets the state to the first one returned.
 */
export function useStateOfDistrict(
  districtField: 'district' | 'work_district',
  stateField: 'state' | 'work_state',
): { states: Option[]; onDistrictChosen: (districtId: string) => void } {
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
