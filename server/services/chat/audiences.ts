import { defineAbilityFor } from '../../../contract/acl';
import { defineAudience } from '../../lib/events';
import { permissionsOfRole } from '../access/rules';

// Who hears the chat's events besides the conversation's client: staff who may read the chat
// (the 'chat' subject), and every client for the service's status.

export const CHAT_STAFF = 'chat-staff';
export const CHAT_CLIENTS = 'chat-clients';

defineAudience(CHAT_STAFF, async (user, db) => {
  if (user.role === 'client') return false;
  const rules = await permissionsOfRole(db, user.role);
  return defineAbilityFor(user.role, 'chat', rules).can('read', 'chat');
});
defineAudience(CHAT_CLIENTS, async (user) => user.role === 'client');
