import { expect, test } from '../support/test.ts';
import { checkPage, clientUrl } from '../support/check-page.ts';
import { login } from '../support/auth.ts';

// Generated employees of the demo, one per test, so no test sees another's selections.

test('Cycle to Work: an amount outside the limits shows the limit message; terms; the choice then awaits approval', async ({ page }) => {
  test.slow(); // many screens, each checked at two widths
  await login(page, 'employee031@acme.test');
  await page.goto(clientUrl('acme', '/app/my-benefits/'));
  await page.getByRole('link', { name: 'Select Cycle to Work' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Choose Cycle to Work' })).toBeVisible();
  await expect(page.getByRole('progressbar', { name: 'Progress' })).toHaveAttribute('aria-valuetext', 'Step 1 of 3: Amount');

  const amount = page.getByRole('spinbutton', { name: 'Bike and equipment value' });
  await amount.fill('50');
  // The partner checks the amount as it is typed (POST /selections/beam-costs).
  await expect(page.getByText('Please enter a value between 100 and 2000')).toBeVisible();
  await expect(amount).toHaveAttribute('aria-invalid', 'true');
  await checkPage(page, 'wizard-amount-limit');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('alert').getByRole('link', { name: 'Please enter a value between 100 and 2000' })).toBeVisible();

  await amount.fill('500');
  // Ava pays 40 % tax: £16.67 of tax and £0.83 of NI saved (issue 38).
  await expect(page.getByText('About £41.67 a month from your gross pay: £24.17 after tax and NI')).toBeVisible();
  await page.getByRole('button', { name: 'Continue' }).click();

  await expect(page.getByRole('heading', { name: 'Terms', exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('alert').getByText('Please confirm that you have read the terms and conditions')).toBeVisible();
  await page.getByRole('button', { name: 'Read the terms' }).click();
  const terms = page.getByRole('dialog', { name: 'Terms and conditions' });
  await expect(terms.getByRole('heading', { name: 'Cycle to Work agreement' })).toBeVisible();
  await checkPage(page, 'benefit-terms-panel');
  await terms.getByRole('button', { name: 'I accept' }).click();
  await expect(terms).toBeHidden();
  await expect(page.getByText('You have accepted version 1 of the terms.')).toBeVisible();
  await page.getByRole('button', { name: 'Continue' }).click();

  await expect(page.getByRole('heading', { name: 'Summary' })).toBeVisible();
  const cost = page.getByRole('region', { name: 'Your monthly cost' });
  await expect(cost.getByRole('definition').first()).toHaveText('£41.67');
  await expect(cost.getByText('Tax saving')).toBeVisible();
  // What it takes from take-home pay, from the pay calculator at the tax year's rates (issue 38).
  await expect(cost.getByText(/^This costs you £\d+\.\d{2} a month after tax and NI, at the \d{4}-\d{2} rates\.$/)).toBeVisible();
  await checkPage(page, 'wizard-summary-sacrifice');
  await page.getByRole('button', { name: 'Confirm my selection' }).click();
  await expect(page.getByText('Your selection is pending approval')).toBeVisible();
  await checkPage(page, 'wizard-pending-approval');

  await page.goto(clientUrl('acme', '/app/my-benefits/'));
  const cycle = page.getByRole('article').filter({ has: page.getByRole('heading', { name: 'Cycle to Work' }) });
  await expect(cycle.getByText('Awaiting approval')).toBeVisible();

  // A fixed-term agreement (issue 36): its page says what the twelve instalments come to, what is paid and what is
  // left; the last instalment takes the rounding (11 x £41.67 + £41.63 = £500).
  await cycle.getByRole('link', { name: 'Cycle to Work', exact: true }).click();
  const agreement = page.getByRole('region', { name: 'Your agreement' });
  const value = (label: string) => agreement.getByRole('term').filter({ hasText: label }).locator('xpath=following-sibling::dd');
  await expect(value('Agreement total')).toHaveText('£500.00');
  await expect(value('Paid so far')).toHaveText('£0.00 (0 of 12 instalments)');
  await expect(value('Still to pay')).toHaveText('£500.00');
  await expect(value('Last instalment')).toHaveText(/^£41\.63 in [A-Z][a-z]+ \d{4}$/);
  await expect(agreement.getByRole('progressbar', { name: '0 of 12 instalments paid' })).toBeVisible();
  await expect(agreement.getByText('If you leave before it ends, what is left is taken from your final pay.', { exact: false })).toBeVisible();
  await checkPage(page, 'benefit-agreement');
});

test('Private Medical Insurance: health questions in a side panel, then terms, then the saved selection', async ({ page }) => {
  await login(page, 'employee032@acme.test');
  await page.goto(clientUrl('acme', '/app/my-benefits/'));
  await page.getByRole('link', { name: 'Select Private Medical Insurance' }).click();
  // Every level shows its monthly cost (the pricing engine's figure) before one is chosen.
  const levels = page.getByRole('radio');
  await expect(levels).toHaveCount(3);
  for (const level of await levels.all()) {
    await expect(level).toHaveAccessibleDescription(/£[\d,]+\.\d\d a month from you/);
  }
  await checkPage(page, 'wizard-levels-priced');
  await page.getByRole('radio', { name: /You only/ }).check();
  await page.getByRole('button', { name: 'Continue' }).click();
  // A level for the employee alone skips the people step.
  await expect(page.getByRole('progressbar', { name: 'Progress' })).toHaveAttribute('aria-valuetext', 'Step 2 of 5: Start date');
  // Medical insurance is cover, so the question speaks of cover (vouchers and memberships are asked when they start).
  await expect(page.getByRole('heading', { level: 2, name: 'When should your cover start?' })).toBeVisible();
  await page.getByRole('button', { name: 'Continue' }).click();

  await expect(page.getByRole('heading', { name: 'Health questions' })).toBeVisible();
  await page.getByRole('button', { name: 'Answer the health questions' }).click();
  const questions = page.getByRole('dialog', { name: 'Health questions' });
  await questions.getByRole('button', { name: 'Save answers' }).click();
  await expect(questions.getByText('Please answer every question')).toBeVisible();
  await expect(questions.getByRole('group')).toHaveCount(2);
  for (const group of await questions.getByRole('group').all()) await group.getByRole('radio', { name: 'No' }).check();
  await checkPage(page, 'medical-questions-panel');
  await questions.getByRole('button', { name: 'Save answers' }).click();
  await expect(page.getByText('You have answered every question.')).toBeVisible();
  await page.getByRole('button', { name: 'Continue' }).click();

  await page.getByRole('button', { name: 'Read the terms' }).click();
  await page.getByRole('dialog', { name: 'Terms and conditions' }).getByRole('button', { name: 'I accept' }).click();
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('region', { name: 'Your monthly cost' })).toBeVisible();
  await page.getByRole('button', { name: 'Confirm my selection' }).click();
  await expect(page.getByText('Your selection is saved')).toBeVisible();
});

test('Life Assurance: cover above the free cover limit starts at the limit, the rest awaits the insurer, and the summary says so', async ({ page }) => {
  await login(page, 'employee014@acme.test');
  await page.goto(clientUrl('acme', '/app/my-benefits/'));
  await page.getByRole('link', { name: 'Select Life Assurance' }).click();
  // The box says what the number means, and the cost and cover follow what is typed.
  await expect(page.getByText('times your salary', { exact: true })).toBeVisible();
  await page.getByRole('spinbutton', { name: 'Cover' }).fill('4');
  await expect(page.getByText(/^£[\d,]+\.\d\d a month from you.*\. Cover of £[\d,]+\.\d\d$/)).toBeVisible();
  await checkPage(page, 'wizard-amount-live-cost');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByText(/^£150,000\.00 now, £[\d,]+\.\d\d awaiting the insurer\./)).toBeVisible();
  await expect(page.getByText('4 times your salary')).toBeVisible();
  await checkPage(page, 'wizard-summary-capped');
});
