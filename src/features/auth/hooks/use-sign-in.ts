import { useQueryClient } from '@tanstack/react-query';
import { useLocation, useNavigate } from 'react-router-dom';
import { type ReturnTo } from '../../../lib/navigation';
import { pathOf } from '../../../lib/route-paths';
import { useLoginUser } from '../../../api/generated/endpoints/auth/auth';
import type { LoginRequest } from '../../../api/generated/model';
import { resetSessionExpired } from '../../../api/errors';
import { seedCurrentUser } from '../../../api/queries/profile';
import { setToken } from '../../../lib/session';
import { useSendOnce } from '../../../lib/use-send-once';
import type { LoginFormValues } from './auth-schemas';

/** Signs in, keeps the token (and the user in the query cache), and returns to where the visitor was headed. */
export const useSignIn = () => {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const location = useLocation();
  const mutation = useLoginUser({
    mutation: {
      onSuccess: (response) => {
        queryClient.clear();
        setToken(response.data.token);
        seedCurrentUser(queryClient, response.data.user);
        resetSessionExpired();
        const from = (location.state as { from?: ReturnTo } | null)?.from;
        void navigate(from ? `${from.pathname}${from.search}` : pathOf('home'), { replace: true });
      },
    },
  });
  const sendOnce = useSendOnce();
  const signIn = (values: LoginFormValues): void => {
    const body: LoginRequest = { userName: values.phone, password: values.password, type: 'username' };
    void sendOnce(() => mutation.mutateAsync({ data: body }));
  };
  return { signIn, pending: mutation.isPending, error: mutation.error } as const;
};
