import { Navigate, useParams } from 'react-router';
import { ownTexts } from '@portal/contracts';
import { useLandingPath } from '../../../config/useHomePath.ts';
import { useSession } from '../../../stores/session.ts';
import { useTheme } from '../../../theme/index.ts';
import { Loading } from '../../../ui/Loading.tsx';
import { useDocumentTitle } from '../../../ui/useDocumentTitle.ts';
import { AuthLayout } from '../AuthLayout.tsx';
import { useActivationCheck } from '../api/activationCheck.ts';
import { ActivationError } from './ActivationError.tsx';
import { ActivationWizard } from './ActivationWizard.tsx';

/** /activation/{id}: LOADING while the link is checked, then the wizard, or the error page. */
export function ActivationPage() {
  const { id = '' } = useParams();
  const loggedIn = useSession((s) => s.loggedIn);
  // The spec's /app/home/ for employees; an HR administrator's landing is the dashboard, a platform administrator's the console.
  const landing = useLandingPath();
  useDocumentTitle(ownTexts.activationIntro, useTheme().benefitBrandName);
  const check = useActivationCheck(id, !loggedIn);

  if (loggedIn) return <Navigate to={landing} replace />;
  if (check.isPending && id !== '') {
    return (
      <AuthLayout title={ownTexts.activationIntro}>
        <Loading label={ownTexts.loadingActivation} />
      </AuthLayout>
    );
  }
  if (!check.data || check.data.status === 'error' || check.data.error) return <ActivationError />;
  return (
    <ActivationWizard
      id={id}
      firstName={check.data.firstName ?? ''}
      mfaEnforced={check.data.mfaEnforced}
      dobRequired={check.data.dobRequired !== false}
      termsRequired={check.data.termsRequired !== false}
    />
  );
}
