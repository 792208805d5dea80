import { messages, ownTexts } from '@portal/contracts';
import { paths } from '../../../config/paths.ts';
import { useTheme } from '../../../theme/index.ts';
import { ButtonLink } from '../../../ui/Button.tsx';
import { SuccessTick } from '../../../ui/SuccessTick.tsx';
import { useDocumentTitle } from '../../../ui/useDocumentTitle.ts';
import { AuthLayout } from '../AuthLayout.tsx';
import styles from './LogoutSuccessPage.module.css';

export function LogoutSuccessPage() {
  useDocumentTitle(messages.logout.success, useTheme().benefitBrandName);
  return (
    <AuthLayout title={messages.logout.success} intro={<p>{ownTexts.logoutSuccessBody}</p>}>
      <SuccessTick size="large" className={styles.tick} />
      <ButtonLink to={paths.login} className={styles.button}>
        {messages.logout.goToLogin}
      </ButtonLink>
    </AuthLayout>
  );
}
