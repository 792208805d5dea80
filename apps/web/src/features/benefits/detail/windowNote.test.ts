import { describe, expect, it } from 'vitest';
import type { ChangeWindow } from '@portal/contracts';
import { windowNote } from './windowNote.ts';

const open = (reason: ChangeWindow['reason'], closesOn: string | null = '2026-12-31'): ChangeWindow => ({ open: true, reason, closesOn, message: null });

describe('change window note', () => {
  it('says why and until when the benefit can change now', () => {
    expect(windowNote(open('annual', '2026-11-30'))).toBe('The selection window is open until 30 November 2026.');
    expect(windowNote(open('life-event', '2026-12-22'))).toBe('After your life event you can change this benefit until 22 December 2026.');
    expect(windowNote(open('any-time'))).toBe('You can choose, change or stop this benefit at any time.');
    expect(windowNote(open('joining'))).toMatch(/^You can join this benefit at any time\. Once your cover has started/);
    expect(windowNote(open('not-started', '2026-11-30'))).toBe('Your cover has not started yet, so you can change or cancel it until 30 November 2026.');
    expect(windowNote(open('new-starter', '2026-07-14'))).toBe('As a new starter you can choose or change this benefit until 14 July 2026.');
  });

  it("is the server's message when closed", () => {
    expect(windowNote({ open: false, reason: null, closesOn: null, message: 'Closed for now.' })).toBe('Closed for now.');
  });
});
