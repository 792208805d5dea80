import { Outlet } from 'react-router';
import type { SessionUserInfo } from '@portal/contracts';
import { useSession } from '../../../stores/session.ts';
import { AccessDenied } from './AccessDenied.tsx';

/** Routes for one kind of user only; anyone else gets 'Access Denied'. */
export function RequireUserType({ userType }: { userType: SessionUserInfo['userType'] }) {
  const actual = useSession((s) => s.user?.userType);
  return actual === userType ? <Outlet /> : <AccessDenied />;
}
