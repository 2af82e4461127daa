import { useNavigate } from 'react-router-dom';
import { useLoginUser, useRegisterUser } from '../../../api/generated/endpoints/auth/auth';
import type { RegisterRequest } from '../../../api/generated/model';
import { toaster } from '../../../components/ui/toaster';
import { useSendOnce } from '../../../lib/use-send-once';
import type { RegisterFormValues } from '../schemas';
import { pathOf } from '../../../lib/route-paths';
import { loginBody, useStartSession } from './use-sign-in';

/**
 * Creates the account, then signs in with the phone and password just typed (the provider's
 * `/register` answers with no token) and opens home, where a new account's first steps are. Should
 * that sign-in fail, the account still exists: sign-in opens with the phone number filled in.
 */
export const useRegister = (messages: { signedIn: string; signInNeeded: string }) => {
  const navigate = useNavigate();
  const startSession = useStartSession();
  const registration = useRegisterUser();
  // a refused sign-in is not this screen's error to show: the sign-in screen takes over
  const login = useLoginUser({ mutation: { meta: { noRetry: true, silentErrors: true } } });
  const sendOnce = useSendOnce();
  const register = (values: RegisterFormValues): void => {
    const body: RegisterRequest = {
      username: values.phone,
      password: values.password,
      confirmPassword: values.confirmPassword,
      ...(values.inviteCode ? { invite_code: values.inviteCode } : {}),
    };
    void sendOnce(async () => {
      await registration.mutateAsync({ data: body });
      try {
        startSession(await login.mutateAsync({ data: loginBody(values.phone, values.password) }));
      } catch {
        toaster.create({ type: 'success', description: messages.signInNeeded });
        void navigate(pathOf('login'), { replace: true, state: { phone: values.phone } });
        return;
      }
      toaster.create({ type: 'success', description: messages.signedIn });
      void navigate(pathOf('home'), { replace: true });
    });
  };
  return { register, pending: registration.isPending || login.isPending } as const;
};
