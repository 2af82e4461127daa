import type { ReactNode } from 'react';
import { Button, Dialog, Portal, Stack } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';

interface ConfirmDialogProps {
  open: boolean;
  title: ReactNode;
  children?: ReactNode;
  confirmLabel?: ReactNode;
  cancelLabel?: ReactNode;
  /** While true the confirm button shows a spinner and cannot be pressed again. */
  pending?: boolean;
  confirmDisabled?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
  testId?: string;
}

/**
 * A centred question with cancel and confirm: setup prompts ("… set now?") and the last look at a
 * money-moving action before it is sent.
 */
export const ConfirmDialog = ({
  open,
  title,
  children,
  confirmLabel,
  cancelLabel,
  pending = false,
  confirmDisabled = false,
  onConfirm,
  onCancel,
  testId,
}: ConfirmDialogProps) => {
  const { t } = useTranslation();
  // Unmounted as soon as it closes: on screens that re-render with every live price the exit
  // animation never ended, and its invisible backdrop kept catching the next tap.
  if (!open) return null;
  return (
    <Dialog.Root
      open={open}
      role="alertdialog"
      placement="center"
      closeOnInteractOutside={!pending}
      onOpenChange={(details) => {
        if (!details.open && !pending) onCancel();
      }}
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content mx="4" data-testid={testId}>
            <Dialog.Header>
              <Dialog.Title>{title}</Dialog.Title>
            </Dialog.Header>
            {children !== undefined && (
              <Dialog.Body>
                <Stack gap="3">{children}</Stack>
              </Dialog.Body>
            )}
            <Dialog.Footer>
              <Button variant="outline" flex="1" onClick={onCancel} disabled={pending}>
                {cancelLabel ?? t('actions.cancel')}
              </Button>
              <Button colorPalette="brand" flex="1" onClick={onConfirm} loading={pending} disabled={pending || confirmDisabled}>
                {confirmLabel ?? t('actions.confirm')}
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
};
