import { defineMessages } from '../core';

/** Namespace "auth". */
export default defineMessages({
  en: { auth: {} },
  es: { auth: {} },
});
