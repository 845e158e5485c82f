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
        forms: 'Forms and documents',
        whenNeeded: 'Depending on your answers: {list}',
        documents: {
          Asset_and_small_estate_summary: 'Asset and small-estate summary',
          Statutory_Form_Power_of_Attorney_Prob_Code_4401: 'Statutory Form Power of Attorney (Prob. Code §4401)',
          Advance_Health_Care_Directive_Prob_Code_4701: 'Advance Health Care Directive (Prob. Code §4701)',
          Domestic_relations_order: 'Domestic relations order (one per retirement plan)',
          Adoption_agreement_Fam_Code_9320: 'Adoption agreement (Fam. Code §9320)',
          Petition_for_approval_of_adoption_agreement_Fam_Code_9321: 'Petition for approval of the adoption agreement (Fam. Code §9321)',
          Consent_of_spouse_of_adopting_parent_Fam_Code_9301: 'Consent of the adopting parent’s spouse (Fam. Code §9301)',
          Consent_of_spouse_of_adoptee_Fam_Code_9302: 'Consent of the adoptee’s spouse (Fam. Code §9302)',
          Order_of_adoption: 'Order of adoption',
          Fictitious_Business_Name_Statement: 'Fictitious Business Name Statement',
          CDTFA_seller_s_permit: 'CDTFA seller’s permit',
        },
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
        forms: 'Formularios y documentos',
        whenNeeded: 'Según sus respuestas: {list}',
        documents: {
          Asset_and_small_estate_summary: 'Resumen de bienes y de patrimonio pequeño',
          Statutory_Form_Power_of_Attorney_Prob_Code_4401: 'Poder notarial en el formulario de la ley (Código de Sucesiones §4401)',
          Advance_Health_Care_Directive_Prob_Code_4701: 'Directiva anticipada de atención médica (Código de Sucesiones §4701)',
          Domestic_relations_order: 'Orden de relaciones domésticas (una por plan de jubilación)',
          Adoption_agreement_Fam_Code_9320: 'Acuerdo de adopción (Código de Familia §9320)',
          Petition_for_approval_of_adoption_agreement_Fam_Code_9321:
            'Petición de aprobación del acuerdo de adopción (Código de Familia §9321)',
          Consent_of_spouse_of_adopting_parent_Fam_Code_9301: 'Consentimiento del cónyuge de quien adopta (Código de Familia §9301)',
          Consent_of_spouse_of_adoptee_Fam_Code_9302: 'Consentimiento del cónyuge del adoptado (Código de Familia §9302)',
          Order_of_adoption: 'Orden de adopción',
          Fictitious_Business_Name_Statement: 'Declaración de nombre comercial ficticio',
          CDTFA_seller_s_permit: 'Permiso de vendedor del CDTFA',
        },
        start: 'Comenzar',
      },
    },
  },
});
