/** The rules, in order (the first that takes a page wins; lib/rules/match.ts). Version 1: no migrations yet. */
import { storage } from 'wxt/utils/storage';
import type { Rule } from '../rules/types';

export const rulesItem = storage.defineItem<Rule[]>('local:rules', {
  fallback: [],
  version: 1,
});
