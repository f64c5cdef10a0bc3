import {
  GatewayApi,
  type ChangePasswordRequest,
  type OperatorSession,
  type TotpEnrolment,
} from '@bli/contracts';
import { queryOptions } from '@tanstack/react-query';
import { apiCall } from '../lib/api-client';

export const OPERATOR_SESSIONS_KEY = ['auth', 'sessions'] as const;

/** The signed-in operator's live sessions, newest first, this one marked. */
export const operatorSessionsQuery = queryOptions({
  queryKey: OPERATOR_SESSIONS_KEY,
  queryFn: (): Promise<OperatorSession[]> => apiCall(GatewayApi.sessions),
});

/** Every other session of the operator ends with it. */
export async function changePassword(body: ChangePasswordRequest): Promise<void> {
  await apiCall(GatewayApi.changePassword, { body });
}

export async function endSession(id: string): Promise<void> {
  await apiCall(GatewayApi.endSession, { params: { id } });
}

export function enrolTotp(password: string): Promise<TotpEnrolment> {
  return apiCall(GatewayApi.totpEnrol, { body: { password } });
}

export async function confirmTotp(code: string): Promise<void> {
  await apiCall(GatewayApi.totpConfirm, { body: { code } });
}

export async function disableTotp(password: string, code: string): Promise<void> {
  await apiCall(GatewayApi.totpDisable, { body: { password, code } });
}
