import { Link } from 'react-router';
import { benefitScreenTexts as t, hasSupportNumber } from '@portal/contracts';
import { paths } from '../../../config/paths.ts';
import { useTheme } from '../../../theme/index.ts';
import { RetryAlert } from '../../../ui/RetryAlert.tsx';
import styles from './BenefitPage.module.css';

/**
 * Where to turn when a benefit keeps failing to load (spec §8: a benefit loading issue with a contact link): the
 * contact page when the client has it (it sends everyone else home), else the support e-mail or phone number.
 */
function ContactLink() {
  const { contactUsEnabled, supportEmail, benefitBrandPhoneNumber: phone } = useTheme();
  const link = contactUsEnabled ? (
    <Link to={paths.contactUs}>{t.detail.loadIssueContactLink}</Link>
  ) : supportEmail ? (
    <a href={`mailto:${supportEmail}`}>{t.detail.loadIssueEmail(supportEmail)}</a>
  ) : hasSupportNumber(phone) ? (
    <a href={`tel:${phone.replace(/[^\d+]/g, '')}`}>{t.detail.loadIssueCall(phone)}</a>
  ) : null;
  if (!link) return null;
  return (
    <p className={styles.loadIssueContact}>
      {t.detail.loadIssueContact} {link}.
    </p>
  );
}

/** A benefit that failed to load: try again, and whom to contact when that does not help. */
export function BenefitLoadIssue({ onRetry }: { onRetry: () => void }) {
  return (
    <RetryAlert message={t.loadError} retryLabel={t.retry} onRetry={onRetry}>
      <ContactLink />
    </RetryAlert>
  );
}
