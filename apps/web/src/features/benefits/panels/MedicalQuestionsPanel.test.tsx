import { describe, expect, it, vi } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { benefitScreenTexts as t, benefitTexts, messages } from '@portal/contracts';
import { useWizardStore } from '../wizard/wizardStore.ts';
import MedicalQuestionsPanel from './MedicalQuestionsPanel.tsx';

const questions = [
  { id: 'smoker', text: 'Have you smoked in the last year?' },
  { id: 'heart', text: 'Have you been treated for a heart condition?' },
];

describe('the health questions panel', () => {
  it('lists an unanswered question in an error summary that takes the focus, and saves the answers once all are given', async () => {
    const user = userEvent.setup();
    useWizardStore.setState({ draft: { benefitId: 7, mode: 'create', selectionId: null, values: {}, acceptedTerms: null, saved: null } });
    const close = vi.fn();
    render(<MedicalQuestionsPanel data={{ benefitId: 7, questions }} close={close} />);

    await user.click(screen.getByRole('button', { name: t.wizard.saveAnswers }));
    let summary = screen.getByRole('alert', { name: messages.generic.correctBelow });
    expect(document.activeElement).toBe(summary);
    expect(within(summary).getByRole('link', { name: benefitTexts.answerQuestions }).getAttribute('href')).toBe('#question-smoker-yes');

    const [smoker, heart] = screen.getAllByRole('group');
    await user.click(within(smoker!).getByRole('radio', { name: t.wizard.yes }));
    expect(screen.queryByRole('alert')).toBeNull();
    await user.click(screen.getByRole('button', { name: t.wizard.saveAnswers }));
    summary = screen.getByRole('alert', { name: messages.generic.correctBelow });
    expect(within(summary).getByRole('link', { name: benefitTexts.answerQuestions }).getAttribute('href')).toBe('#question-heart-yes');
    expect(close).not.toHaveBeenCalled();

    await user.click(within(heart!).getByRole('radio', { name: t.wizard.no }));
    await user.click(screen.getByRole('button', { name: t.wizard.saveAnswers }));
    expect(close).toHaveBeenCalledWith({ success: true });
    expect(useWizardStore.getState().draft?.values.medicalAnswers).toEqual({ smoker: true, heart: false });
  });
});
