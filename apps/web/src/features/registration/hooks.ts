import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { registrationApi } from './api';

export const registrationKeys = {
  all: ['registration'] as const,
  fields: () => [...registrationKeys.all, 'fields'] as const,
};

export const registerFieldsQuery = () =>
  queryOptions({ queryKey: registrationKeys.fields(), queryFn: registrationApi.fields, staleTime: 10 * 60_000 });

export function useRegisterFields() {
  return useQuery(registerFieldsQuery());
}

export function useCreateAccount() {
  return useMutation({ mutationFn: registrationApi.createAccount });
}
