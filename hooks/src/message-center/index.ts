// Public surface of the message center: the message features of one signed-in user composed (popover, announcement
// detail, counts, live socket, unread popup), above the messages and announcements folders it wires together.
export { createMessageCenter, type MessageCenter, type MessageCenterOptions } from './message-center.js';
