import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { CHAT_LIMITS } from '@fetp/contract';
import { chatApi } from './api';

export const chatKeys = {
  messages: (milestone: number) => ['chat', 'messages', milestone] as const,
};

/** The chat's newest messages, reloaded every CHAT_LIMITS.refreshMs (001 §9) as the fallback of the live channel. */
export function useChatMessages(milestone: number) {
  return useQuery({
    queryKey: chatKeys.messages(milestone),
    queryFn: () => chatApi.messages(milestone),
    refetchInterval: CHAT_LIMITS.refreshMs,
  });
}

/** Sends a message, then reloads the chat (001 §4 "after a send"). */
export function useSendChatMessage(milestone: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: chatApi.send,
    onSuccess: () => client.invalidateQueries({ queryKey: chatKeys.messages(milestone) }),
  });
}

/** Loads the messages before `before` (the page keeps them above the newest). */
export function useOlderChatMessages(milestone: number, onLoaded: (answer: Awaited<ReturnType<typeof chatApi.messages>>) => void) {
  return useMutation({ mutationFn: (before: number) => chatApi.messages(milestone, before), onSuccess: onLoaded });
}

/** Reloads the chat now (a live event for its room, the live channel back after a break). */
export function useReloadChat(milestone: number) {
  const client = useQueryClient();
  return () => void client.invalidateQueries({ queryKey: chatKeys.messages(milestone) });
}
