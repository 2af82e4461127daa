import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { KYC_ROUTE } from '../../../lib/kyc-status';
import { withReturn } from '../../../lib/return-path';
import type { Prompt } from '../hooks/use-withdraw';
import { pathOf } from '../../../lib/route-paths';

interface WithdrawPromptProps {
  prompt: Prompt;
  /** Where a setup screen comes back to (the withdrawal with what was typed). */
  returnTo: string;
  onCancel: () => void;
}

/** The step missing before a withdrawal, one at a time, and the way to it. */
export const WithdrawPrompt = ({ prompt, returnTo, onCancel }: WithdrawPromptProps) => {
  const { t } = useTranslation('wallet');
  const navigate = useNavigate();
  const steps = {
    kyc: { title: t('withdrawRules.kycPrompt'), label: t('withdrawRules.verifyNow'), to: KYC_ROUTE },
    kycPending: { title: t('withdrawRules.kycPending'), label: t('withdrawRules.viewStatus'), to: KYC_ROUTE },
    password: {
      title: t('withdraw.promptPassword'),
      label: t('withdraw.setNow'),
      to: withReturn(pathOf('payPassword'), returnTo),
    },
    bank: { title: t('withdraw.promptBank'), label: t('withdraw.bindNow'), to: withReturn(pathOf('bank'), returnTo) },
  } as const;
  const step = prompt ? steps[prompt] : null;
  return (
    <ConfirmDialog
      open={step !== null}
      title={step?.title}
      confirmLabel={step?.label}
      onCancel={onCancel}
      onConfirm={() => {
        if (step) void navigate(step.to);
      }}
      testId="withdraw-prompt"
    />
  );
};
