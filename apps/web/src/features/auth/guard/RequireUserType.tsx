import { Outlet } from 'react-router';
import { usesEmployerTools, type SessionUserInfo } from '@portal/contracts';
import { useSession } from '../../../stores/session.ts';
import { AccessDenied } from './AccessDenied.tsx';

/** Routes for one kind of user only; anyone else gets 'Access Denied', as does an employer who may not use the employer tools. */
export function RequireUserType({ userType }: { userType: SessionUserInfo['userType'] }) {
  const user = useSession((s) => s.user);
  const allowed = user?.userType === userType && (userType !== 'employer' || usesEmployerTools(user));
  return allowed ? <Outlet /> : <AccessDenied />;
}
