import { useQueryClient } from '@tanstack/react-query';
import { useLocation, useNavigate } from 'react-router-dom';
import { type ReturnTo } from '../../../lib/navigation';
import { pathOf } from '../../../lib/route-paths';
import { useLoginUser } from '../../../api/generated/endpoints/auth/auth';
import type { LoginRequest, LoginResponse } from '../../../api/generated/model';
import { resetSessionExpired } from '../../../api/errors';
import { seedCurrentUser } from '../../../api/queries/profile';
import { setToken } from '../../../lib/session';
import { useSendOnce } from '../../../lib/use-send-once';
import type { LoginFormValues } from '../schemas';

/** The body of a sign-in with a phone number and password. */
export const loginBody = (phone: string, password: string): LoginRequest => ({
  userName: phone,
  password,
  type: 'username',
});

/**
 * Starts the session a sign-in answered with: nothing of a previous user stays in the cache, the
 * token is kept, and the user shows at once wherever it is read.
 */
export const useStartSession = () => {
  const queryClient = useQueryClient();
  return (response: LoginResponse): void => {
    queryClient.clear();
    setToken(response.data.token);
    seedCurrentUser(queryClient, response.data.user);
    resetSessionExpired();
  };
};

/** Signs in, keeps the token (and the user in the query cache), and returns to where the visitor was headed. */
export const useSignIn = () => {
  const startSession = useStartSession();
  const navigate = useNavigate();
  const location = useLocation();
  const mutation = useLoginUser({
    mutation: {
      onSuccess: (response) => {
        startSession(response);
        const from = (location.state as { from?: ReturnTo } | null)?.from;
        void navigate(from ? `${from.pathname}${from.search}` : pathOf('home'), { replace: true });
      },
    },
  });
  const sendOnce = useSendOnce();
  const signIn = (values: LoginFormValues): void => {
    void sendOnce(() => mutation.mutateAsync({ data: loginBody(values.phone, values.password) }));
  };
  return { signIn, pending: mutation.isPending, error: mutation.error } as const;
};
