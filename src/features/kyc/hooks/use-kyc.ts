import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { useUploadFile } from '../../../api/generated/endpoints/files/files';
import { useSubmitAuthVerify } from '../../../api/generated/endpoints/kyc/kyc';
import { getGetUserDetailQueryKey } from '../../../api/generated/endpoints/profile/profile';
import type { AuthVerifyAdvancedRequest, AuthVerifyBasicRequest } from '../../../api/generated/model';
import { errorText } from '../../../components/error-text';
import { toaster } from '../../../components/ui/toaster';
import { kycState } from '../../../lib/kyc-status';
import { useSendOnce } from '../../../lib/use-send-once';
import { useCurrentUser } from '../../../api/queries/use-current-user';
import { KycStatus } from '../../../api/provider-values';
import { pathOf } from '../../../lib/route-paths';

/**
 * The user's two verification states from `/userdetail`. While one is under review the screen
 * polls every 5 seconds, as the provider's client does.
 */
export const useKycUser = () =>
  useCurrentUser({
    refetchInterval: (query) => {
      const user = query.state.data?.result;
      const pending = [user?.realauth_status, user?.certification_status].some(
        (value) => kycState(value) === KycStatus.pending,
      );
      return pending ? 5000 : false;
    },
  });

/** `POST /authverify/{type}`, then the overview with the fresh state. */
export const useSubmitKyc = () => {
  const { t } = useTranslation('kyc');
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const mutation = useSubmitAuthVerify({
    mutation: {
      onSuccess: async () => {
        toaster.create({ type: 'success', description: t('submitted') });
        await queryClient.invalidateQueries({ queryKey: getGetUserDetailQueryKey() });
        void navigate(pathOf('kyc'), { replace: true });
      },
    },
  });
  const sendOnce = useSendOnce();
  const submit = (type: 1 | 2, data: AuthVerifyBasicRequest | AuthVerifyAdvancedRequest): void => {
    void sendOnce(() => mutation.mutateAsync({ type, data }));
  };
  return { submit, pending: mutation.isPending } as const;
};

/** Uploads one document photo and hands back its path; failures say "Upload failed". */
export const useDocumentUpload = (onUploaded: (path: string) => void) => {
  const { t } = useTranslation('kyc');
  const { t: tc } = useTranslation();
  const mutation = useUploadFile({
    mutation: {
      meta: { silentErrors: true },
      onSuccess: (response) => onUploaded(response.data.image),
      onError: (error) =>
        toaster.create({
          type: 'error',
          title: t('advanced.uploadFailed'),
          description: errorText(error, tc),
          closable: true,
        }),
    },
  });
  return { upload: (file: File) => mutation.mutate({ data: { file } }), pending: mutation.isPending } as const;
};
