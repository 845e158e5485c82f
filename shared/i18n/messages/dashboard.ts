import { defineMessages } from '../core';

/** Namespace "dashboard". */
export default defineMessages({
  en: { dashboard: {} },
  es: { dashboard: {} },
});
