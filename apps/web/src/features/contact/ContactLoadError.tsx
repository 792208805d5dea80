import { hasSupportNumber, messages, ownTexts } from '@portal/contracts';
import { useTheme } from '../../theme/index.ts';
import styles from './ContactPage.module.css';

/** Spec §8: shown when the contact page data fails to load; offers the phone, else the e-mail. */
export function ContactLoadError() {
  const { benefitBrandPhoneNumber: phone, supportEmail } = useTheme();
  let contact = null;
  if (hasSupportNumber(phone)) {
    contact = <a href={`tel:${phone.replace(/[^\d+]/g, '')}`}>{ownTexts.contactCallUs(phone)}</a>;
  } else if (supportEmail) {
    contact = <a href={`mailto:${supportEmail}`}>{ownTexts.contactEmailUs(supportEmail)}</a>;
  }
  return (
    <div className={styles.state} role="alert">
      <h2>{messages.contact.loadErrorTitle}</h2>
      <p>
        {messages.contact.loadErrorBody} {contact}
        {contact && '.'}
      </p>
    </div>
  );
}
