// What the staff's Email app (src/features/admin-email) uses of the client's messages feature.
export { downloadAttachment, uploadAttachment } from './api';
export { AttachmentPicker } from './components/AttachmentPicker';
export { MessageListItem } from './components/MessageListItem';
export { AttachmentLinks, fileSize, MessageThread } from './components/MessageThread';
