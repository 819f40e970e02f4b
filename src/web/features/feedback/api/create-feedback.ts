import { useMutation } from '@tanstack/react-query';
import type { CreateFeedbackRequest, FeedbackResponse } from '@shared/feedback';
import { api } from '../../../lib/api-client';

export const createFeedback = (body: CreateFeedbackRequest) =>
  api<FeedbackResponse>('/api/feedback', { method: 'POST', body });

export const useCreateFeedback = () => useMutation({ mutationFn: createFeedback });
