// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { PROFILE_MESSAGES as M, PROFILE_TEMPLATES as T } from '@fetp/contract';
import { profileAnswer, VALID } from './testData';
import { choose, findForm, headings, jsonOf, mockProfileApi, renderProfilePage, section, SLOW, submit } from './testing';

const A = T.fieldEpidemiology;

beforeEach(() => {
  localStorage.clear();
  vi.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => vi.unstubAllGlobals());

describe('profile variant A (field epidemiology, 002 §2.8, §4, §5)', SLOW, () => {
  it('shows MY PROFILE, the description, its three sections and the submit button; an empty submit shows the contract messages', async () => {
    const server = mockProfileApi(profileAnswer(A, {}, {}));
    renderProfilePage();
    expect(await screen.findByRole('heading', { level: 1, name: 'MY PROFILE' })).toBeTruthy();
    expect(screen.getByText('Kindly fill in the following details. These will reflect on you profile which will be visible for your mentors and colleagues.')).toBeTruthy();
    await findForm(A);
    expect(headings()).toEqual(['Personal Details', 'Education Details', 'Current Job']);
    submit();
    for (const message of [M.prefixRequired, M.firstNameRequired, M.lastNameRequired, M.dobRequired, M.sexRequired, M.districtRequired, M.sectorRequired, M.roleInTrainingRequired, M.jobStateRequired]) {
      expect(await screen.findAllByText(message)).not.toHaveLength(0);
    }
    expect(server.saves).toHaveLength(0);
  });

  it('asks for a training name only when the answer is yes, and for an other-specify text only with Others', async () => {
    mockProfileApi(profileAnswer(A));
    renderProfilePage();
    await findForm(A);
    const education = section('Education Details');
    expect(within(education).queryByRole('textbox', { name: /Name of the field epidemiology training/ })).toBeNull();
    fireEvent.click(within(within(education).getByRole('radiogroup', { name: /Any previous training in field epidemiology/ })).getByRole('radio', { name: 'Yes' }));
    expect(within(education).getByRole('textbox', { name: /Name of the field epidemiology training/ })).toBeTruthy();

    expect(within(education).queryByRole('textbox', { name: /Specify other sector/ })).toBeNull();
    await choose('Sector', 'Others', education);
    expect(within(education).getByRole('textbox', { name: /Specify other sector/ })).toBeTruthy();

    submit();
    expect(await screen.findByText(M.trainingNameRequired)).toBeTruthy();
    expect(screen.getByText(M.otherSpecifyRequired)).toBeTruthy();

    fireEvent.click(within(within(education).getByRole('radiogroup', { name: /Any previous training in field epidemiology/ })).getByRole('radio', { name: 'No' }));
    await choose('Sector', 'Public', education);
    await waitFor(() => expect(screen.queryByText(M.trainingNameRequired)).toBeNull());
    expect(within(education).queryByRole('textbox', { name: /Name of the field epidemiology training/ })).toBeNull();
  });

  it('shows department, organisation and institutional level for a non-mentor role, the institute only for Mentor', async () => {
    const server = mockProfileApi(profileAnswer(A));
    renderProfilePage();
    await findForm(A);
    const job = section('Current Job');
    const has = (name: RegExp) => within(job).queryByRole('textbox', { name }) !== null;
    expect([has(/Name of Department/), has(/Name of Organization/), has(/Institutional Level/), has(/Name of Institute/)]).toEqual([true, true, true, false]);

    await choose('Role in Training', 'Mentor', job);
    expect([has(/Name of Department/), has(/Name of Organization/), has(/Institutional Level/), has(/Name of Institute/)]).toEqual([false, false, false, true]);
    submit();
    expect(await screen.findByText(M.instituteRequired)).toBeTruthy();
    fireEvent.change(within(job).getByRole('textbox', { name: /Name of Institute/ }), { target: { value: 'AIIMS' } });

    await choose('Role in Training', 'Other', job);
    expect(within(job).getByRole('textbox', { name: /Specify other role/ })).toBeTruthy();
    await choose('Role in Training', 'Mentor', job);
    submit();
    await waitFor(() => expect(server.saves).toHaveLength(1));
    const body = jsonOf(server.saves[0]!);
    // Mentors give no department, organisation or level: the schema clears them.
    expect(body).toMatchObject({ role_in_training: 'Mentor', name_of_institute: 'AIIMS', name_of_department: '', name_of_organization: '', institutional_level_of_current_job: '' });
  });

  it("ticks 'WhatsApp same as mobile' on load when both numbers are equal; unticked, the WhatsApp number is asked for", async () => {
    const server = mockProfileApi(profileAnswer(A, {}, { ...VALID[A], isSameAsPhoneNumber: false }));
    renderProfilePage();
    await findForm(A);
    const personal = section('Personal Details');
    const same = within(personal).getByRole('checkbox', { name: 'WhatsApp same as mobile' }) as HTMLInputElement;
    expect(same.checked).toBe(true);
    expect(within(personal).queryByRole('textbox', { name: /WhatsApp Number/ })).toBeNull();

    fireEvent.click(same);
    const whatsapp = within(personal).getByRole('textbox', { name: /WhatsApp Number/ });
    fireEvent.change(whatsapp, { target: { value: '' } });
    submit();
    expect(await screen.findByText(M.whatsappRequired)).toBeTruthy();
    fireEvent.change(whatsapp, { target: { value: '98765' } });
    submit();
    expect(await screen.findByText(M.whatsappTenDigits)).toBeTruthy();

    fireEvent.click(same);
    expect(within(personal).queryByRole('textbox', { name: /WhatsApp Number/ })).toBeNull();
    submit();
    await waitFor(() => expect(server.saves).toHaveLength(1));
    expect(jsonOf(server.saves[0]!)).toMatchObject({ isSameAsPhoneNumber: true, whatsapp_number: '9876543210', phone_number: '9876543210' });
  });
});
