import { configurationTexts, type ConfigurationItem, type ConfigurationOnExisting, type ConfigurationSection } from '@portal/contracts';

/**
 * The planner of a document's difference, in a file of its own: diff.ts and the catalogue's planning (catalogue.ts) both
 * use it, and diff.ts uses the catalogue's plan, so beside either of them the two files would import each other.
 */

const reasons = configurationTexts.reasons;

type Value = string | number | boolean | null;

interface Field<V> {
  section: ConfigurationSection;
  item: string;
  path: string;
  /** The client's value (as the console shows it), and whether the client has one of its own; undefined for a new client. */
  before?: { value: V; set: boolean };
  after: V;
  same?: (a: V, b: V) => boolean;
  text?: (value: V) => Value;
  absent?: (value: V) => boolean;
}

const plain = (value: unknown): Value => (value === undefined ? null : (value as Value));
export const isAbsent = (value: unknown) => value === null || value === '' || (Array.isArray(value) && value.length === 0);

/** The difference being made: its items so far, and the rule for what differs (the catalogue's planning adds to it too). */
export type ConfigurationPlanner = Planner;

export class Planner {
  readonly items: ConfigurationItem[] = [];
  constructor(readonly onExisting: ConfigurationOnExisting) {}

  add(item: ConfigurationItem) {
    this.items.push(item);
  }

  /** One field: answers whether the document's value is to be written. */
  field<V>(field: Field<V>): boolean {
    const { section, item, path, before, after } = field;
    const text = field.text ?? plain;
    const absent = field.absent ?? isAbsent;
    if (before === undefined) {
      if (!absent(after)) this.add({ section, item, path, kind: 'added', after: text(after) });
      return true;
    }
    const same = field.same ?? ((a: V, b: V) => a === b);
    if (same(before.value, after)) {
      this.add({ section, item, path, kind: 'unchanged', after: text(after) });
      return false;
    }
    const values = { before: text(before.value), after: text(after) };
    if (!before.set) {
      this.add({ section, item, path, kind: 'added', after: values.after });
      return true;
    }
    if (this.onExisting === 'overwrite') {
      this.add({ section, item, path, kind: 'changed', ...values });
      return true;
    }
    this.add({ section, item, path, kind: 'skipped', ...values, reason: reasons.kept });
    return false;
  }
}
