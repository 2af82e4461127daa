import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { useRecoverPassword, useSendRecoveryCode } from '../../../api/generated/endpoints/auth/auth';
import {
  getGetUserDetailQueryKey,
  useUpdatePassword,
  useUpdateWithdrawPassword,
} from '../../../api/generated/endpoints/profile/profile';
import { toaster } from '../../../components/ui/toaster';
import { useSendOnce } from '../../../lib/use-send-once';
import type { ChangePasswordValues, PayPasswordValues, RecoverValues } from '../schemas';
import { pathOf } from '../../../lib/route-paths';

/** `PUT /password`: old and new password (the repeat is checked here, not sent). */
export const useChangePassword = () => {
  const { t } = useTranslation('security');
  const navigate = useNavigate();
  const mutation = useUpdatePassword({
    mutation: {
      onSuccess: () => {
        toaster.create({ type: 'success', description: t('login.done') });
        void navigate(pathOf('accountSecurity'), { replace: true });
      },
    },
  });
  const sendOnce = useSendOnce();
  const submit = (values: ChangePasswordValues): void => {
    void sendOnce(() =>
      mutation.mutateAsync({ data: { old_password: values.oldPassword, new_password: values.newPassword } }),
    );
  };
  return { submit, pending: mutation.isPending } as const;
};

/**
 * `PUT /withdrawpassword`: the old password only when one exists (`moneypssd_status` 1). Then the
 * user is reloaded and taken back where the screen was opened from.
 */
export const useChangePayPassword = (hasOld: boolean, returnTo: string) => {
  const { t } = useTranslation('security');
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const mutation = useUpdateWithdrawPassword({
    mutation: {
      onSuccess: async () => {
        toaster.create({ type: 'success', description: t('pay.done') });
        await queryClient.invalidateQueries({ queryKey: getGetUserDetailQueryKey() });
        void navigate(returnTo, { replace: true });
      },
    },
  });
  const sendOnce = useSendOnce();
  const submit = (values: PayPasswordValues): void => {
    void sendOnce(() =>
      mutation.mutateAsync({
        data: {
          new_withdraw_password: values.newPassword,
          ...(hasOld ? { old_withdraw_password: values.oldPassword } : {}),
        },
      }),
    );
  };
  return { submit, pending: mutation.isPending } as const;
};

/** The proposed recovery: a code by SMS (`/password/recover/code`), then `/password/recover`. */
export const useRecovery = (onCodeSent: () => void) => {
  const { t } = useTranslation('security');
  const navigate = useNavigate();
  const sendCode = useSendRecoveryCode({
    mutation: {
      onSuccess: () => {
        toaster.create({ type: 'success', description: t('recover.codeSent') });
        onCodeSent();
      },
    },
  });
  const recover = useRecoverPassword({
    mutation: {
      onSuccess: (_response, { data }) => {
        toaster.create({ type: 'success', description: t('recover.done') });
        void navigate(pathOf('login'), { replace: true, state: { phone: data.phone } });
      },
    },
  });
  const sendCodeOnce = useSendOnce();
  const recoverOnce = useSendOnce();
  return {
    send: (phone: string) => {
      void sendCodeOnce(() => sendCode.mutateAsync({ data: { phone } }));
    },
    sending: sendCode.isPending,
    submit: (values: RecoverValues) => {
      void recoverOnce(() =>
        recover.mutateAsync({
          data: {
            phone: values.phone,
            code: values.code,
            new_password: values.newPassword,
            confirm_password: values.repeat,
          },
        }),
      );
    },
    pending: recover.isPending,
    /** The last failure of the recovery (a 429 carries the wait). */
    error: recover.error,
  } as const;
};
