import { defineMessages } from '../i18n/core';

/** Small claims, definition version 1 (small-claims.v1.ts): the labels its answers are shown with. */
export default defineMessages({
  en: {
    q: {
      smallClaimsV1: {
        title: 'Small Claims',
        steps: { you: 'About you', claim: 'Your claim', details: 'What happened' },
        fields: {
          claimAmount: { label: 'How much money are you asking for?' },
          defendantName: { label: 'Who are you suing?' },
          defendantAddress: { label: 'Their address' },
          incidentDate: { label: 'When did it happen?' },
          incidentDescription: { label: 'Describe what happened' },
          damages: { label: 'How did you calculate the amount?' },
          attempts: { label: 'How have you tried to resolve it?' },
          evidence: { label: 'What evidence do you have?' },
        },
        summary: { caseDetails: 'Claim against {defendant} for {amount} · {date}' },
        submit: {
          successTitle: 'Small Claims Questionnaire Submitted',
          successText: 'Thank you. We will prepare your claim and contact you about filing and service.',
          errorTitle: 'Submission Error',
          errorText: 'There was an error submitting your questionnaire. Please try again.',
        },
      },
    },
  },
  es: {
    q: {
      smallClaimsV1: {
        title: 'Reclamos menores',
        steps: { you: 'Sobre usted', claim: 'Su reclamo', details: 'Qué pasó' },
        fields: {
          claimAmount: { label: '¿Cuánto dinero reclama?' },
          defendantName: { label: '¿A quién demanda?' },
          defendantAddress: { label: 'Su dirección' },
          incidentDate: { label: '¿Cuándo ocurrió?' },
          incidentDescription: { label: 'Describa lo que pasó' },
          damages: { label: '¿Cómo calculó la cantidad?' },
          attempts: { label: '¿Cómo ha intentado resolverlo?' },
          evidence: { label: '¿Qué pruebas tiene?' },
        },
        summary: { caseDetails: 'Reclamo contra {defendant} por {amount} · {date}' },
        submit: {
          successTitle: 'Cuestionario de reclamos menores enviado',
          successText: 'Gracias. Prepararemos su reclamo y nos comunicaremos con usted sobre la presentación y la entrega.',
          errorTitle: 'Error al enviar',
          errorText: 'Hubo un error al enviar su cuestionario. Inténtelo de nuevo.',
        },
      },
    },
  },
});
