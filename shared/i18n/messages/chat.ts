import { defineMessages } from '../core';

/** Namespace "chat". */
export default defineMessages({
  en: { chat: {} },
  es: { chat: {} },
});
