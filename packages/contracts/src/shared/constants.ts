/** Business constants and limits of spec §9. */
export const ACCOUNT_LOCK_MINUTES = 15;
export const MAX_FAILED_LOGINS = 5;
export const IDLE_TIMEOUT_MS = 14 * 60 * 1000;
export const LOGOUT_COUNTDOWN_SECONDS = 15;
export const IDLE_CHECK_INTERVAL_MS = 1000;

export const NAV_BREAKPOINT_PX = 768;
export const MOBILE_LAYOUT_BREAKPOINT_PX = 1023;
export const CLIENT_LOGO_MAX = { width: 150, height: 38 } as const;

export const TWO_FACTOR_CODE_LENGTH = 6;
export const PASSWORD_MIN_LENGTH = 12;
export const PASSWORD_CHECK_DEBOUNCE_MS = 500;
export const RESET_ERROR_REDIRECT_DELAY_MS = 3000;
export const RESET_LINK_TTL_MINUTES = 60;

export const PANEL_CLOSE_DELAY_MS = 300;
export const DEFAULT_DEBOUNCE_MS = 250;
export const DEFAULT_PAGE_SIZE = 10;

export const PERSIST_KEY = 'root';
export const PERSIST_THROTTLE_MS = 500;
export const THEME_STORAGE_KEY = 'client-theme';
export const LAST_CALL_STORAGE_KEY = 'lastApiCallAt';

export const NO_PHONE_PLACEHOLDERS = ['0', 'tbc', ''] as const;
export const DEFAULT_SUPPORT_NUMBER = '0';

export const DEFAULT_PRIMARY_COLOUR = '001B71';
export const DEFAULT_ACCENT_COLOUR = '00B5EC';
export const FONT_WEIGHTS = [300, 400, 500, 700] as const;
export const TINTS = [100, 80, 60, 20, 5] as const;

export const CCV_GROUP_CODE = 'ccv';
export const COST_LIMIT_DEFAULT_MAX = 999999.9;
export const ISO_DATE_PATTERN = /^\d{4}-\d{2}-\d{2}$/;
export const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'] as const;

export const PROGRESS_BAR = { minimum: 0.08, speed: 200, trickleRate: 0.02 } as const;
export const MENU_ANNOUNCE_DEBOUNCE_MS = 200;
export const CAPTCHA_FRAME_REMOVAL_DELAY_MS = 5000;

/** Password rule flags of spec §5 (bit values). */
export const PASSWORD_RULES = {
  minLength: 1,
  noRepeats: 2,
  noSequences: 4,
  noCommonWords: 8,
  upperCase: 16,
  number: 64,
  specialCharacter: 128,
  noPersonalDetails: 256,
  notPrevious: 512,
} as const;

export const ENQUIRY_COMMENTS_ROWS = 5;
export const UPLOAD_MAX_BYTES = 10 * 1024 * 1024;

/** True when a support number is one of the spec's placeholders meaning "no phone number". */
export function hasSupportNumber(value: string | number | null | undefined): boolean {
  if (value === null || value === undefined) return false;
  const text = String(value).trim().toLowerCase();
  return !(NO_PHONE_PLACEHOLDERS as readonly string[]).includes(text);
}
