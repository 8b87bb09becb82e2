// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { useState } from 'react';
import { fireEvent, screen } from '@testing-library/react';
import { renderWithProviders } from '../../test/utils';
import { OtpBoxes, emptyOtp } from './OtpBoxes';

function Harness({ onComplete }: { onComplete?: (code: string) => void }) {
  const [value, setValue] = useState(emptyOtp);
  return (
    <>
      <OtpBoxes value={value} onChange={setValue} onComplete={onComplete} />
      <output data-testid="code">{value.join('')}</output>
    </>
  );
}

const box = (i: number) => screen.getByTestId(`otp-box-${i}`) as HTMLInputElement;

describe('OTP boxes (spec 000 §5.1)', () => {
  it('renders six boxes', () => {
    renderWithProviders(<Harness />);
    for (let i = 0; i < 6; i += 1) expect(box(i)).toBeTruthy();
    expect(screen.queryByTestId('otp-box-6')).toBeNull();
  });

  it('pasting a 6-digit string fills all boxes, whichever box has the focus', () => {
    const completed: string[] = [];
    renderWithProviders(<Harness onComplete={(c) => completed.push(c)} />);
    fireEvent.paste(box(2), { clipboardData: { getData: () => ' 123 456 ' } });
    expect([0, 1, 2, 3, 4, 5].map((i) => box(i).value)).toEqual(['1', '2', '3', '4', '5', '6']);
    expect(screen.getByTestId('code').textContent).toBe('123456');
    expect(completed).toEqual(['123456']);
  });

  it('typing a digit moves to the next box and ignores letters', () => {
    renderWithProviders(<Harness />);
    box(0).focus();
    fireEvent.change(box(0), { target: { value: '7' } });
    expect(box(0).value).toBe('7');
    expect(document.activeElement).toBe(box(1));
    fireEvent.change(box(1), { target: { value: 'a' } });
    expect(box(1).value).toBe('');
  });

  it('Backspace on an empty box goes back and clears the previous digit', () => {
    renderWithProviders(<Harness />);
    fireEvent.change(box(0), { target: { value: '4' } });
    fireEvent.change(box(1), { target: { value: '5' } });
    expect(document.activeElement).toBe(box(2));
    fireEvent.keyDown(box(2), { key: 'Backspace' });
    expect(document.activeElement).toBe(box(1));
    expect(box(1).value).toBe('');
    expect(screen.getByTestId('code').textContent).toBe('4');
  });

  it('autofill of the whole code into one box fills all boxes', () => {
    renderWithProviders(<Harness />);
    fireEvent.change(box(0), { target: { value: '987654' } });
    expect(screen.getByTestId('code').textContent).toBe('987654');
  });
});
