import { subjectAccessTexts, type Endpoint, type RouteContract } from '@portal/contracts';
import type { InputOf } from '../../api/client.ts';
import { Alert } from '../Alert.tsx';
import { Button } from '../Button.tsx';
import { usePersonalDataDownload } from './usePersonalDataDownload.ts';

const t = subjectAccessTexts.employer;

interface PersonalDataDownloadButtonProps<R extends RouteContract> {
  /** HR's route or the admin console's. */
  endpoint: Endpoint<R>;
  params: InputOf<R, 'params'>;
  /** The file's name when the server gives none. */
  fallbackName: string;
  /** The button's accessible name where nothing around it says whose data it is (a table row). */
  label?: string;
  className?: string;
}

/**
 * Issue 39: 'Download personal data' (a subject access request), with its failure said below it; shared by HR's
 * employee panel and the admin console's people table.
 */
export function PersonalDataDownloadButton<R extends RouteContract>({ endpoint, params, fallbackName, label, className }: PersonalDataDownloadButtonProps<R>) {
  const download = usePersonalDataDownload(endpoint, params, fallbackName);
  return (
    <div className={className}>
      <Button variant="secondary" aria-label={label} onClick={() => download.mutate()} disabled={download.isPending} aria-busy={download.isPending}>
        {download.isPending ? t.downloading : t.download}
      </Button>
      <div role="status" aria-live="polite">
        {download.isError && (
          <Alert tone="error">
            <p>{t.error}</p>
          </Alert>
        )}
      </div>
    </div>
  );
}
