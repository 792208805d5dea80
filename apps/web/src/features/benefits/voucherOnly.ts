/** Voucher-only mode (spec §4): left or inactive users who still hold a voucher balance, once the benefits loaded. */
export function isVoucherOnly(state: { loggedIn: boolean; benefitsLoaded: boolean; ccvOnly: boolean }): boolean {
  return state.loggedIn && state.benefitsLoaded && state.ccvOnly;
}
