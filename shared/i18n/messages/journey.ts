import { defineMessages } from '../core';

/** Namespace "journey". */
export default defineMessages({
  en: { journey: {} },
  es: { journey: {} },
});
