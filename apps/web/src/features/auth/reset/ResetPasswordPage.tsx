import { Navigate, useSearchParams } from 'react-router';
import { messages, ownTexts } from '@portal/contracts';
import { ApiError } from '../../../api/client.ts';
import { paths } from '../../../config/paths.ts';
import { useTheme } from '../../../theme/index.ts';
import { ButtonLink } from '../../../ui/ButtonLink.tsx';
import { ErrorPage } from '../../../ui/ErrorPage.tsx';
import { Loading } from '../../../ui/Loading.tsx';
import { fromDayMonthYear } from '../../../ui/dateOfBirth.ts';
import { useDocumentTitle } from '../../../ui/useDocumentTitle.ts';
import { AuthLayout } from '../AuthLayout.tsx';
import { useResetLink } from '../api/resetLink.ts';
import { ResetWizard } from './ResetWizard.tsx';

/** /reset-password?token=…&dob=DD-MM-YYYY: the link is checked first, then the wizard runs. */
export function ResetPasswordPage() {
  const [params] = useSearchParams();
  const token = params.get('token');
  useDocumentTitle(ownTexts.resetTitle, useTheme().benefitBrandName);
  if (!token) return <Navigate to={paths.forgottenPassword} replace />;
  return <ResetForToken token={token} dob={params.get('dob')} />;
}

function ResetForToken({ token, dob }: { token: string; dob: string | null }) {
  const link = useResetLink(token);

  if (link.isPending) {
    return (
      <AuthLayout title={ownTexts.resetTitle}>
        <Loading label={ownTexts.checkingLink} />
      </AuthLayout>
    );
  }
  if (link.isError || !link.data.valid) {
    const unreachable = link.error instanceof ApiError && link.error.status === 0;
    return (
      <ErrorPage
        title={ownTexts.linkProblemTitle}
        body={unreachable ? messages.reset.unableToValidate : messages.reset.expiredOrInvalid}
        action={<ButtonLink to={paths.forgottenPassword}>{ownTexts.requestNewLink}</ButtonLink>}
      />
    );
  }
  return <ResetWizard token={token} initialDob={fromDayMonthYear(dob)} />;
}
