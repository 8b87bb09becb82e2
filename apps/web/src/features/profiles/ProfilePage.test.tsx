// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { notifications } from '@mantine/notifications';
import { PROFILE_API, PROFILE_MESSAGES as M, PROFILE_TEMPLATES as T } from '@fetp/contract';
import { reply } from '../../test/mockApi';
import { profileAnswer, VALID } from './testData';
import { findForm, headings, jsonOf, mockProfileApi, renderProfilePage, section, SLOW, submit } from './testing';

const card = section;
const item = (scope: HTMLElement, key: string) => within(scope).getByTestId(`card-item-${key}`).querySelector('dd')?.textContent;

beforeEach(() => {
  localStorage.clear();
  vi.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('the profile page (002 §2.8)', SLOW, () => {
  it('shows a saved profile as read-only cards, with labels for choices and a dash for what is unset; Edit opens the form, Cancel closes it', async () => {
    mockProfileApi(profileAnswer(T.fieldEpidemiology, { is_saved: true }, { ...VALID[T.fieldEpidemiology], employer: '', start_date_current_job: '2018-04-01' }));
    renderProfilePage();
    await screen.findByTestId('profile-cards');
    expect(headings()).toEqual(['Personal Details', 'EDUCATION DETAILS', 'CURRENT JOB']);
    const personal = card('Personal Details');
    expect(item(personal, 'middle_name')).toBe('-');
    expect(item(personal, 'district_id')).toBe('Ernakulam');
    expect(item(personal, 'state_id')).toBe('Kerala');
    expect(item(personal, 'dob')).toBe('15/08/1990');
    expect(item(personal, 'whatsapp_number')).toBe('9876543210');
    const job = card('CURRENT JOB');
    expect(item(job, 'employer')).toBe('-');
    expect(item(job, 'job_state')).toBe('Kerala');
    // Fields the answers hide are not on the card (a non-mentor has no institute).
    expect(within(job).queryByTestId('card-item-name_of_institute')).toBeNull();
    expect(item(card('EDUCATION DETAILS'), 'any_previous_training_in_field_epidemiology')).toBe('No');
    expect(screen.queryByTestId('profile-submit')).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Edit' }));
    await findForm(T.fieldEpidemiology);
    expect((within(section('Personal Details')).getByRole('textbox', { name: /First Name/ }) as HTMLInputElement).value).toBe('Anjali');
    expect(screen.getByRole('button', { name: 'submit' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(await screen.findByTestId('profile-cards')).toBeTruthy();
  });

  it('variant C: saves as JSON with the lists as ordered lists, tells the success and shows the saved profile, loaded again', async () => {
    const shown = vi.spyOn(notifications, 'show');
    const server = mockProfileApi(profileAnswer(T.frontline));
    renderProfilePage();
    await findForm(T.frontline);
    expect(headings()).toEqual([
      'Personal Details', 'Details of Undergraduate (UG) Degree', 'Details of Postgraduate (PG) Degree', 'Work Experience', 'Teaching Experience',
      'Areas of Interest', 'Publications and Achievements',
    ]);
    const personal = section('Personal Details');
    expect(within(personal).getByRole('textbox', { name: /Current Address/ })).toBeTruthy();
    expect(within(personal).getByRole('textbox', { name: /Correspondence Address/ })).toBeTruthy();
    const teaching = within(section('Teaching Experience')).getByRole('table');
    expect(within(teaching).getAllByRole('columnheader').map((h) => h.textContent)).toEqual([
      'Organization', 'Organization Type', 'Designation', 'Employment Type', 'District', 'State', 'Responsibilities', 'Time Period', 'Action',
    ]);
    expect(within(teaching).getAllByRole('cell')[7]!.textContent).toBe('01/01/2017 to 01/01/2019');
    // Interest area 1 is required, 2 to 5 are not.
    const interest = section('Areas of Interest');
    expect([1, 2, 3, 4, 5].map((n) => within(interest).getByRole('textbox', { name: new RegExp(`Interest Area ${n}`) }).hasAttribute('required'))).toEqual([true, false, false, false, false]);
    fireEvent.change(within(interest).getByRole('textbox', { name: /Interest Area 1/ }), { target: { value: ' ' } });
    submit();
    expect(await screen.findByText(M.interestAreaRequired)).toBeTruthy();
    fireEvent.change(within(interest).getByRole('textbox', { name: /Interest Area 1/ }), { target: { value: 'Zoonoses' } });

    const loads = server.calls(PROFILE_API.myProfile.path).length;
    submit();
    await waitFor(() => expect(server.saves).toHaveLength(1));
    expect(server.saves[0]!.url.pathname).toBe(PROFILE_API.saveVariantC.path);
    const body = jsonOf(server.saves[0]!);
    expect(body.pg_degrees).toEqual([['mph', '2016', 'AIIMS', 'AIIMS Delhi']]);
    expect(body.teaching_experiences).toEqual([['GMC Kochi', 'Government', 'Lecturer', 'Permanent', '11', '3', 'Teaching epidemiology', '2017-01-01', '2019-01-01']]);
    expect(body).toMatchObject({ first_name: 'Anjali', interest_area_1: 'Zoonoses', achievements: [], whatsapp_number: '9876543210' });
    expect(await screen.findByTestId('profile-cards')).toBeTruthy();
    expect(shown).toHaveBeenCalledWith(expect.objectContaining({ message: M.saved }));
    await waitFor(() => expect(server.calls(PROFILE_API.myProfile.path).length).toBeGreaterThan(loads));
    expect(within(card('Publications and Achievements')).getByTestId('profile-card-empty-achievements').textContent).toBe('-');
  });

  it('the mentor form: MENTOR PROFILE, its sections and Save; a refused save puts the server’s messages under the fields', async () => {
    const server = mockProfileApi(profileAnswer(T.mentor), () => reply(400, { message: M.stateNotOfDistrict, errors: { state_id: [M.stateNotOfDistrict], 'pg_degrees.0.pgDegreePassingYear': [M.passingYearDigits] } }));
    renderProfilePage();
    expect(await screen.findByRole('heading', { level: 1, name: 'MENTOR PROFILE' })).toBeTruthy();
    await findForm(T.mentor);
    expect(headings()).toEqual([
      'General Details', 'Details of Undergraduate (UG) Degree', 'Details of Postgraduate (PG) Degree', 'Work Experience', 'Other Details',
      'Teaching Experience', 'Contact and Areas of Interest', 'Scientific publications & Achievements',
    ]);
    // Checked on every change (002 §5).
    const general = section('General Details');
    fireEvent.change(within(general).getByRole('textbox', { name: /First Name/ }), { target: { value: '' } });
    expect(await screen.findByText(M.firstNameRequired)).toBeTruthy();
    fireEvent.change(within(general).getByRole('textbox', { name: /First Name/ }), { target: { value: 'Priya' } });
    await waitFor(() => expect(screen.queryByText(M.firstNameRequired)).toBeNull());

    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(server.saves).toHaveLength(1));
    expect(server.saves[0]!.url.pathname).toBe(PROFILE_API.saveMentorProfile.path);
    expect(jsonOf(server.saves[0]!).first_name).toBe('Priya');
    expect(await within(general).findByText(M.stateNotOfDistrict)).toBeTruthy();
    expect(within(section('Details of Postgraduate (PG) Degree')).getByText(M.passingYearDigits)).toBeTruthy();
    expect(screen.queryByTestId('profile-cards')).toBeNull();
  });
});
