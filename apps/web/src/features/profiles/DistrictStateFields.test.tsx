// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { PROFILE_API } from '@fetp/contract';
import { mockApi, type ApiCall } from '../../test/mockApi';
import { DistrictStateFields } from './DistrictStateFields';
import { choose, renderInForm, SLOW } from './testing';
import { STATE_OF } from './testData';

const textbox = (name: RegExp) => screen.getByRole('textbox', { name }) as HTMLInputElement;
let lookups: string[] = [];

beforeEach(() => {
  lookups = [];
  vi.spyOn(console, 'error').mockImplementation(() => {});
  mockApi({
    [PROFILE_API.stateOfDistrict.path]: ({ url }: ApiCall) => {
      const district = url.searchParams.get('district_id') ?? '';
      lookups.push(district);
      return { data: [STATE_OF[district]].filter(Boolean) };
    },
  });
});
afterEach(() => vi.unstubAllGlobals());

describe('district and state (002 §2.8)', SLOW, () => {
  it("opens on 'Select District'; choosing a district sets the first state of the lookup; clearing it clears the state", async () => {
    const form = renderInForm(<DistrictStateFields district="district_id" state="state_id" districtLabel="District" stateLabel="State" required />, {
      district_id: '', state_id: '',
    });
    expect(textbox(/District/).getAttribute('placeholder')).toBe('Select District');

    await choose(/District/, 'Pune');
    await waitFor(() => expect(textbox(/State/).value).toBe('Maharashtra'));
    expect(lookups).toEqual(['12']);
    expect(form.values()).toEqual({ district_id: '12', state_id: '4' });

    await choose(/District/, 'Ernakulam');
    await waitFor(() => expect(textbox(/State/).value).toBe('Kerala'));
    expect(form.values()).toEqual({ district_id: '11', state_id: '3' });

    fireEvent.click(screen.getByRole('button', { name: 'Clear district' }));
    await waitFor(() => expect(textbox(/State/).value).toBe(''));
    expect(form.values()).toEqual({ district_id: '', state_id: '' });
    expect(lookups).toEqual(['12', '11']);
  });
});
