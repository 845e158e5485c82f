import { defineMessages } from '../i18n/core';
/** The texts of version 1 (frozen), under their own namespace. Do not edit. */

export default defineMessages({
  en: {
    q: {
      adultAdoptionV1: {
        title: 'Adult Adoption',
        steps: {
          adopter: 'About you (adopting parent)',
          adoptee: 'The adult being adopted',
          relationship: 'Your relationship',
          additional: 'Additional information',
        },
        fields: {
          adopter: { label: 'Your contact information' },
          adopterMarried: { label: 'Are you married or in a registered domestic partnership?' },
          adopterSpouseName: { label: 'Your spouse’s or partner’s full name' },
          adopterSpouseConsents: {
            label: 'Does your spouse or partner consent to the adoption?',
            help: 'Their written consent is required.',
          },
          adopteeName: { label: 'Current full legal name of the adult being adopted' },
          adopteeBirthPlace: { label: 'Place of birth (city, state, country)' },
          adopteeMarried: { label: 'Is the adult being adopted married or in a registered domestic partnership?' },
          adopteeSpouseName: { label: 'Their spouse’s or partner’s full name', help: 'That person must also consent.' },
          nameChange: { label: 'Will the adult being adopted change their name?' },
          newName: { label: 'New full name after the adoption' },
          relationship: { label: 'How do you know each other?', help: 'For example: stepparent, raised them, mentor, relative.' },
          yearsKnown: { label: 'How many years have you known each other?' },
          reason: { label: 'Why do you want this adoption?', help: 'The court must find that the adoption is in both of your interests.' },
          birthParents: {
            label: 'The birth parents’ names and addresses, if known',
            help: 'The court may require that they are notified.',
          },
          previousAdoption: {
            label: 'Have you adopted another adult before?',
            help: 'A second adult adoption within a year needs a special showing.',
          },
        },
        errors: {
          adopteeOlder: 'The person adopting must be older than the adult being adopted.',
        },
        summary: { caseDetails: 'Adoption of {adoptee} by {adopter}' },
        submit: {
          successTitle: 'Adult Adoption Questionnaire Submitted',
          successText: 'Thank you. We will prepare the adoption agreement and request and contact you about the hearing.',
          errorTitle: 'Submission Error',
          errorText: 'There was an error submitting your questionnaire. Please try again.',
        },
      },
    },
  },
  es: {
    q: {
      adultAdoptionV1: {
        title: 'Adopción de un adulto',
        steps: {
          adopter: 'Sobre usted (quien adopta)',
          adoptee: 'El adulto que será adoptado',
          relationship: 'Su relación',
          additional: 'Información adicional',
        },
        fields: {
          adopter: { label: 'Sus datos de contacto' },
          adopterMarried: { label: '¿Está casado(a) o tiene una pareja de hecho registrada?' },
          adopterSpouseName: { label: 'Nombre completo de su cónyuge o pareja' },
          adopterSpouseConsents: {
            label: '¿Su cónyuge o pareja da su consentimiento para la adopción?',
            help: 'Se requiere su consentimiento por escrito.',
          },
          adopteeName: { label: 'Nombre legal completo actual del adulto que será adoptado' },
          adopteeBirthPlace: { label: 'Lugar de nacimiento (ciudad, estado, país)' },
          adopteeMarried: { label: '¿El adulto que será adoptado está casado o tiene una pareja de hecho registrada?' },
          adopteeSpouseName: { label: 'Nombre completo de su cónyuge o pareja', help: 'Esa persona también debe dar su consentimiento.' },
          nameChange: { label: '¿El adulto adoptado cambiará de nombre?' },
          newName: { label: 'Nuevo nombre completo después de la adopción' },
          relationship: { label: '¿Cómo se conocen?', help: 'Por ejemplo: padrastro o madrastra, lo crió, mentor, familiar.' },
          yearsKnown: { label: '¿Cuántos años hace que se conocen?' },
          reason: { label: '¿Por qué desea esta adopción?', help: 'La corte debe concluir que la adopción conviene a ambos.' },
          birthParents: {
            label: 'Nombres y direcciones de los padres biológicos, si los conoce',
            help: 'La corte puede exigir que se les notifique.',
          },
          previousAdoption: {
            label: '¿Ha adoptado antes a otro adulto?',
            help: 'Una segunda adopción de un adulto en menos de un año requiere una justificación especial.',
          },
        },
        errors: {
          adopteeOlder: 'La persona que adopta debe ser mayor que el adulto adoptado.',
        },
        summary: { caseDetails: 'Adopción de {adoptee} por {adopter}' },
        submit: {
          successTitle: 'Cuestionario de adopción de adulto enviado',
          successText: 'Gracias. Prepararemos el acuerdo y la solicitud de adopción y nos comunicaremos con usted sobre la audiencia.',
          errorTitle: 'Error al enviar',
          errorText: 'Hubo un error al enviar su cuestionario. Inténtelo de nuevo.',
        },
      },
    },
  },
});
