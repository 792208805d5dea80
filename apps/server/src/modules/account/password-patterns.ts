import { ZxcvbnFactory, type Match } from '@zxcvbn-ts/core';
import * as zxcvbnCommon from '@zxcvbn-ts/language-common';
import * as zxcvbnEn from '@zxcvbn-ts/language-en';

/** Thresholds for the pattern rules, chosen so the spec's examples fail and ordinary strong passwords pass. */
const MIN_SINGLE_CHAR_REPEAT = 3; // 'aaa'
const MIN_REPEAT = 4; // 'abab', '1111'
const MIN_SEQUENCE = 4; // '1234', 'zyxw', '2468'
const MIN_WORD = 4;
/** Ranks within zxcvbn's lists below which a word counts as "commonly used". */
const COMMON_PASSWORD_RANK = 10_000;
const COMMON_ENGLISH_RANK = 1_000;
/**
 * zxcvbn's matching grows steeply with length and with l33t substitutions (a 1,024-character password
 * took over a minute); past these bounds a password is long enough that its tail does not matter.
 */
const ANALYSED_LENGTH = 64;
const L33T_MAX_SUBSTITUTIONS = 10;

interface Matching {
  match(password: string): Match[];
}

let matching: Matching | undefined;

/**
 * Every match zxcvbn finds, not only the cheapest split that `check()` reports: there '1234' is
 * a dictionary word, so its sequence would go unnoticed. The dictionaries are built once, on first use.
 */
function allMatches(password: string): Match[] {
  if (!matching) {
    const factory = new ZxcvbnFactory({
      dictionary: { ...zxcvbnCommon.dictionary, ...zxcvbnEn.dictionary },
      graphs: zxcvbnCommon.adjacencyGraphs,
      translations: zxcvbnEn.translations,
      l33tMaxSubstitutions: L33T_MAX_SUBSTITUTIONS,
    });
    matching = (factory as unknown as { matching: Matching }).matching;
  }
  return matching.match(password.slice(0, ANALYSED_LENGTH));
}

const isRepeat = (m: Match) => m.pattern === 'repeat' && m.token.length >= ([...String(m.baseToken)].length === 1 ? MIN_SINGLE_CHAR_REPEAT : MIN_REPEAT);

const isSequence = (m: Match) => m.pattern === 'sequence' && m.token.length >= MIN_SEQUENCE;

const isCommonWord = (m: Match) =>
  m.pattern === 'dictionary' &&
  !m.reversed &&
  m.token.length >= MIN_WORD &&
  ((m.dictionaryName === 'passwords-common' && m.rank <= COMMON_PASSWORD_RANK) || (m.dictionaryName === 'commonWords-en' && m.rank <= COMMON_ENGLISH_RANK));

export interface PatternFindings {
  repeats: boolean;
  sequences: boolean;
  commonWords: boolean;
}

export function findPatterns(password: string): PatternFindings {
  if (!password) return { repeats: false, sequences: false, commonWords: false };
  const matches = allMatches(password);
  return { repeats: matches.some(isRepeat), sequences: matches.some(isSequence), commonWords: matches.some(isCommonWord) };
}

export interface PersonalDetails {
  firstName: string;
  surname: string;
  email: string;
  /** YYYY-MM-DD */
  dateOfBirth: string | null;
}

/** Names of three letters or more, the e-mail's local part and its pieces, and the birth date in common spellings. */
export function personalFragments(person: PersonalDetails): string[] {
  const local = person.email.split('@')[0]?.toLowerCase() ?? '';
  const words = [person.firstName, person.surname, local, ...local.split(/[._+-]+/)].map((w) => w.trim().toLowerCase());
  const fragments = words.filter((w) => w.length >= 3);
  const [year, month, day] = (person.dateOfBirth ?? '').split('-');
  if (year && month && day)
    fragments.push(year, `${day}${month}${year}`, `${day}${month}${year.slice(2)}`, `${year}${month}${day}`, `${month}${day}${year.slice(2)}`);
  return [...new Set(fragments)];
}

export const containsPersonalDetails = (password: string, person: PersonalDetails) => {
  const lower = password.toLowerCase();
  return personalFragments(person).some((fragment) => lower.includes(fragment));
};
