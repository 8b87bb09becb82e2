// @vitest-environment jsdom
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { STORAGE_KEYS, encodeCucFlag, type MilestoneFileVersion } from '@fetp/contract';
import { mockApi, reply } from '../../test/mockApi';
import { renderWithProviders } from '../../test/utils';
import MilestoneVersionsPage, { sizeParts } from './MilestoneVersionsPage';
import { listDateTime } from '../../ui/dates';

vi.mock('../../app/toast', () => ({ showSuccess: vi.fn(), showError: vi.fn() }));

const SITE = { '/api/header_login_page_data/': { data: { HOME: '/learn/', HUBS: [], 'DISCOVER NEW': '/learn/#discover' } } };
const PATH = '/cal/api/milestone/11/versions/';

const version = (id: number, over: Partial<MilestoneFileVersion> = {}): MilestoneFileVersion => ({
  id,
  version: id,
  file_name: `report-v${id}.pdf`,
  size: 2048,
  content_type: 'application/pdf',
  tag_type: 'file',
  uploaded_by: 'Asha Rao',
  uploaded_by_id: 5,
  uploaded_at: '2025-03-07T09:05:00',
  download: `/cal/api/milestone_file/${id}/download/?sig=abc`,
  ...over,
});

const answer = (canUpload: boolean, data: MilestoneFileVersion[]) => ({
  milestone: {
    id: 11, sequence: 1, title: 'Protocol', takes: 'file', status: 'pending', due_date: '2025-03-07', submitted: null,
    sub_cal_id: 101, auto_name: 'PRJ-101', short_title: 'Outbreak', cal_name: 'Outbreak investigation', cal_short_name: 'C1',
    mentee_id: 5, mentee_name: 'Asha Rao', course_id: 3,
  },
  can_upload: canUpload,
  data,
});

function signIn() {
  localStorage.setItem(STORAGE_KEYS.accessToken, JSON.stringify({ access_token: 'tok', token_type: 'Bearer', user_id: 5 }));
  localStorage.setItem(STORAGE_KEYS.userRoles, 'Mentee');
  localStorage.setItem(STORAGE_KEYS.userId, '5');
}

const renderPage = (completed = false) =>
  renderWithProviders(
    <Routes>
      <Route path="/courses/milestone/:id/version/" element={<MilestoneVersionsPage />} />
    </Routes>,
    { route: `/courses/milestone/11/version/?cuc=${encodeCucFlag(completed)}` },
  );

beforeEach(() => {
  localStorage.clear();
  signIn();
});

describe('the milestone version page (001 §2.1)', () => {
  it('shows the names and lists the versions newest first with download links, dates and sizes', async () => {
    mockApi({ ...SITE, [PATH]: answer(true, [version(1, { size: 512 }), version(3, { size: 3 * 1024 * 1024 }), version(2)]) });
    renderPage();
    expect(await screen.findByRole('heading', { level: 1, name: 'Files of Protocol' })).toBeTruthy();
    const names = screen.getByTestId('milestone-versions-names').textContent!;
    expect(names).toContain('Outbreak investigation');
    expect(names).toContain('PRJ-101 Outbreak');
    const table = screen.getByRole('table', { name: 'Versions of the milestone’s file' });
    expect(within(table).getAllByRole('columnheader').map((th) => th.textContent)).toEqual(['Version', 'File name', 'Uploaded by', 'Uploaded at', 'Size']);
    const rows = within(table).getAllByTestId('milestone-versions-table-row');
    expect(rows.map((row) => row.querySelector('[data-column="version"]')!.textContent)).toEqual(['3', '2', '1']);
    const link = within(rows[0]!).getByRole('link', { name: 'Download report-v3.pdf (opens in a new tab)' });
    expect(link.getAttribute('href')).toBe('/cal/api/milestone_file/3/download/?sig=abc');
    expect(link.getAttribute('target')).toBe('_blank');
    expect(rows[0]!.querySelector('[data-column="uploaded_at"]')!.textContent).toBe('07-03-2025 09:05');
    expect(rows.map((row) => row.querySelector('[data-column="size"]')!.textContent)).toEqual(['3 MB', '2 KB', '512 B']);
    // The mentee may upload while the sub-CAL is not completed.
    expect(screen.getByRole('button', { name: 'Upload a new version' })).toBeTruthy();
  });

  it('offers no upload when the cuc flag says the CAL is completed, and shows the empty text', async () => {
    mockApi({ ...SITE, [PATH]: answer(true, []) });
    renderPage(true);
    expect(await screen.findByText('No data available in table')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Upload a new version' })).toBeNull();
  });

  it('shows the access-denied text on 403', async () => {
    mockApi({ ...SITE, [PATH]: reply(403, { message: 'You do not have permission to perform this action.' }) });
    renderPage();
    await waitFor(() => expect(screen.getByTestId('access-denied')).toBeTruthy());
  });

  it('formats sizes and times', () => {
    expect(sizeParts(1536)).toEqual({ unit: 'kb', size: 1.5 });
    expect(listDateTime('2025-12-31T23:59:00')).toBe('31-12-2025 23:59');
  });
});
