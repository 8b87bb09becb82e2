import { describe, expect, it, vi } from 'vitest';

const show = vi.fn();
vi.mock('@mantine/notifications', () => ({ notifications: { show } }));

describe('toasts (000 §2.4)', () => {
  it('close after five seconds and name their close button (axe: button-name)', async () => {
    const { showError, showSuccess } = await import('./toast');
    showSuccess('Saved.');
    showError('Refused.');
    expect(show).toHaveBeenNthCalledWith(1, expect.objectContaining({ message: 'Saved.', color: 'teal', autoClose: 5000, closeButtonProps: { 'aria-label': 'Close notification' } }));
    expect(show).toHaveBeenNthCalledWith(2, expect.objectContaining({ message: 'Refused.', color: 'red' }));
  });
});
