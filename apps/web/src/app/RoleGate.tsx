import { useEffect, type ReactNode } from 'react';
import { Navigate } from 'react-router';
import { canOpen, landingPath, type RouteAccess } from '@fetp/contract';
import { clearSession, useAuth } from './auth';
import { AccessDenied } from './AccessDenied';

export type GateDecision = 'allow' | 'to-landing' | 'to-login' | 'denied';

/**
 * The role gate of spec 000 §2.5 / §4, as a pure decision:
 * - 'none': no guard;
 * - 'public': open, but a signed-in user goes to their landing page (the dashboard when allowed);
 * - a role list: not signed in → login (storage cleared); signed in without a role → access denied.
 */
export function gateDecision(access: RouteAccess, signedIn: boolean, roles: string | null | undefined): GateDecision {
  if (access === 'none') return 'allow';
  if (access === 'public') return signedIn ? 'to-landing' : 'allow';
  if (!signedIn) return 'to-login';
  return canOpen(access, roles) ? 'allow' : 'denied';
}

function ToLogin() {
  useEffect(() => {
    clearSession();
  }, []);
  return <Navigate to="/login" replace />;
}

export function RoleGate({ access, children }: { access: RouteAccess; children: ReactNode }) {
  const { signedIn, roles } = useAuth();
  switch (gateDecision(access, signedIn, roles)) {
    case 'allow':
      return <>{children}</>;
    case 'to-landing':
      return <Navigate to={landingPath(roles)} replace />;
    case 'to-login':
      return <ToLogin />;
    case 'denied':
      return <AccessDenied />;
  }
}
