import { Button, Dialog, Portal } from '@chakra-ui/react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { resetSessionExpired } from '../api/errors';
import { usePersistedState } from '../lib/persisted-state';
import { pathOf } from '../lib/route-paths';

/**
 * The one dialog of an expired session. The transport has already removed the token; confirming
 * goes to the "me" tab, where the user can sign in again.
 */
export const SessionExpiredDialogView = ({ open }: { open: boolean }) => {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const signOut = usePersistedState((state) => state.signOut);

  const confirm = (): void => {
    signOut();
    queryClient.clear();
    resetSessionExpired();
    void navigate(pathOf('me'), { replace: true });
  };

  return (
    <Dialog.Root
      open={open}
      role="alertdialog"
      placement="center"
      closeOnInteractOutside={false}
      closeOnEscape={false}
      onOpenChange={(details) => {
        if (!details.open) confirm();
      }}
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content mx="4" data-testid="session-expired-dialog">
            <Dialog.Header>
              <Dialog.Title>{t('session.title')}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>{t('session.body')}</Dialog.Body>
            <Dialog.Footer>
              <Button colorPalette="brand" onClick={confirm} width="full">
                {t('actions.ok')}
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
};
