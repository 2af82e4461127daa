import type { ReactNode } from 'react';
import { ConfirmDialog } from './confirm-dialog';
import { SummaryRows } from './summary-rows';

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
    <SummaryRows
      rows={rows.map((row, index) => ({ key: String(index), label: row.label, value: row.value, strong: true }))}
    />
  </ConfirmDialog>
);
