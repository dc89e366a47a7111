import { idempotencyHeaders, mainHttp, request } from '@/api/http';
import {
  isMarkMessagesReadResponse,
  isMessage,
  isMessageList,
  type MarkMessagesReadRequest,
  type MarkMessagesReadResponse,
  type Message,
  type SendMessageRequest,
} from '@/api/contract/applications';

const messagesUrl = (applicationId: string) =>
  `/applications/${encodeURIComponent(applicationId)}/messages`;

export function getMessages(applicationId: string, signal?: AbortSignal): Promise<Message[]> {
  return request(
    mainHttp,
    { method: 'GET', url: messagesUrl(applicationId), signal },
    isMessageList,
  );
}

export function sendMessage(
  applicationId: string,
  body: string,
  idempotencyKey?: string,
): Promise<Message> {
  return request(
    mainHttp,
    {
      method: 'POST',
      url: messagesUrl(applicationId),
      data: { body } satisfies SendMessageRequest,
      headers: idempotencyHeaders(idempotencyKey),
    },
    isMessage,
  );
}

export function markMessagesRead(
  applicationId: string,
  messageIds: string[],
): Promise<MarkMessagesReadResponse> {
  return request(
    mainHttp,
    {
      method: 'POST',
      url: `${messagesUrl(applicationId)}/read`,
      data: { messageIds } satisfies MarkMessagesReadRequest,
    },
    isMarkMessagesReadResponse,
  );
}
