import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CodeInput } from './CodeInput.tsx';

const boxes = () => Array.from({ length: 6 }, (_, i) => screen.getByRole('textbox', { name: `Digit ${i + 1} of 6` }) as HTMLInputElement);
const values = () =>
  boxes()
    .map((b) => b.value)
    .join('');

describe('CodeInput', () => {
  it('has six labelled numeric boxes and moves on as digits are typed', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<CodeInput legend="Code" onChange={onChange} />);
    expect(screen.getByRole('group', { name: 'Code' })).toBeTruthy();
    for (const box of boxes()) expect(box.getAttribute('inputmode')).toBe('numeric');
    await user.click(boxes()[0]!);
    await user.keyboard('12a3');
    expect(values()).toBe('123');
    expect(document.activeElement).toBe(boxes()[3]);
    expect(onChange).toHaveBeenLastCalledWith('123');
  });

  it('fills every box from a pasted code, wherever it is pasted', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<CodeInput legend="Code" onChange={onChange} />);
    await user.click(boxes()[2]!);
    await user.paste('987 654');
    expect(values()).toBe('987654');
    expect(onChange).toHaveBeenLastCalledWith('987654');
    expect(document.activeElement).toBe(boxes()[5]);
  });

  it('goes back with Backspace, clearing the box before', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<CodeInput legend="Code" onChange={onChange} />);
    await user.click(boxes()[0]!);
    await user.keyboard('123');
    await user.keyboard('{Backspace}');
    expect(values()).toBe('12');
    expect(document.activeElement).toBe(boxes()[2]);
    await user.keyboard('{Backspace}');
    expect(values()).toBe('1');
    expect(document.activeElement).toBe(boxes()[1]);
    expect(onChange).toHaveBeenLastCalledWith('1');
  });

  it('types a new code over an old one', async () => {
    const user = userEvent.setup();
    render(<CodeInput legend="Code" onChange={() => {}} />);
    await user.click(boxes()[0]!);
    await user.keyboard('000000');
    await user.click(boxes()[0]!);
    await user.keyboard('123456');
    expect(values()).toBe('123456');
  });

  it('shows an error tied to the group', () => {
    render(<CodeInput legend="Code" error="That code is not right." onChange={() => {}} />);
    const group = screen.getByRole('group', { name: 'Code' });
    const describedBy = group.getAttribute('aria-describedby') ?? '';
    expect(document.getElementById(describedBy)?.textContent).toContain('That code is not right.');
    expect(boxes()[0]!.getAttribute('aria-invalid')).toBe('true');
  });
});
