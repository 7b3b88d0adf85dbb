// Rule and match-type choices with their catalog labels, for whatever select a UI renders.
import { t, type MessageKey } from '../i18n/index.js';
import { SUPER_QUERY_RULES, type MatchType, type SuperQueryRule } from './super-query-types.js';

export interface Choice<V extends string> {
  value: V;
  label: string;
}

export function ruleChoices(): Choice<SuperQueryRule>[] {
  return SUPER_QUERY_RULES.map((rule) => ({
    value: rule,
    label: t(`superQuery.rule.${rule}` as MessageKey),
  }));
}

export function matchTypeChoices(): Choice<MatchType>[] {
  return [
    { value: 'and', label: t('superQuery.matchAnd') },
    { value: 'or', label: t('superQuery.matchOr') },
  ];
}
