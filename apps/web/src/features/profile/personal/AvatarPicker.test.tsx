import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import { ownTexts } from '@portal/contracts';
import { AvatarPicker } from './AvatarPicker.tsx';

const avatars = ['/avatars/set-1/avatar-1.svg', '/avatars/set-1/avatar-2.svg', '/avatars/set-1/avatar-3.svg'];

describe('avatar picker', () => {
  it('is a radio group of pictures with alt text, the saved one marked as current', () => {
    render(<AvatarPicker avatars={avatars} value={avatars[1]!} current={avatars[1]!} onChange={() => {}} />);
    expect(screen.getByRole('group', { name: ownTexts.profile.avatarLegend })).toBeTruthy();
    const radios = screen.getAllByRole('radio');
    expect(radios).toHaveLength(3);
    expect(screen.getByRole('img', { name: 'Avatar 1' }).getAttribute('src')).toBe(avatars[0]);
    expect(screen.getByRole('group', { description: `${ownTexts.profile.avatarHint} ${ownTexts.profile.avatarCurrentIs(2)}` })).toBeTruthy();
    expect((screen.getByRole('radio', { name: 'Avatar 2' }) as HTMLInputElement).checked).toBe(true);
    expect(screen.getAllByText(ownTexts.profile.avatarCurrent)).toHaveLength(1);
    expect(screen.getByText(ownTexts.profile.avatarCurrent).closest('label')?.querySelector('img')?.alt).toBe('Avatar 2');
    // Every radio shares one name, so arrow keys move within the group.
    expect(new Set(radios.map((radio) => radio.getAttribute('name'))).size).toBe(1);
  });

  it('reports the picture chosen, keeping the current mark on the saved one', () => {
    const onChange = vi.fn();
    const { rerender } = render(<AvatarPicker avatars={avatars} value={null} current={null} onChange={onChange} />);
    expect(screen.queryByText(ownTexts.profile.avatarCurrent)).toBeNull();
    fireEvent.click(screen.getByRole('radio', { name: 'Avatar 3' }));
    expect(onChange).toHaveBeenCalledWith(avatars[2]);
    rerender(<AvatarPicker avatars={avatars} value={avatars[2]!} current={avatars[0]!} onChange={onChange} />);
    expect((screen.getByRole('radio', { name: 'Avatar 3' }) as HTMLInputElement).checked).toBe(true);
    expect((screen.getByRole('radio', { name: 'Avatar 1' }) as HTMLInputElement).checked).toBe(false);
    expect(screen.getByText(ownTexts.profile.avatarCurrent).closest('label')?.querySelector('img')?.alt).toBe('Avatar 1');
  });
});
