import { useState } from 'react';
import { messages, quoteTexts, type AdminUser } from '@portal/contracts';
import { errorText } from '../../../../../api/errors.ts';
import { Alert } from '../../../../../ui/Alert.tsx';
import { Button } from '../../../../../ui/Button.tsx';
import { Field } from '../../../../../ui/Field.tsx';
import { Loading } from '../../../../../ui/Loading.tsx';
import { useDebouncedValue } from '../../../../../ui/useDebouncedValue.ts';
import { useClientUsers } from '../../../api/clientUsers.ts';
import { useMasqueradeLink } from '../../../api/masqueradeLink.ts';
import { openInNewTab } from '../../../UserSearch.tsx';
import styles from './Quote.module.css';

const t = quoteTexts;

/** The client's people found by name or e-mail (the admin console's list, ten at a time), each to choose for a quote. */
function EmployeeSearch({ clientId, onChoose }: { clientId: number; onChoose: (person: AdminUser) => void }) {
  const [search, setSearch] = useState('');
  const term = useDebouncedValue(search.trim());
  const people = useClientUsers(clientId, term, 1);
  return (
    <>
      <Field id="quote-employee" label={t.employee.label} hint={t.employee.help}>
        {(a11y) => <input {...a11y} type="search" autoComplete="off" value={search} onChange={(event) => setSearch(event.target.value)} />}
      </Field>
      {people.isError ? (
        <Alert tone="error">
          <p>{t.search.failed}</p>
        </Alert>
      ) : !people.data ? (
        <Loading />
      ) : people.data.data.length === 0 ? (
        <p role="status">{t.search.none}</p>
      ) : (
        <ul className={styles.people} aria-label={t.search.results}>
          {people.data.data.map((person) => (
            <li key={person.id} className={styles.person}>
              <span className={styles.who}>
                <span>{person.name}</span>
                <span className={styles.muted}>{person.email}</span>
              </span>
              <Button variant="secondary" aria-label={t.search.chooseLabel(person.name)} onClick={() => onChoose(person)}>
                {t.search.choose}
              </Button>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}

/**
 * The employee the quote is for, another to choose instead, and "Preview as employee": the admin console's masquerade
 * ('view as'), which opens the portal as them in a new tab (a draft client's portal too) and is recorded in the audit log.
 */
function ChosenEmployee({ clientId, person, onChange }: { clientId: number; person: AdminUser; onChange: () => void }) {
  const preview = useMasqueradeLink(clientId, (url) => openInNewTab(url));
  return (
    <div className={styles.result}>
      <p>{t.search.chosen(person.name, person.email)}</p>
      <div className={styles.actions}>
        <Button variant="secondary" onClick={onChange}>
          {t.search.change}
        </Button>
        <Button variant="secondary" aria-describedby="quote-preview-help" disabled={preview.isPending} onClick={() => preview.mutate(person.id)}>
          {t.preview.button}
        </Button>
      </div>
      <p id="quote-preview-help" className={styles.muted}>
        {t.preview.help}
      </p>
      {preview.isError && (
        <Alert tone="error">
          <p>{errorText(preview.error, t.preview.failed, { network: messages.generic.failedToFetch })}</p>
        </Alert>
      )}
    </div>
  );
}

interface EmployeePickerProps {
  clientId: number;
  chosen: AdminUser | null;
  onChoose: (person: AdminUser | null) => void;
}

/** Picks one of the client's employees for the quote: a search box over them, then the one chosen. */
export function EmployeePicker({ clientId, chosen, onChoose }: EmployeePickerProps) {
  return chosen ? (
    <ChosenEmployee clientId={clientId} person={chosen} onChange={() => onChoose(null)} />
  ) : (
    <EmployeeSearch clientId={clientId} onChoose={onChoose} />
  );
}
