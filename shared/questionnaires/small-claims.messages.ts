import { defineMessages } from '../i18n/core';

export default defineMessages({
  en: {
    q: {
      smallClaims: {
        title: 'Small Claims',
        steps: { you: 'About you', claim: 'Your claim', details: 'What happened' },
        fields: {
          claimAmount: { label: 'How much money are you asking for?', help: 'Small claims court handles claims of up to $10,000.' },
          defendantName: { label: 'Who are you suing?', help: 'The full name of the person, or the exact name of the business.' },
          defendantAddress: { label: 'Their address', help: 'Where they can be served with the court papers.' },
          incidentDate: { label: 'When did it happen?', help: 'The date of the event, or when the payment was due.' },
          incidentDescription: { label: 'Describe what happened', help: 'Who, what, where and when, in your own words.' },
          damages: { label: 'How did you calculate the amount?', help: 'List each cost: repairs, unpaid rent, deposit, and so on.' },
          attempts: {
            label: 'How have you tried to resolve it?',
            help: 'You must ask the defendant to pay before you file. Tell us when and how you asked.',
          },
          evidence: { label: 'What evidence do you have?', help: 'Contracts, receipts, photos, messages, witnesses.' },
        },
        errors: {
          claimAmountMax: 'Small claims court only handles claims of up to $10,000. Enter $10,000 or less, or ask us about other options.',
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
      smallClaims: {
        title: 'Reclamos menores',
        steps: { you: 'Sobre usted', claim: 'Su reclamo', details: 'Qué pasó' },
        fields: {
          claimAmount: { label: '¿Cuánto dinero reclama?', help: 'La corte de reclamos menores atiende reclamos de hasta $10,000.' },
          defendantName: { label: '¿A quién demanda?', help: 'El nombre completo de la persona o el nombre exacto del negocio.' },
          defendantAddress: { label: 'Su dirección', help: 'Donde se le pueden entregar los documentos de la corte.' },
          incidentDate: { label: '¿Cuándo ocurrió?', help: 'La fecha del hecho, o cuándo vencía el pago.' },
          incidentDescription: { label: 'Describa lo que pasó', help: 'Quién, qué, dónde y cuándo, con sus propias palabras.' },
          damages: { label: '¿Cómo calculó la cantidad?', help: 'Enumere cada costo: reparaciones, renta no pagada, depósito, etc.' },
          attempts: {
            label: '¿Cómo ha intentado resolverlo?',
            help: 'Debe pedirle al demandado que pague antes de presentar el reclamo. Díganos cuándo y cómo se lo pidió.',
          },
          evidence: { label: '¿Qué pruebas tiene?', help: 'Contratos, recibos, fotos, mensajes, testigos.' },
        },
        errors: {
          claimAmountMax:
            'La corte de reclamos menores solo atiende reclamos de hasta $10,000. Escriba $10,000 o menos, o pregúntenos por otras opciones.',
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
