import type { SessionUser } from '../../shared/auth.js';
import { welcomeName } from '../../shared/labels.js';
import { httpsUrlOrNull } from '../../shared/urls.js';
import type { SessionAccount } from '../auth/sessions.js';

/** The fields of an account a client may see; never the password hash. */
export function presentSessionUser(user: SessionAccount): SessionUser {
  return {
    id: user.id,
    username: user.username,
    email: user.email,
    role: user.role,
    status: user.status,
    displayName: user.display_name || welcomeName(user),
    avatarUrl: httpsUrlOrNull(user.avatar_url),
    createdAt: user.created_at,
    weeklyDigest: user.weekly_digest === 1,
    interfaceLanguage: user.interface_language,
  };
}
