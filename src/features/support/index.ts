// What the staff's Chat app (admin-chat) shares with the client's support chat.
export { type ChatEndpoints, staffEndpoints } from './chat-api';
export { ChatThread } from './components/ChatThread';
export { StatusDot } from './components/StatusDot';
export { useChatThread } from './useChatThread';
