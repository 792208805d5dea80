import { useFieldArray, type FieldValues, type Path } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { contentAdminTexts as t } from '@portal/contracts';
import { ApiError } from '../../../../api/client.ts';
import { Button } from '../../../../ui/Button.tsx';
import { Field } from '../../../../ui/Field.tsx';
import { Form, useForm } from '../../../../ui/form/index.ts';
import layout from '../../../../ui/form/layout.module.css';
import styles from './Content.module.css';

type Item = Record<string, string | number | undefined>;
interface Values extends FieldValues {
  items: Item[];
}

export interface ListColumn {
  name: string;
  label: string;
  multiline?: boolean;
}

export interface ListEditorProps {
  /** Ids stay unique in the page: each editor has its own prefix. */
  idPrefix: string;
  title: string;
  intro?: string;
  columns: readonly ListColumn[];
  /** The contracts' schema of the list as the save sends it (its field errors come back under `serverKey`). */
  schema: z.ZodType;
  serverKey: string;
  items: Item[];
  blank: Item;
  legend: (n: number) => string;
  addLabel: string;
  removeLabel: (n: number) => string;
  saveLabel: string;
  /** Whether the list can be reordered (FAQs, slides). */
  ordered?: boolean;
  /** Sends the list; answers the saved list, which becomes the form's. */
  save: (items: Item[]) => Promise<Item[]>;
  /** The list as saved by someone else since, when that is why the save failed (409). */
  newerItems: (error: unknown) => Item[] | null;
}

/**
 * A list edited as a whole and saved in one call: add, edit, move up and down, delete. Each entry is a fieldset
 * named by its position; errors (the form's or the server's, e.g. `faqs.2.question`) land on their field.
 */
export function ListEditor(props: ListEditorProps) {
  const { idPrefix, columns, serverKey } = props;
  const form = useForm<Values>({
    resolver: zodResolver(z.object({ items: props.schema }) as unknown as z.ZodType<Values, Values>),
    defaultValues: { items: props.items },
    serverField: (name) => (name.startsWith(`${serverKey}.`) ? (name.replace(serverKey, 'items') as Path<Values>) : undefined),
    fields: [],
  });
  const { register, control, errorOf } = form;
  const list = useFieldArray({ control, name: 'items' });
  const fieldId = (index: number, column: string) => `${idPrefix}-${index}-${column}`;

  const onSubmit = form.submit(async ({ items }) => form.reset({ items: await props.save(items) }), {
    successText: t.saved,
    serverErrors: 'both',
    onFailure: (error) => {
      const newer = error instanceof ApiError && error.status === 409 ? props.newerItems(error) : null;
      if (newer) form.reset({ items: newer });
    },
  });

  return (
    <Form form={form} className={layout.form} onSubmit={onSubmit} aria-labelledby={`${idPrefix}-title`} summary={false}>
      <h3 id={`${idPrefix}-title`}>{props.title}</h3>
      {props.intro && <p className="muted">{props.intro}</p>}
      <ol className={styles.list}>
        {list.fields.map((entry, index) => (
          <li key={entry.id}>
            <fieldset className={styles.entry}>
              <legend>{props.legend(index + 1)}</legend>
              {columns.map((column) => {
                const path = `items.${index}.${column.name}` as Path<Values>;
                return (
                  <Field key={column.name} id={fieldId(index, column.name)} label={column.label} error={errorOf(path)}>
                    {(a11y) =>
                      column.multiline ? <textarea {...a11y} rows={4} {...register(path)} /> : <input {...a11y} autoComplete="off" {...register(path)} />
                    }
                  </Field>
                );
              })}
              <div className={styles.entryButtons}>
                {props.ordered && (
                  <>
                    <Button variant="secondary" onClick={() => list.move(index, index - 1)} disabled={index === 0}>
                      {t.moveUp(index + 1)}
                    </Button>
                    <Button variant="secondary" onClick={() => list.move(index, index + 1)} disabled={index === list.fields.length - 1}>
                      {t.moveDown(index + 1)}
                    </Button>
                  </>
                )}
                <Button variant="ghost" onClick={() => list.remove(index)}>
                  {props.removeLabel(index + 1)}
                </Button>
              </div>
            </fieldset>
          </li>
        ))}
      </ol>
      <div className={layout.buttons}>
        <Button variant="secondary" onClick={() => list.append({ ...props.blank })}>
          {props.addLabel}
        </Button>
        <Button type="submit" disabled={form.busy}>
          {props.saveLabel}
        </Button>
      </div>
    </Form>
  );
}
