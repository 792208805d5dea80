import { subjectAccessTexts } from '@portal/contracts';
import { Alert } from '../../../ui/Alert.tsx';
import { Button } from '../../../ui/Button.tsx';
import { ProfileSection } from '../ProfileSection.tsx';
import styles from './MyDataSection.module.css';
import { useDownloadMyData } from './useDownloadMyData.ts';

const t = subjectAccessTexts.section;

/** "My data": a copy of everything the portal holds about the person (issue 39, subject access), as one zip. */
export function MyDataSection({ id }: { id: string }) {
  const download = useDownloadMyData();
  return (
    <ProfileSection id={id} title={t.title} intro={t.intro}>
      <div className={styles.body}>
        <p>{t.body}</p>
        <p className="muted">{t.privacy}</p>
        <div>
          <Button onClick={() => download.mutate()} disabled={download.isPending} aria-busy={download.isPending}>
            {download.isPending ? t.downloading : t.download}
          </Button>
        </div>
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
