import type { ReactNode } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { PROFILE_API, PROFILE_MESSAGES, PROFILE_SAVE_OF, type ProfileAnswer, type ProfileTemplate } from '@fetp/contract';
import { mockApi, type ApiCall } from '../../test/mockApi';
import { renderWithProviders } from '../../test/utils';
import { ProfileContext } from './context';
import type { ProfileValues } from './layout';
import ProfilePage from './ProfilePage';
import { OPTIONS, STATE_OF } from './testData';

/** Helpers of the profile tests (not a test file: the tests import it). */

/** The site's header data (the page title reads the site name). */
export const SITE = { '/api/header_login_page_data/': { data: { HOME: '/learn/', HUBS: [], 'DISCOVER NEW': '/learn/#discover' } } };

export interface ProfileServer {
  /** The save calls received, in order. */
  saves: ApiCall[];
  calls: ReturnType<typeof mockApi>['calls'];
}

/**
 * The profile calls: GET answers `answer` (after a save, the saved profile), each save call records
 * its body and answers `saveReply` (by default a success), get/state answers the district's state.
 */
export function mockProfileApi(answer: ProfileAnswer, saveReply?: (call: ApiCall) => unknown): ProfileServer {
  let current = answer;
  const saves: ApiCall[] = [];
  const save = (call: ApiCall) => {
    saves.push(call);
    if (saveReply) return saveReply(call);
    current = { ...current, data: { ...current.data, is_saved: true, updated_at: '2025-01-01T00:00:00Z' } };
    return { success: true, message: PROFILE_MESSAGES.saved, data: current.data };
  };
  const template: ProfileTemplate = answer.data.template_name;
  const savePath = PROFILE_SAVE_OF[template].path;
  const api = mockApi({
    ...SITE,
    [PROFILE_API.myProfile.path]: (call: ApiCall) => (call.init?.method === 'POST' ? save(call) : current),
    ...(savePath === PROFILE_API.myProfile.path ? {} : { [savePath]: save }),
    [PROFILE_API.stateOfDistrict.path]: ({ url }: ApiCall) => {
      const state = STATE_OF[url.searchParams.get('district_id') ?? ''];
      return { data: state ? [state] : [] };
    },
  });
  return { saves, calls: api.calls };
}

/** The profile form once its chunk has loaded (a cold import can take a while on a busy machine). */
export const findForm = (template: ProfileTemplate) => screen.findByTestId(`profile-form-${template}`, {}, { timeout: 10_000 });

export const renderProfilePage = () => renderWithProviders(<ProfilePage />, { route: '/ask/profile/details/' });

/** A form section or read-only card by its heading (a selector: role queries are slow on a page this size). */
export function section(title: string): HTMLElement {
  const found = document.querySelector<HTMLElement>(`section[aria-label="${title}"]`);
  if (!found) throw new Error(`no section ${title}`);
  return found;
}

/** The level-2 headings of the page, in order. */
export const headings = () => [...document.querySelectorAll('h2')].map((h) => h.textContent);

/** Heavy pages (the whole profile form) need more than the default 5 s when the machine is busy. */
export const SLOW = { timeout: 20_000 };

/** Chooses an option of a Mantine select by its label (in the list that select opened). */
export async function choose(label: string | RegExp, option: string, scope: HTMLElement = document.body) {
  const input = within(scope).getByRole('textbox', { name: label });
  fireEvent.click(input);
  // The dropdown's opening transition never ends in jsdom: its options stay display: none.
  const list = await waitFor(() => document.getElementById(input.getAttribute('aria-controls') ?? '') ?? Promise.reject(new Error('no list')));
  fireEvent.click(within(list).getByRole('option', { name: option, hidden: true }));
}

export const submit = () => fireEvent.click(screen.getByTestId('profile-submit'));

/** The JSON body of a save call. */
export const jsonOf = (call: ApiCall) => JSON.parse(String(call.init?.body)) as Record<string, unknown>;

/** A profile form holding only `values`, drawing `children` (a row list, a district pair) with the test options; `read` gives the form's values. */
export function FormHarness({ values, children, read }: { values: ProfileValues; children: ReactNode; read: (values: ProfileValues) => void }) {
  const form = useForm<ProfileValues>({ defaultValues: values });
  return (
    <ProfileContext.Provider value={{ options: OPTIONS, email: 'anjali@example.org' }}>
      <FormProvider {...form}>
        {children}
        <button type="button" onClick={() => read(form.getValues())}>
          read values
        </button>
      </FormProvider>
    </ProfileContext.Provider>
  );
}

/** Renders `ui` inside a FormHarness; `values()` reads the form's current values. */
export function renderInForm(ui: ReactNode, values: ProfileValues) {
  let latest: ProfileValues = {};
  renderWithProviders(
    <FormHarness values={values} read={(v) => (latest = v)}>
      {ui}
    </FormHarness>,
  );
  return {
    values: () => {
      fireEvent.click(screen.getByRole('button', { name: 'read values' }));
      return latest;
    },
  };
}

/** A date field once its picker has loaded (the stand-in shown meanwhile is read-only). */
export async function dateInput(label: RegExp, scope: HTMLElement = document.body): Promise<HTMLInputElement> {
  return waitFor(() => {
    const input = within(scope).getByRole('textbox', { name: label }) as HTMLInputElement;
    if (input.readOnly) throw new Error('the date picker is still loading');
    return input;
  });
}

/** Types a date as DD/MM/YYYY and leaves the field. */
export async function typeDate(label: RegExp, typed: string, scope: HTMLElement = document.body) {
  const input = await dateInput(label, scope);
  fireEvent.focus(input);
  fireEvent.change(input, { target: { value: typed } });
  fireEvent.blur(input);
}
