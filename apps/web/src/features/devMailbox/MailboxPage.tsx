import { Navigate } from 'react-router';
import { formatDateTime, messages, ownTexts, type Mail } from '@portal/contracts';
import { ApiError, errorText } from '../../api/errors.ts';
import { paths } from '../../config/paths.ts';
import { useSession } from '../../stores/session.ts';
import { Alert } from '../../ui/Alert.tsx';
import { Button } from '../../ui/Button.tsx';
import { ButtonLink } from '../../ui/ButtonLink.tsx';
import { Card } from '../../ui/Card.tsx';
import { ErrorPage } from '../../ui/ErrorPage.tsx';
import { Loading } from '../../ui/Loading.tsx';
import { Page } from '../../ui/Page.tsx';
import { useDocumentTitle } from '../../ui/useDocumentTitle.ts';
import { useDevMailbox } from './api/devMailbox.ts';
import styles from './MailboxPage.module.css';
import { previewDocument } from './previewDocument.ts';

const newestFirst = (a: Mail, b: Mail) => b.createdAt.localeCompare(a.createdAt) || b.id - a.id;

function MailItem({ mail }: { mail: Mail }) {
  return (
    <li>
      <Card className={styles.mail}>
        <h2 className={styles.subject}>{mail.subject}</h2>
        <dl className={styles.meta}>
          <div>
            <dt>{ownTexts.mailboxTo}</dt>
            <dd>{mail.to}</dd>
          </div>
          <div>
            <dt>{ownTexts.mailboxSent}</dt>
            <dd>
              <time dateTime={mail.createdAt}>{formatDateTime(mail.createdAt)}</time>
            </dd>
          </div>
        </dl>
        {mail.html && (
          // Popups may open (and leave the sandbox, so the linked page works); the e-mail itself runs no script.
          <iframe
            className={styles.preview}
            sandbox="allow-popups allow-popups-to-escape-sandbox"
            srcDoc={previewDocument(mail.html)}
            title={ownTexts.mailboxPreviewTitle(mail.subject)}
          />
        )}
        <details className={styles.text}>
          <summary>{ownTexts.mailboxPlainText}</summary>
          <pre>{mail.text}</pre>
        </details>
      </Card>
    </li>
  );
}

/**
 * Development mailbox: the e-mails the portal sent (the router shows it only when the server enables it).
 * Only platform administrators may read it: a visitor goes to the login page, anyone else is told why not.
 */
export function MailboxPage() {
  useDocumentTitle(ownTexts.mailboxTitle);
  const loggedIn = useSession((s) => s.loggedIn);
  const query = useDevMailbox(loggedIn);
  const mails = [...(query.data?.messages ?? [])].sort(newestFirst);
  const status = query.error instanceof ApiError ? query.error.status : null;

  if (!loggedIn || status === 401) return <Navigate to={paths.login} replace />;
  if (status === 403) {
    const home = <ButtonLink to={paths.app.home}>{messages.notFound.button}</ButtonLink>;
    return <ErrorPage badge="403" title={messages.accessDenied} body={ownTexts.mailboxAdminsOnly} action={home} />;
  }
  return (
    <Page title={ownTexts.mailboxTitle}>
      <div className={styles.toolbar}>
        <Button variant="secondary" onClick={() => void query.refetch()} disabled={query.isFetching}>
          {ownTexts.mailboxRefresh}
        </Button>
      </div>
      {query.isPending && <Loading />}
      {query.isError && <Alert tone="error" title={errorText(query.error, messages.generic.somethingWrong, { network: messages.generic.failedToFetch })} />}
      {query.isSuccess && mails.length === 0 && <p className={styles.empty}>{ownTexts.mailboxEmpty}</p>}
      {mails.length > 0 && (
        <ul className={styles.list} role="list">
          {mails.map((mail) => (
            <MailItem key={mail.id} mail={mail} />
          ))}
        </ul>
      )}
    </Page>
  );
}

export default MailboxPage;
