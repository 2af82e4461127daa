import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useUploadFile } from '../../../api/generated/endpoints/files/files';
import {
  getGetUserDetailQueryKey,
  useUpdateAvatar,
  useUpdateNickname,
} from '../../../api/generated/endpoints/profile/profile';
import { errorText } from '../../../components/error-text';
import { toaster } from '../../../components/ui/toaster';
import { useSendOnce } from '../../../lib/use-send-once';

type FailureKey = 'info.avatar.uploadFailed' | 'info.avatar.updateFailed' | 'info.nickname.updateFailed';

/** The user's own failure message (e.g. "Upload failed") with the server's reason under it. */
const useFailureToast = () => {
  const { t } = useTranslation('profile');
  const { t: tc } = useTranslation();
  return (key: FailureKey, error: unknown) =>
    toaster.create({ type: 'error', title: t(key), description: errorText(error, tc), closable: true });
};

/** Uploads the chosen picture (`/uploadfile`), sets it as the avatar (`/updateavatar`), reloads the user. */
export const useChangeAvatar = (onDone: () => void) => {
  const { t } = useTranslation('profile');
  const queryClient = useQueryClient();
  const fail = useFailureToast();
  const upload = useUploadFile({ mutation: { meta: { silentErrors: true } } });
  const update = useUpdateAvatar({ mutation: { meta: { silentErrors: true } } });
  const pending = upload.isPending || update.isPending;
  const sendOnce = useSendOnce();

  const send = async (file: File): Promise<void> => {
    let path: string;
    try {
      path = (await upload.mutateAsync({ data: { file } })).data.image;
    } catch (error) {
      fail('info.avatar.uploadFailed', error);
      return;
    }
    try {
      await update.mutateAsync({ data: { avatar: path } });
    } catch (error) {
      fail('info.avatar.updateFailed', error);
      return;
    }
    toaster.create({ type: 'success', description: t('info.avatar.updated') });
    onDone();
    await queryClient.invalidateQueries({ queryKey: getGetUserDetailQueryKey() });
  };
  const change = async (file: File): Promise<void> => {
    await sendOnce(() => send(file));
  };
  return { change, pending } as const;
};

/** Saves the nickname (`/updatenickname`) and reloads the user. */
export const useChangeNickname = () => {
  const { t } = useTranslation('profile');
  const queryClient = useQueryClient();
  const fail = useFailureToast();
  const mutation = useUpdateNickname({
    mutation: {
      meta: { silentErrors: true },
      onError: (error) => fail('info.nickname.updateFailed', error),
      onSuccess: async () => {
        toaster.create({ type: 'success', description: t('info.nickname.updated') });
        await queryClient.invalidateQueries({ queryKey: getGetUserDetailQueryKey() });
      },
    },
  });
  const sendOnce = useSendOnce();
  const save = (nickname: string): void => {
    void sendOnce(() => mutation.mutateAsync({ data: { nickname } }));
  };
  return { save, pending: mutation.isPending } as const;
};
