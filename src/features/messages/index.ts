// What the staff's Email app (src/features/admin-email) uses of the client's messages feature.
export { AttachmentPicker } from './components/AttachmentPicker';
export { MessageListItem } from './components/MessageListItem';
export { AttachmentLinks, MessageThread } from './components/MessageThread';
