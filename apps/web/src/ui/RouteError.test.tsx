// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { renderWithProviders } from '../test/utils';
import { RouteErrorBoundary } from './RouteError';
import messages from './messages';

function Broken(): never {
  throw new Error('page failed');
}

describe('RouteErrorBoundary', () => {
  it('shows the error page with a reload button in place of a page that throws', () => {
    const quiet = vi.spyOn(console, 'error').mockImplementation(() => {});
    renderWithProviders(
      <RouteErrorBoundary>
        <Broken />
      </RouteErrorBoundary>,
    );
    expect(screen.getByRole('heading', { level: 1, name: messages.routeErrorTitle.defaultMessage })).toBeTruthy();
    expect(screen.getByRole('button', { name: messages.reload.defaultMessage })).toBeTruthy();
    quiet.mockRestore();
  });

  it('renders the page when it does not throw', () => {
    renderWithProviders(
      <RouteErrorBoundary>
        <p>fine</p>
      </RouteErrorBoundary>,
    );
    expect(screen.getByText('fine')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
