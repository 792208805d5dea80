import { Link } from 'react-router';
import { clientAdminTexts, messages, type ClientDetail, type ReadinessItemId } from '@portal/contracts';
import { errorText } from '../../../api/errors.ts';
import { adminClientPath, paths } from '../../../config/paths.ts';
import { Alert } from '../../../ui/Alert.tsx';
import { Button } from '../../../ui/Button.tsx';
import { Loading } from '../../../ui/Loading.tsx';
import { useGoLive, useReadiness } from './api/readiness.ts';
import styles from './ClientPage.module.css';

const t = clientAdminTexts.readiness;

/** Where each line is put right: a tab of this client, or (people) the console's view-as of its HR administrators. */
const fixPath = (clientId: number, id: ReadinessItemId) =>
  ({
    branding: adminClientPath(clientId, 'branding'),
    administrator: adminClientPath(clientId, 'administrators'),
    signOn: adminClientPath(clientId, 'sign-on'),
    employees: `${paths.app.admin}?usersClient=${clientId}`,
    benefits: adminClientPath(clientId, 'benefits'),
    selectionWindow: adminClientPath(clientId, 'scheme-years'),
    pricing: adminClientPath(clientId, 'benefits'),
    providerEmails: adminClientPath(clientId, 'benefits'),
  })[id];

/** The checklist, each line red or green with a link to fix it, and "Go live" once all are green. */
export function ReadinessTab({ client }: { client: ClientDetail }) {
  const readiness = useReadiness(client.id);
  const goLive = useGoLive(client.id);
  if (readiness.isPending) return <Loading label={clientAdminTexts.loading} />;
  if (readiness.isError)
    return (
      <Alert tone="error">
        <p>{clientAdminTexts.loadClientFailed}</p>
      </Alert>
    );
  const { items, ready, status, settingsVersion } = readiness.data;
  return (
    <section aria-labelledby="readiness-heading">
      <h2 id="readiness-heading">{clientAdminTexts.tabs.readiness}</h2>
      <p>{t.intro}</p>
      <ul className={styles.checklist}>
        {items.map((item) => (
          <li key={item.id} className={`${styles.line} ${item.ok ? styles.ok : styles.missing}`}>
            <strong>{t.items[item.id].label}</strong>
            <span>{item.ok ? t.ok : t.missing}</span>
            {!item.ok && <Link to={fixPath(client.id, item.id)}>{t.items[item.id].fix}</Link>}
          </li>
        ))}
      </ul>
      {goLive.isError && (
        <Alert tone="error">
          <p>{errorText(goLive.error, messages.generic.somethingWrong)}</p>
        </Alert>
      )}
      {status === 'live' ? (
        <Alert tone="success">
          <p>{goLive.isSuccess ? t.wentLive : t.isLive}</p>
        </Alert>
      ) : (
        <Button disabled={!ready || goLive.isPending} onClick={() => goLive.mutate(settingsVersion)}>
          {goLive.isPending ? t.goingLive : t.goLive}
        </Button>
      )}
    </section>
  );
}
