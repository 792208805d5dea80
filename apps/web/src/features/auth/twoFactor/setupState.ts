export interface TwoFactorSetupState {
  isFirst?: boolean;
  isFromActivation?: boolean;
}

export function readSetupState(state: unknown): Required<TwoFactorSetupState> {
  const value = (state ?? {}) as TwoFactorSetupState;
  return { isFirst: value.isFirst !== false, isFromActivation: value.isFromActivation === true };
}
