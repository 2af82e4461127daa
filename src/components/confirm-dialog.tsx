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
  return (
    <Dialog.Root
      open={open}
      // mounted only while open, removed once closed: a closed dialog must leave nothing behind
      // that could catch the next tap (its backdrop did, on screens that re-render with every price)
      lazyMount
      unmountOnExit
      role="alertdialog"
      placement="center"
      // no exit animation of its own: the closing confirmation (with its own "Withdraw" button) is gone
      // the moment it is answered, never left mounted at opacity 0 waiting for an animationend
      motionPreset="none"
      // a tap beside it must not drop a money action half way (and a dialog that opens as another
      // closes would otherwise take the closing one's focus change for a tap outside): Cancel or Esc
      closeOnInteractOutside={false}
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
              <Button
                colorPalette="brand"
                flex="1"
                onClick={onConfirm}
                loading={pending}
                disabled={pending || confirmDisabled}
              >
                {confirmLabel ?? t('actions.confirm')}
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
};
