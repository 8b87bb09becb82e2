// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import { PROFILE_API, PROFILE_MESSAGES as M, PROFILE_TEMPLATES as T } from '@fetp/contract';
import { MENTEE_PROFILE_ID_KEY } from '../../app/menteeProfile';
import { mockApi, reply, type ApiCall } from '../../test/mockApi';
import { renderWithProviders } from '../../test/utils';
import MenteeProfilePage from './MenteeProfilePage';
import { profileAnswer, VALID } from './testData';
import { SITE } from './testing';

/** The profile call: user 41 is visible, anyone else refused. */
function api() {
  return mockApi({
    ...SITE,
    [PROFILE_API.menteeProfile.path]: ({ url }: ApiCall) =>
      url.searchParams.get('user_id') === '41'
        ? profileAnswer(T.appliedEpidemiology, { is_saved: true, is_editable: false, first_name: 'Arjun', last_name: 'Rao' }, { ...VALID[T.appliedEpidemiology], post_total_duration: '' })
        : reply(403, { message: M.notYourProfile }),
  });
}
const render = (route = '/ask/mentee/profile/details/') => renderWithProviders(<MenteeProfilePage />, { route });

beforeEach(() => {
  localStorage.clear();
  vi.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => vi.unstubAllGlobals());

describe('the mentee profile page (002 §2.5, §2.8)', () => {
  it("shows the stored user's profile read-only, titled '{first} {last}'s Profile'", async () => {
    const server = api();
    localStorage.setItem(MENTEE_PROFILE_ID_KEY, '41');
    render();
    expect(await screen.findByRole('heading', { level: 1, name: "Arjun Rao's Profile" })).toBeTruthy();
    expect(server.calls(PROFILE_API.menteeProfile.path)[0]!.url.searchParams.get('user_id')).toBe('41');
    const cards = await screen.findByTestId('profile-cards');
    // Every section but the self-declaration, and no form or Edit button.
    expect(within(cards).getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
      'Personal Details', 'DETAILS OF UNDERGRADUATE (UG) DEGREE', 'Details of Postgraduate (PG) Degree', 'Work Experience Details', 'OTHER DETAILS',
      'Hardship Details', 'MORE WORK EXPERIENCE',
    ]);
    expect(within(screen.getByTestId('card-item-post_total_duration')).getByRole('definition').textContent).toBe('-');
    expect(within(screen.getByTestId('card-item-post_is_current_posting')).getByRole('definition').textContent).toBe('Yes');
    expect(within(screen.getByTestId('profile-card-table-pg_degrees')).getAllByRole('cell').map((c) => c.textContent)).toEqual(['MPH', '2016', 'AIIMS', 'AIIMS Delhi']);
    expect(screen.queryByRole('textbox')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Edit' })).toBeNull();
  });

  it('takes ?user_id= before the stored id, and shows the server’s refusal for a profile the caller may not see', async () => {
    api();
    localStorage.setItem(MENTEE_PROFILE_ID_KEY, '41');
    render('/ask/mentee/profile/details/?user_id=99');
    expect((await screen.findByTestId('mentee-profile-refused')).textContent).toBe(M.notYourProfile);
    expect(screen.getByRole('heading', { level: 1, name: 'Mentee Profile' })).toBeTruthy();
    expect(screen.queryByTestId('profile-cards')).toBeNull();
  });

  it('says so when no profile was chosen', async () => {
    const server = api();
    render();
    expect((await screen.findByTestId('mentee-profile-none')).textContent).toBe('No profile was chosen. Open a profile from an officer’s name on your dashboard.');
    expect(server.calls(PROFILE_API.menteeProfile.path)).toHaveLength(0);
  });
});
