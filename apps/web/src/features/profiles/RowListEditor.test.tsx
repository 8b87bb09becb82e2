// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { PROFILE_API, PROFILE_MESSAGES as M } from '@fetp/contract';
import { mockApi } from '../../test/mockApi';
import type { ListSpec } from './layout';
import messages from './messages';
import { RowListEditor } from './RowListEditor';
import { choose, dateInput, renderInForm, SLOW, typeDate } from './testing';
import { STATE_OF } from './testData';

const PG: ListSpec = { kind: 'list', name: 'pg_degrees', label: messages.pgDegree, add: messages.addDegree, update: messages.updateDegree };
const WORK: ListSpec = { kind: 'list', name: 'work_experiences', label: messages.workExperience, add: messages.addExperience, update: messages.updateExperience, allowCurrent: true };
const PUBLICATIONS: ListSpec = { kind: 'list', name: 'achievements', label: messages.publications, add: messages.addPublication, update: messages.updatePublication };

const newRow = () => screen.getByRole('group', { name: /New row|Editing row/ });
const field = (label: RegExp) => within(newRow()).getByRole('textbox', { name: label }) as HTMLInputElement;
const button = (name: string) => screen.getByRole('button', { name }) as HTMLButtonElement;
const tableRows = () => screen.queryAllByRole('row').slice(1).map((row) => within(row).getAllByRole('cell').map((c) => c.textContent));

beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => {});
  mockApi({ [PROFILE_API.stateOfDistrict.path]: ({ url }: { url: URL }) => ({ data: [STATE_OF[url.searchParams.get('district_id') ?? '']].filter(Boolean) }) });
});
afterEach(() => vi.unstubAllGlobals());

describe('a profile row list (002 §4)', SLOW, () => {
  it('PG degrees: Add checks the row with the contract’s messages, appends it and empties the row form; Edit reads Update Degree; Delete', async () => {
    const form = renderInForm(<RowListEditor spec={PG} />, { pg_degrees: [] });
    fireEvent.click(button('Add Degree'));
    for (const message of [M.degreeNameRequired, M.passingYearDigits, M.instituteNameRequired, M.universityNameRequired]) expect(await screen.findByText(message)).toBeTruthy();

    await choose(/Degree Name/, 'MPH', newRow());
    fireEvent.change(field(/Passing Year/), { target: { value: '2016' } });
    fireEvent.change(field(/Institute Name/), { target: { value: ' AIIMS ' } });
    fireEvent.change(field(/University Name/), { target: { value: 'AIIMS Delhi' } });
    fireEvent.click(button('Add Degree'));
    await waitFor(() => expect(tableRows()).toEqual([['MPH', '2016', 'AIIMS', 'AIIMS Delhi', 'EditDelete']]));
    expect(field(/Institute Name/).value).toBe('');
    expect(form.values().pg_degrees).toEqual([{ pgDegreeName: 'mph', pgDegreePassingYear: '2016', pgDegreeInstituteName: 'AIIMS', pgDegreeUniversityName: 'AIIMS Delhi' }]);

    fireEvent.click(button('Edit row 1'));
    expect(field(/Institute Name/).value).toBe('AIIMS');
    expect(screen.queryByRole('button', { name: 'Add Degree' })).toBeNull();
    fireEvent.change(field(/Institute Name/), { target: { value: 'PGIMER' } });
    fireEvent.click(button('Update Degree'));
    await waitFor(() => expect(tableRows()).toEqual([['MPH', '2016', 'PGIMER', 'AIIMS Delhi', 'EditDelete']]));
    expect(button('Add Degree')).toBeTruthy();

    fireEvent.click(button('Delete row 1'));
    expect(tableRows()).toEqual([]);
    expect(form.values().pg_degrees).toEqual([]);
  });

  it('publications: Add stays disabled while its three fields are all empty', async () => {
    const form = renderInForm(<RowListEditor spec={PUBLICATIONS} />, { achievements: [] });
    expect(button('Add').disabled).toBe(true);
    fireEvent.change(field(/Key Achievements/), { target: { value: '   ' } });
    expect(button('Add').disabled).toBe(true);
    fireEvent.change(field(/Number of Scientific Publications/), { target: { value: '4x' } });
    expect(field(/Number of Scientific Publications/).value).toBe('4');
    expect(button('Add').disabled).toBe(false);
    fireEvent.click(button('Add'));
    await waitFor(() => expect(form.values().achievements).toEqual([{ numberOfPublications: '4', publicationsLink: '', keyAchievements: '' }]));
    expect(button('Add').disabled).toBe(true);
  });

  it("work: 'currently working here' hides the end date, and is offered only while no other row is current", async () => {
    const form = renderInForm(<RowListEditor spec={WORK} />, { work_experiences: [] });
    fireEvent.change(field(/Organization/), { target: { value: 'DHS Kerala' } });
    fireEvent.change(field(/Designation/), { target: { value: 'Medical Officer' } });
    fireEvent.change(field(/Location/), { target: { value: 'Kochi' } });
    await choose(/District/, 'Pune', newRow());
    await waitFor(() => expect(field(/State/).value).toBe('Maharashtra'));
    await typeDate(/Time Period From/, '01/02/2020', newRow());
    expect(await dateInput(/Time Period To/, newRow())).toBeTruthy();
    fireEvent.click(within(newRow()).getByRole('checkbox', { name: 'I am currently working here' }));
    expect(within(newRow()).queryByRole('textbox', { name: /Time Period To/ })).toBeNull();
    fireEvent.click(button('Add Experience'));
    await waitFor(() => expect(tableRows()).toEqual([['DHS Kerala', 'Medical Officer', 'Kochi', 'Pune', 'Maharashtra', '01/02/2020', 'Present', 'EditDelete']]));
    expect(form.values().work_experiences).toMatchObject([{ workExperienceDistrict: '12', workExperienceState: '4', workExperienceTimePeriodEndDate: '', workExperienceIsCurrent: true }]);

    // A row without an end exists: the next row must have one.
    expect(within(newRow()).queryByRole('checkbox', { name: 'I am currently working here' })).toBeNull();
    fireEvent.change(field(/Organization/), { target: { value: 'NCDC' } });
    fireEvent.change(field(/Designation/), { target: { value: 'Epidemiologist' } });
    fireEvent.change(field(/Location/), { target: { value: 'Delhi' } });
    await choose(/District/, 'Ernakulam', newRow());
    await typeDate(/Time Period From/, '01/02/2018', newRow());
    await typeDate(/Time Period To/, '01/01/2017', newRow());
    fireEvent.click(button('Add Experience'));
    expect(await screen.findByText(M.endBeforeStart)).toBeTruthy();

    // Editing the current row offers the box again, ticked.
    fireEvent.click(button('Edit row 1'));
    expect((within(newRow()).getByRole('checkbox', { name: 'I am currently working here' }) as HTMLInputElement).checked).toBe(true);
  });

  it('an invalid typed date empties the field when it loses the focus', async () => {
    renderInForm(<RowListEditor spec={WORK} />, { work_experiences: [] });
    await typeDate(/Time Period From/, '01/02/2020', newRow());
    expect((await dateInput(/Time Period From/, newRow())).value).toBe('01/02/2020');
    await typeDate(/Time Period From/, '31/02/2020', newRow());
    await waitFor(async () => expect((await dateInput(/Time Period From/, newRow())).value).toBe(''));
    fireEvent.click(button('Add Experience'));
    expect(await screen.findByText(M.startDateRequired)).toBeTruthy();
  });
});
