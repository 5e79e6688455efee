import type { Locale } from '@travel/contracts/platform/locales';
import type { trainCandidateSchema } from '@travel/contracts/policy/control';
import { TRAIN_SEAT_CLASSES, UNRESTRICTED_TRAIN_STANDARD, type TrainSeatClass } from '@travel/contracts/policy/enums';
import type { TrainStandard } from '@travel/contracts/policy/standards';
import type { z } from 'zod';
import { t } from '../../../platform/i18n';
import { joinList, type RuleHit } from './violation';

type TrainCandidate = z.output<typeof trainCandidateSchema>;

export const seatClassName = (locale: Locale, seatClass: TrainSeatClass) => t(locale, `policy.seatClass.${seatClass}`);

/** The seat class with the given grade that reads best as a limit (the first of the table with that grade). */
function seatClassOfGrade(grade: number): TrainSeatClass | undefined {
  return (Object.keys(TRAIN_SEAT_CLASSES) as TrainSeatClass[]).find((c) => TRAIN_SEAT_CLASSES[c] === grade);
}

/**
 * Train: the seat class must be one the standard allows, and its grade (1 business … 8 no seat) may not be more
 * comfortable than the highest standard; '999' leaves the grade unrestricted.
 */
export function judgeTrain(standard: TrainStandard | undefined, candidate: TrainCandidate, locale: Locale): RuleHit[] {
  if (!standard) return [];
  const hits: RuleHit[] = [];
  const actual = seatClassName(locale, candidate.seatClass);
  if (!standard.allowedSeatClasses.includes(candidate.seatClass)) {
    hits.push({
      rule: 'TRAIN_SEAT_CLASS',
      ruleType: 'SEAT_CLASS',
      handleTypes: standard.handleTypes,
      limit: joinList(
        locale,
        standard.allowedSeatClasses.map((c) => seatClassName(locale, c)),
      ),
      actual,
    });
  }
  if (standard.highestStandard !== UNRESTRICTED_TRAIN_STANDARD) {
    const highest = Number(standard.highestStandard);
    if (TRAIN_SEAT_CLASSES[candidate.seatClass] < highest) {
      const limitClass = seatClassOfGrade(highest);
      hits.push({
        rule: 'TRAIN_HIGHEST_STANDARD',
        ruleType: 'HIGHEST_STANDARD',
        handleTypes: standard.handleTypes,
        limit: limitClass ? seatClassName(locale, limitClass) : standard.highestStandard,
        actual,
      });
    }
  }
  return hits;
}
