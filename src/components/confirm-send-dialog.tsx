import type { ReactNode } from 'react';
import { DataList } from '@chakra-ui/react';
import { ConfirmDialog } from './confirm-dialog';

export interface ConfirmRow {
  label: ReactNode;
  value: ReactNode;
}

interface ConfirmSendDialogProps {
  open: boolean;
  title: ReactNode;
  /** Exactly what will be sent, one row per value. */
  rows: readonly ConfirmRow[];
  /** The request is in flight: the confirm button is disabled and shows a spinner. */
  pending: boolean;
  onConfirm: () => void;
  onCancel: () => void;
  confirmLabel?: ReactNode;
}

/**
 * The confirmation of a money-moving action: it lists what will be sent and cannot be confirmed
 * twice (the button is disabled while the request is pending; callers also guard their handler).
 */
export const ConfirmSendDialog = ({ rows, ...props }: ConfirmSendDialogProps) => (
  <ConfirmDialog {...props} testId="confirm-send-dialog">
    <DataList.Root orientation="horizontal" size="md">
      {rows.map((row, index) => (
        <DataList.Item key={index}>
          <DataList.ItemLabel>{row.label}</DataList.ItemLabel>
          <DataList.ItemValue justifyContent="flex-end" fontWeight="semibold">
            {row.value}
          </DataList.ItemValue>
        </DataList.Item>
      ))}
    </DataList.Root>
  </ConfirmDialog>
);
