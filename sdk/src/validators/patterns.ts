// The regular expressions behind the field-format rules (shell-spec §5, widgets-spec §5 "Field formats").

/** 11 digits: 1 then 3, 4, 5, 7 or 8: the strict check of the registration forms. */
export const MOBILE_STRICT = /^1[34578]\d{9}$/;
/** The looser helper the spec also names: 1 then 3-9. */
export const MOBILE_LOOSE = /^1[3-9]\d{9}$/;
/** Checked length is 4-18 although the message says 6-18: the spec records both, we keep both. */
export const USERNAME = /^\w{4,18}$/;
export const EMAIL =
  /^[A-Za-z0-9._%+-]+@[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?)*\.[A-Za-z]{2,}$/;
export const NATURAL_NUMBER = /^(?:0|[1-9]\d*)$/;
export const ENGLISH_LETTERS = /^[A-Za-z]+$/;
/** Optional area code (0 + 2-3 digits, optional hyphen), 7-8 digit number, optional extension. */
export const LANDLINE = /^(?:0\d{2,3}-?)?[1-9]\d{6,7}(?:-\d{1,6})?$/;
export const BANK_CARD = /^[1-9]\d{9,19}$/;
export const CERTIFICATE = /^[A-Za-z0-9]{1,50}$/;
/** QQ numbers never start with 0. */
export const QQ = /^[1-9]\d{4,11}$/;
export const HTTP_URL =
  /^https?:\/\/[A-Za-z0-9\u00a1-\uffff-]+(?:\.[A-Za-z0-9\u00a1-\uffff-]+)*(?::\d{1,5})?(?:[/?#]\S*)?$/i;
export const ALNUM_20 = /^[A-Za-z0-9]{1,20}$/;
export const CJK_LETTERS_SPACES_2_100 = /^[\u4e00-\u9fa5A-Za-z ]{2,100}$/;
export const DIGITS_AND_LINE_BREAKS = /^[\d\r\n]+$/;
/** 18-digit ID: region (first digit 1-9), birth date with year 18xx-20xx, sequence, check digit. */
export const ID_CARD_18 = /^[1-9]\d{5}(?:18|19|20)\d{2}(?:0[1-9]|1[0-2])(?:0[1-9]|[12]\d|3[01])\d{3}[\dXx]$/;
/** 15-digit ID of the first generation: region, YYMMDD in the 1900s, sequence. */
export const ID_CARD_15 = /^[1-9]\d{5}\d{2}(?:0[1-9]|1[0-2])(?:0[1-9]|[12]\d|3[01])\d{3}$/;
