import { useMutation } from '@tanstack/react-query';
import type { CreateSuggestionRequest, SuggestionResponse } from '@shared/suggestions';
import { api } from '../../../lib/api-client';

export const createSuggestion = (body: CreateSuggestionRequest) =>
  api<SuggestionResponse>('/api/suggestions', { method: 'POST', body });

export const useCreateSuggestion = () => useMutation({ mutationFn: createSuggestion });
