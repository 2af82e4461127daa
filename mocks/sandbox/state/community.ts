/** Messages, announcements, invite records, uploads, recovery codes (owned by domains/community.ts and domains/accounts.ts). */

export interface MessageRecord {
  id: number;
  /** null: every user (a broadcast); otherwise one user. */
  userId: number | null;
  kind: 'message' | 'announcement';
  title: string;
  content: string;
  sentAt: number;
}

export interface InviteRecord {
  id: number;
  inviterId: number;
  inviteeId: number;
  createdAt: number;
}

export interface UploadRecord {
  path: string;
  userId: number | null;
  size: number;
  createdAt: number;
}

export interface RecoveryCodeRecord {
  phone: string;
  code: string;
  expiresAt: number;
}

export interface CommunitySlice {
  messages: MessageRecord[];
  invites: InviteRecord[];
  uploads: UploadRecord[];
  recoveryCodes: RecoveryCodeRecord[];
}

export const emptyCommunity = (): CommunitySlice => ({ messages: [], invites: [], uploads: [], recoveryCodes: [] });
