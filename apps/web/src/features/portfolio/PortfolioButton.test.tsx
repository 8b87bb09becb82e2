// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { CAL_MESSAGES } from '@fetp/contract';
import { mockApi, reply } from '../../test/mockApi';
import { renderWithProviders } from '../../test/utils';
import { PortfolioButton } from './PortfolioButton';

const LINK = '/api/portfolio/12/3/';
const SIGNED = '/api/portfolio/12/3/portfolio.pdf?uid=5&iat=1&exp=9&sig=abc';

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('Download portfolio', () => {
  it('asks for the signed link of this officer and course, then has the browser save the PDF under its name', async () => {
    const api = mockApi({ [LINK]: { data: { url: SIGNED, filename: 'portfolio-12-3.pdf' } } });
    const clicked: { href: string; download: string }[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push({ href: this.getAttribute('href') ?? '', download: this.download });
    });
    renderWithProviders(<PortfolioButton mentee={12} course={3} />);
    fireEvent.click(screen.getByRole('button', { name: 'Download portfolio' }));
    await waitFor(() => expect(clicked).toEqual([{ href: SIGNED, download: 'portfolio-12-3.pdf' }]));
    expect(api.calls(LINK)).toHaveLength(1);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('says so when the portfolio cannot be had (a refusal), and saves nothing', async () => {
    mockApi({ [LINK]: () => reply(403, { message: CAL_MESSAGES.notYourMentee }) });
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderWithProviders(<PortfolioButton mentee={12} course={3} />);
    fireEvent.click(screen.getByRole('button', { name: 'Download portfolio' }));
    expect(await screen.findByRole('alert')).toHaveProperty('textContent', 'The portfolio could not be downloaded. Try again.');
    expect(click).not.toHaveBeenCalled();
  });
});
