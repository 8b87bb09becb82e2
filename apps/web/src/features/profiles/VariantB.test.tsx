// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { PROFILE_API, PROFILE_MESSAGES as M, PROFILE_TEMPLATES as T } from '@fetp/contract';
import { profileAnswer, VALID } from './testData';
import { findForm, headings, mockProfileApi, renderProfilePage, section, SLOW, submit } from './testing';

const B = T.appliedEpidemiology;
const POSTING = ['Period From', 'Period To', 'Current Place of Posting', 'Current District', 'Current State'];
const radio = (group: RegExp, answer: 'Yes' | 'No') => within(screen.getByRole('radiogroup', { name: group })).getByRole('radio', { name: answer });

beforeEach(() => {
  localStorage.clear();
  vi.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => vi.unstubAllGlobals());

describe('profile variant B (applied epidemiology, 002 §2.8, §4, §5, §7)', SLOW, () => {
  it('shows its sections in the spec’s order, the e-mail as text, the hardship total and a Save button', async () => {
    mockProfileApi(profileAnswer(B));
    renderProfilePage();
    await findForm(B);
    expect(headings()).toEqual([
      'Personal Details', 'DETAILS OF UNDERGRADUATE (UG) DEGREE', 'Details of Postgraduate (PG) Degree', 'Work Experience Details', 'OTHER DETAILS',
      'Hardship Details', 'MORE WORK EXPERIENCE', 'SELF-DECLARATION',
    ]);
    expect(within(section('Personal Details')).getByTestId('profile-email').textContent).toBe('anjali@example.org');
    expect(within(section('Personal Details')).getByRole('textbox', { name: /Present Office Address/ })).toBeTruthy();
    expect(within(section('Personal Details')).getByRole('textbox', { name: /Mobile Number/ })).toBeTruthy();
    // One hardship row, 01/01/2014 to 01/07/2016.
    expect(screen.getByTestId('hardship-total').textContent).toBe('Total duration of service in hardship location: 2 years 6 months');
    const more = within(section('MORE WORK EXPERIENCE')).getByRole('table');
    expect(within(more).getAllByRole('columnheader').map((h) => h.textContent)).toEqual([
      'Organization', 'Designation', 'Location', 'District', 'State', 'Time Period From', 'Time Period To', 'Action',
    ]);
    expect(within(more).getAllByRole('cell').slice(0, 7).map((c) => c.textContent)).toEqual(['DHS Kerala', 'Medical Officer', 'Kochi', 'Ernakulam', 'Kerala', '01/01/2014', '01/07/2016']);
    expect(screen.getByRole('button', { name: 'Save' })).toBeTruthy();
  });

  it('hides the period and current posting fields while this is the current posting, and sends them as None (multipart)', async () => {
    const server = mockProfileApi(profileAnswer(B));
    renderProfilePage();
    await findForm(B);
    const posting = section('Work Experience Details');
    const shown = () => POSTING.filter((label) => within(posting).queryByRole('textbox', { name: new RegExp(label) }) !== null);
    expect(shown()).toEqual([]);

    fireEvent.click(radio(/Is this your current place of posting/, 'No'));
    expect(shown()).toEqual(POSTING);
    submit();
    for (const message of [M.periodFromRequired, M.periodToRequired, M.currentPostingPlaceRequired]) expect(await screen.findByText(message)).toBeTruthy();
    fireEvent.change(within(posting).getByRole('textbox', { name: /Current Place of Posting/ }), { target: { value: 'Pune' } });

    fireEvent.click(radio(/Is this your current place of posting/, 'Yes'));
    expect(shown()).toEqual([]);
    submit();
    await waitFor(() => expect(server.saves).toHaveLength(1));
    const call = server.saves[0]!;
    expect(call.url.pathname).toBe(PROFILE_API.saveVariantB.path);
    const body = call.init?.body as FormData;
    expect(body).toBeInstanceOf(FormData);
    for (const name of ['post_period_from', 'post_period_to', 'post_current_posting_place', 'post_current_district_id', 'post_current_state_id']) {
      expect(body.get(name), name).toBe('None');
    }
    expect(body.get('post_is_current_posting')).toBe('true');
    expect(body.get('middle_name')).toBe('None');
    expect(JSON.parse(String(body.get('pg_degrees')))).toEqual([['mph', '2016', 'AIIMS', 'AIIMS Delhi']]);
    expect(JSON.parse(String(body.get('hardship_details')))).toEqual([['DHS Kerala', 'Medical Officer', 'Kochi', '11', '3', '2014-01-01', '2016-07-01']]);
    // After the save the profile shows read-only.
    expect(await screen.findByTestId('profile-cards')).toBeTruthy();
  });

  it('asks for a row in each list and for the self-declaration', async () => {
    const server = mockProfileApi(profileAnswer(B, {}, { ...VALID[B], selfDeclaration: false, pg_degrees: [], hardship_details: [] }));
    renderProfilePage();
    await findForm(B);
    submit();
    expect(await screen.findByText(M.pgListRequired)).toBeTruthy();
    expect(screen.getByText(M.hardshipListRequired)).toBeTruthy();
    expect(screen.getByText(M.selfDeclarationRequired)).toBeTruthy();
    expect(server.saves).toHaveLength(0);
  });

  it('refuses to save without the self-declaration', async () => {
    const server = mockProfileApi(profileAnswer(B, {}, { ...VALID[B], selfDeclaration: false }));
    renderProfilePage();
    await findForm(B);
    submit();
    expect(await screen.findByText(M.selfDeclarationRequired)).toBeTruthy();
    fireEvent.click(within(section('SELF-DECLARATION')).getByRole('checkbox'));
    submit();
    await waitFor(() => expect(server.saves).toHaveLength(1));
    expect((server.saves[0]!.init?.body as FormData).get('selfDeclaration')).toBe('true');
  });
});
