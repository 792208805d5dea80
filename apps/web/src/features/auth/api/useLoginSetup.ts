import { useQuery } from '@tanstack/react-query';
import { loginSetupQuery } from './loginSetup.ts';

export const useLoginSetup = (enabled: boolean) => useQuery({ ...loginSetupQuery(), enabled });
