import { defineMessages } from '../core';

/**
 * Namespace "journey", the part the questionnaire hub (a public page) needs: the journey's steps and the hub itself.
 * Kept apart from journey.ts so the hub's first load carries only these (issue 19's first-load budget); the
 * signed-in journey pages register both (messages/account.ts).
 */
export default defineMessages({
  en: {
    journey: {
      steps: {
        label: 'Your progress',
        choose: 'Choose a service',
        notice: 'Notice',
        forms: 'Your forms',
        agreement: 'Agreement',
        payment: 'Payment',
        questionnaire: 'Questionnaire',
        done: 'Done',
        current: 'current step',
        completed: 'completed',
      },
      hub: {
        title: 'Choose your questionnaire',
        intro:
          'Pick the court paperwork you need. Next you read and sign our Notice to Consumer, read and accept our agreement, choose how to pay, and answer the questionnaire online. Your answers are saved as you go.',
        account: 'You will need a free account to continue.',
        fee: 'Fee',
        forms: 'Court forms',
        start: 'Start',
      },
    },
  },
  es: {
    journey: {
      steps: {
        label: 'Su progreso',
        choose: 'Elegir un servicio',
        notice: 'Aviso',
        forms: 'Sus formularios',
        agreement: 'Contrato',
        payment: 'Pago',
        questionnaire: 'Cuestionario',
        done: 'Listo',
        current: 'paso actual',
        completed: 'completado',
      },
      hub: {
        title: 'Elija su cuestionario',
        intro:
          'Elija los documentos de la corte que necesita. Después leerá y firmará nuestro Aviso al Consumidor, leerá y aceptará nuestro contrato, elegirá cómo pagar y responderá el cuestionario en línea. Sus respuestas se guardan mientras avanza.',
        account: 'Necesitará una cuenta gratuita para continuar.',
        fee: 'Tarifa',
        forms: 'Formularios de la corte',
        start: 'Comenzar',
      },
    },
  },
});
