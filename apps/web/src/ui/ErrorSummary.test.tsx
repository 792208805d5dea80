import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { messages } from '@portal/contracts';
import { Form, useForm } from './form/index.ts';

function NameForm() {
  const form = useForm<{ name: string }>({ defaultValues: { name: '' }, fields: ['name'] });
  return (
    <Form form={form} onSubmit={form.submit(() => undefined)}>
      <label htmlFor="name">Name</label>
      <input id="name" {...form.register('name', { required: messages.generic.required })} />
      <button type="submit">Save</button>
    </Form>
  );
}

const summary = () => screen.queryByRole('alert');

describe('ErrorSummary', () => {
  it('takes the focus on a failed submit, names the field, and its link focuses the field', async () => {
    const user = userEvent.setup();
    render(<NameForm />);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(document.activeElement).toBe(summary());
    expect(screen.getByRole('link').textContent).toBe(`Name: ${messages.generic.required}`);
    await user.click(screen.getByRole('link'));
    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'Name' }));
  });

  it('leaves the focus where the person is typing when an error comes back between submits', async () => {
    const user = userEvent.setup();
    render(<NameForm />);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    const name = screen.getByRole('textbox', { name: 'Name' });
    await user.click(name);
    await user.keyboard('A');
    expect(summary()).toBeNull();
    // Deleting the letter makes the field wrong again: the summary comes back, but the caret stays in the field.
    await user.keyboard('{Backspace}');
    expect(summary()).not.toBeNull();
    expect(document.activeElement).toBe(name);
    await user.keyboard('B');
    expect(name).toHaveProperty('value', 'B');
    // The next failed submit moves the focus to the summary again.
    await user.clear(name);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(document.activeElement).toBe(summary());
  });
});
