import { hasSupportNumber, ownTexts } from '@portal/contracts';
import { useTheme } from '../../theme/index.ts';

/** "Need help?" with the client's phone number, or its e-mail when the number is a placeholder. */
export function SupportContact({ className }: { className?: string }) {
  const { benefitBrandPhoneNumber: phone, supportEmail } = useTheme();
  if (hasSupportNumber(phone)) {
    return (
      <p className={className}>
        <strong>{ownTexts.needHelp}</strong> <a href={`tel:${phone.replace(/[^\d+]/g, '')}`}>{ownTexts.supportCall(phone)}</a>
      </p>
    );
  }
  if (!supportEmail) return null;
  return (
    <p className={className}>
      <strong>{ownTexts.needHelp}</strong> <a href={`mailto:${supportEmail}`}>{ownTexts.supportEmail(supportEmail)}</a>
    </p>
  );
}
