import { CloseButton, Drawer, Portal } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { AgreementContent } from './agreement-content';

/** The terms in a bottom sheet, so the registration form underneath keeps what was typed. */
export const AgreementSheet = ({ open, onClose }: { open: boolean; onClose: () => void }) => {
  const { t } = useTranslation('auth');
  const { t: tc } = useTranslation();
  return (
    <Drawer.Root open={open} placement="bottom" onOpenChange={(details) => !details.open && onClose()}>
      <Portal>
        <Drawer.Backdrop />
        <Drawer.Positioner>
          <Drawer.Content roundedTop="l3" maxH="85dvh">
            <Drawer.Header>
              <Drawer.Title>{t('agreement.title')}</Drawer.Title>
            </Drawer.Header>
            <Drawer.Body>{open && <AgreementContent showTitle={false} />}</Drawer.Body>
            <Drawer.CloseTrigger asChild>
              <CloseButton size="sm" aria-label={tc('actions.close')} />
            </Drawer.CloseTrigger>
          </Drawer.Content>
        </Drawer.Positioner>
      </Portal>
    </Drawer.Root>
  );
};
