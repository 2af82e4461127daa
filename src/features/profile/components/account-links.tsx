import { BadgeCheck, Crown, Download, Info, Share2, ShieldCheck, UserRound, Users } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { LinkRows } from './link-rows';

/** The account screens: personal info, security, verification, VIP, invitations, team, about, app. */
export const AccountLinks = () => {
  const { t } = useTranslation('profile');
  return (
    <LinkRows
      testId="account-links"
      rows={[
        { to: '/pages/userinfo', icon: <UserRound size={20} />, label: t('links.info') },
        { to: '/pages/user/accountsecurity', icon: <ShieldCheck size={20} />, label: t('links.security') },
        { to: '/pages/user/auth', icon: <BadgeCheck size={20} />, label: t('links.kyc') },
        { to: '/pages/user/vip', icon: <Crown size={20} />, label: t('links.vip') },
        { to: '/pages/user/share', icon: <Share2 size={20} />, label: t('links.share') },
        { to: '/pages/user/team', icon: <Users size={20} />, label: t('links.team') },
        { to: '/pages/user/aboutus', icon: <Info size={20} />, label: t('links.about') },
        { to: '/pages/appdownload', icon: <Download size={20} />, label: t('links.app') },
      ]}
    />
  );
};
