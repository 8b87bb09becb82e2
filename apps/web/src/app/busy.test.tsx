// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, screen } from '@testing-library/react';
import { renderWithProviders } from '../test/utils';
import { BusyIndicator } from './BusyIndicator';
import { busy } from './busy';

describe('busy indicator (spec 000 §4)', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    busy.reset();
  });
  afterEach(() => {
    busy.reset();
    vi.useRealTimers();
  });

  it('shows while a request is pending and hides 1000 ms after the last one ends', () => {
    renderWithProviders(<BusyIndicator />);
    expect(screen.queryByTestId('busy-indicator')).toBeNull();

    act(() => busy.start());
    expect(screen.getByTestId('busy-indicator')).toBeTruthy();

    act(() => busy.start());
    act(() => busy.end());
    act(() => vi.advanceTimersByTime(5000));
    expect(screen.getByTestId('busy-indicator')).toBeTruthy(); // one still pending

    act(() => busy.end());
    act(() => vi.advanceTimersByTime(999));
    expect(screen.getByTestId('busy-indicator')).toBeTruthy();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByTestId('busy-indicator')).toBeNull();
  });

  it('a request starting during the grace period keeps it visible', () => {
    renderWithProviders(<BusyIndicator />);
    act(() => busy.start());
    act(() => busy.end());
    act(() => vi.advanceTimersByTime(600));
    act(() => busy.start());
    act(() => vi.advanceTimersByTime(2000));
    expect(screen.getByTestId('busy-indicator')).toBeTruthy();
    act(() => busy.end());
    act(() => vi.advanceTimersByTime(1000));
    expect(screen.queryByTestId('busy-indicator')).toBeNull();
  });
});
