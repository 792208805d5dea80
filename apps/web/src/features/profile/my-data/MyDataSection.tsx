import { subjectAccessTexts } from '@portal/contracts';
import { Alert } from '../../../ui/Alert.tsx';
import { Button } from '../../../ui/Button.tsx';
import { useSession } from '../../../stores/session.ts';
import { ProfileSection } from '../ProfileSection.tsx';
import styles from './MyDataSection.module.css';
import { useDownloadMyData } from './useDownloadMyData.ts';

const t = subjectAccessTexts.section;

/** "My data": a copy of everything the portal holds about the person (issue 39, subject access), as one zip. */
export function MyDataSection({ id }: { id: string }) {
  const download = useDownloadMyData();
  // Someone viewing as the person (a masquerade or an employer's magic link) is not the person: the server refuses them.
  const viewingAs = useSession((s) => Boolean(s.user?.impersonation));
  return (
    <ProfileSection id={id} title={t.title} intro={t.intro}>
      <div className={styles.body}>
        <p>{t.body}</p>
        <p className="muted">{t.privacy}</p>
        {viewingAs ? (
          <Alert tone="info">
            <p>{t.notWhileViewing}</p>
          </Alert>
        ) : (
          <div>
            <Button onClick={() => download.mutate()} disabled={download.isPending} aria-busy={download.isPending}>
              {download.isPending ? t.downloading : t.download}
            </Button>
          </div>
        )}
        <div role="status" aria-live="polite">
          {download.isError && (
            <Alert tone="error">
              <p>{t.error}</p>
            </Alert>
          )}
        </div>
      </div>
    </ProfileSection>
  );
}
