import { BadgeCheck, Crown, Download, Info, Share2, ShieldCheck, UserRound, Users } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { LinkRows } from './link-rows';
import { pathOf } from '../../../lib/route-paths';

/** The account screens: personal info, security, verification, VIP, invitations, team, about, app. */
export const AccountLinks = () => {
  const { t } = useTranslation('profile');
  return (
    <LinkRows
      testId="account-links"
      rows={[
        { to: pathOf('userInfo'), icon: <UserRound size={20} />, label: t('links.info') },
        { to: pathOf('accountSecurity'), icon: <ShieldCheck size={20} />, label: t('links.security') },
        { to: pathOf('kyc'), icon: <BadgeCheck size={20} />, label: t('links.kyc') },
        { to: pathOf('vip'), icon: <Crown size={20} />, label: t('links.vip') },
        { to: pathOf('share'), icon: <Share2 size={20} />, label: t('links.share') },
        { to: pathOf('team'), icon: <Users size={20} />, label: t('links.team') },
        { to: pathOf('aboutUs'), icon: <Info size={20} />, label: t('links.about') },
        { to: pathOf('appDownload'), icon: <Download size={20} />, label: t('links.app') },
      ]}
    />
  );
};
