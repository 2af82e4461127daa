import { useNavigate } from 'react-router-dom';
import { useRegisterUser } from '../../../api/generated/endpoints/auth/auth';
import type { RegisterRequest } from '../../../api/generated/model';
import { toaster } from '../../../components/ui/toaster';
import { useSendOnce } from '../../../lib/use-send-once';
import type { RegisterFormValues } from './auth-schemas';
import { pathOf } from '../../../lib/route-paths';

/** Creates the account, then opens sign-in with the phone number filled in. */
export const useRegister = (successMessage: string) => {
  const navigate = useNavigate();
  const mutation = useRegisterUser({
    mutation: {
      onSuccess: (_response, { data }) => {
        toaster.create({ type: 'success', description: successMessage });
        void navigate(pathOf('login'), { replace: true, state: { phone: data.username } });
      },
    },
  });
  const sendOnce = useSendOnce();
  const register = (values: RegisterFormValues): void => {
    const body: RegisterRequest = {
      username: values.phone,
      password: values.password,
      confirmPassword: values.confirmPassword,
      ...(values.inviteCode ? { invite_code: values.inviteCode } : {}),
    };
    void sendOnce(() => mutation.mutateAsync({ data: body }));
  };
  return { register, pending: mutation.isPending } as const;
};
