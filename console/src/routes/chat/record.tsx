// /chat/record: the user's message record as a conversation (no login needed to open it).
import { createFileRoute } from '@tanstack/react-router';
import { ChatRecordPage } from '../../features/public-pages/chat-record-page';

export const Route = createFileRoute('/chat/record')({ component: ChatRecordPage });
