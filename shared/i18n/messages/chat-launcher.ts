import { defineMessages } from '../core';

/**
 * The chat launcher's words (namespace "chat", like ./chat.ts): the button every site page shows and the panel's title,
 * loaded with the shell. The panel's own copy (./chat.ts) loads with the panel when the chat is first opened.
 */
export default defineMessages({
  en: {
    chat: {
      open: 'Open the chat assistant',
      title: 'Chat Assistant',
      loading: 'Loading the chat…',
    },
  },
  es: {
    chat: {
      open: 'Abrir el asistente de chat',
      title: 'Asistente de chat',
      loading: 'Cargando el chat…',
    },
  },
});
