import { idempotencyHeaders, mainHttp, request } from '@/api/http';
import type { Message, MarkMessagesReadResponse } from '@/api/types';
import { isMarkMessagesReadResponse, isMessage, isMessageList } from '@/api/guards/applications';

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
      data: { body },
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
    { method: 'POST', url: `${messagesUrl(applicationId)}/read`, data: { messageIds } },
    isMarkMessagesReadResponse,
  );
}
