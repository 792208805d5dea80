import { brandingTexts as t, messages, ownTexts } from '@portal/contracts';
import { Loading } from '../../../../ui/Loading.tsx';
import { RetryAlert } from '../../../../ui/RetryAlert.tsx';
import { useClientBranding } from '../../api/clientBranding.ts';
import { BrandingForm } from './BrandingForm.tsx';
import { LogoUpload } from './LogoUpload.tsx';
import styles from './Branding.module.css';

/** The client page's Branding tab (issue 27 §2). */
export function BrandingTab({ clientId }: { clientId: number }) {
  const branding = useClientBranding(clientId);
  if (branding.isError)
    return <RetryAlert message={messages.generic.somethingWrong} retryLabel={ownTexts.profile.retry} onRetry={() => void branding.refetch()} />;
  if (!branding.data) return <Loading />;
  return (
    <section aria-labelledby="branding-title">
      <h2 id="branding-title">{t.title}</h2>
      <p className="muted">{t.intro}</p>
      <BrandingForm clientId={clientId} branding={branding.data} />
      <div className={styles.logos}>
        <LogoUpload clientId={clientId} branding={branding.data} kind="logo" />
        <LogoUpload clientId={clientId} branding={branding.data} kind="mobile" />
      </div>
    </section>
  );
}
