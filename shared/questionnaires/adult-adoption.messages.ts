import { defineMessages } from '../i18n/core';

export default defineMessages({
  en: {
    q: {
      adultAdoption: {
        title: 'Adult Adoption',
        steps: {
          adopter: 'About you (adopting parent)',
          adoptee: 'The adult being adopted',
          relationship: 'Your relationship',
          family: 'Family and earlier adoptions',
          additional: 'Additional information',
        },
        fields: {
          addressOrUnknown: { help: 'Street, city, state and ZIP code. Write “Unknown” if you do not know it.' },
          adopter: { label: 'Your contact information' },
          adopterBirthPlace: { label: 'Your place of birth (city, state, country)' },
          adopterMarried: { label: 'Are you married or in a registered domestic partnership?' },
          adopterSpouseName: { label: 'Your spouse’s or partner’s full name' },
          adopterSeparated: {
            label: 'Are you lawfully separated from your spouse or partner?',
            help: 'A married person who is not lawfully separated needs the spouse’s consent to adopt, if the spouse is capable of giving it (Family Code §9301).',
          },
          adopterSpouseConsents: {
            label: 'Does your spouse or partner consent to the adoption?',
            help: 'The consent is a signed document filed with the petition.',
          },
          adopteeName: { label: 'Current full legal name of the adult being adopted' },
          adopteeBirthPlace: { label: 'Place of birth (city, state, country)' },
          adopteeMarried: { label: 'Is the adult being adopted married or in a registered domestic partnership?' },
          adopteeSpouseName: { label: 'Their spouse’s or partner’s full name' },
          adopteeSeparated: {
            label: 'Are they lawfully separated from their spouse or partner?',
            help: 'A married person who is not lawfully separated needs the spouse’s consent to be adopted, if the spouse is capable of giving it (Family Code §9302).',
          },
          adopteeSpouseConsents: {
            label: 'Does their spouse or partner consent to the adoption?',
            help: 'The consent is a signed document filed with the petition.',
          },
          nameChange: { label: 'Will the adult being adopted change their name?' },
          newName: { label: 'New full name after the adoption' },
          county: {
            label: 'County where the petition is filed',
            help: 'The petition may be filed in the county where either of you lives (Family Code §9321(a)).',
          },
          relationship: {
            label: 'How do you know each other, and for how long?',
            help: 'The petition describes the length and nature of your relationship. For example: stepparent, raised them, mentor.',
          },
          yearsKnown: { label: 'How many years have you known each other?' },
          related: {
            label: 'Are you related to each other by blood or by marriage?',
            help: 'The petition states the degree of kinship, if any.',
          },
          kinship: { label: 'How are you related?', help: 'For example: stepson, nephew, granddaughter.' },
          reason: { label: 'Why do you want this adoption?', help: 'The reason the adoption is sought, in your own words.' },
          bestInterest: {
            label: 'Why is the adoption in the best interest of both of you and of the public?',
            help: 'The petition must include this statement (Family Code §9321(b)(4)). Write it in your own words.',
          },
          birthParents: {
            label: 'The adopted adult’s living birth parents',
            help: 'The petition lists the name and address of each living birth parent. Leave this empty if neither is living.',
            item: 'Birth parent {n}',
            add: 'Add a birth parent',
          },
          hasAdultChildren: { label: 'Does the adult being adopted have children who are adults?' },
          adultChildren: {
            label: 'Their adult children',
            item: 'Adult child {n}',
            add: 'Add an adult child',
          },
          previousAdoption: {
            label: 'Have you or your spouse or partner adopted another adult before?',
            help: 'The petition states any earlier adult adoption by the adopting parent or the adopting parent’s spouse (Family Code §9321(b)(6)).',
          },
          priorAdoptions: {
            label: 'Earlier adult adoptions',
            item: 'Earlier adoption {n}',
            add: 'Add an earlier adoption',
            adoptedBy: { label: 'Who adopted?', options: { me: 'I did', spouse: 'My spouse or partner' } },
            date: { label: 'Date of the adoption' },
            place: { label: 'Place of the adoption', help: 'The court (county and state) that approved it.' },
          },
          siblingOfPriorAdoptee: {
            label: 'Is the adult being adopted now a biological sibling of an adult adopted earlier?',
            help: 'Family Code §9303 limits adopting an unrelated adult within one year of an earlier adult adoption, except for a biological sibling of a person adopted earlier, a person with a disability, or when the court finds good cause.',
          },
          adopteeDisabled: {
            label: 'Does the adult being adopted now have a disability?',
            help: 'Asked for the exception of Family Code §9303(a).',
          },
          amendedBirthRecord: {
            label: 'Do you want a Report of Adoption (VS-44) for an amended birth certificate?',
            help: 'Optional. The report lets the California Department of Public Health issue an amended birth certificate for a person born in California.',
          },
        },
        errors: {
          adopteeOlder: 'The person adopting must be older than the adult being adopted.',
        },
        summary: { caseDetails: 'Adoption of {adoptee} by {adopter}' },
        submit: {
          successTitle: 'Adult Adoption Questionnaire Submitted',
          successText:
            'Thank you. We will prepare the adoption agreement, the petition and the consents, and contact you about the hearing.',
          errorTitle: 'Submission Error',
          errorText: 'There was an error submitting your questionnaire. Please try again.',
        },
      },
    },
  },
  es: {
    q: {
      adultAdoption: {
        title: 'Adopción de un adulto',
        steps: {
          adopter: 'Sobre usted (quien adopta)',
          adoptee: 'El adulto que será adoptado',
          relationship: 'Su relación',
          family: 'Familia y adopciones anteriores',
          additional: 'Información adicional',
        },
        fields: {
          addressOrUnknown: { help: 'Calle, ciudad, estado y código postal. Escriba “Desconocida” si no la sabe.' },
          adopter: { label: 'Sus datos de contacto' },
          adopterBirthPlace: { label: 'Su lugar de nacimiento (ciudad, estado, país)' },
          adopterMarried: { label: '¿Está casado(a) o tiene una pareja de hecho registrada?' },
          adopterSpouseName: { label: 'Nombre completo de su cónyuge o pareja' },
          adopterSeparated: {
            label: '¿Está legalmente separado(a) de su cónyuge o pareja?',
            help: 'Una persona casada que no está legalmente separada necesita el consentimiento de su cónyuge para adoptar, si el cónyuge puede darlo (Código de Familia §9301).',
          },
          adopterSpouseConsents: {
            label: '¿Su cónyuge o pareja da su consentimiento para la adopción?',
            help: 'El consentimiento es un documento firmado que se presenta con la petición.',
          },
          adopteeName: { label: 'Nombre legal completo actual del adulto que será adoptado' },
          adopteeBirthPlace: { label: 'Lugar de nacimiento (ciudad, estado, país)' },
          adopteeMarried: { label: '¿El adulto que será adoptado está casado o tiene una pareja de hecho registrada?' },
          adopteeSpouseName: { label: 'Nombre completo de su cónyuge o pareja' },
          adopteeSeparated: {
            label: '¿Está legalmente separado de su cónyuge o pareja?',
            help: 'Una persona casada que no está legalmente separada necesita el consentimiento de su cónyuge para ser adoptada, si el cónyuge puede darlo (Código de Familia §9302).',
          },
          adopteeSpouseConsents: {
            label: '¿Su cónyuge o pareja da su consentimiento para la adopción?',
            help: 'El consentimiento es un documento firmado que se presenta con la petición.',
          },
          nameChange: { label: '¿El adulto adoptado cambiará de nombre?' },
          newName: { label: 'Nuevo nombre completo después de la adopción' },
          county: {
            label: 'Condado donde se presenta la petición',
            help: 'La petición se puede presentar en el condado donde vive cualquiera de los dos (Código de Familia §9321(a)).',
          },
          relationship: {
            label: '¿Cómo se conocen y desde hace cuánto?',
            help: 'La petición describe la duración y la naturaleza de su relación. Por ejemplo: padrastro o madrastra, lo crió, mentor.',
          },
          yearsKnown: { label: '¿Cuántos años hace que se conocen?' },
          related: {
            label: '¿Son parientes por sangre o por matrimonio?',
            help: 'La petición indica el grado de parentesco, si lo hay.',
          },
          kinship: { label: '¿Qué parentesco tienen?', help: 'Por ejemplo: hijastro, sobrino, nieta.' },
          reason: { label: '¿Por qué desea esta adopción?', help: 'El motivo de la adopción, con sus propias palabras.' },
          bestInterest: {
            label: '¿Por qué la adopción conviene a los dos y al interés público?',
            help: 'La petición debe incluir esta declaración (Código de Familia §9321(b)(4)). Escríbala con sus propias palabras.',
          },
          birthParents: {
            label: 'Los padres biológicos vivos del adulto adoptado',
            help: 'La petición indica el nombre y la dirección de cada padre o madre biológico que esté vivo. Déjelo vacío si ninguno vive.',
            item: 'Padre o madre biológico {n}',
            add: 'Agregar un padre o madre biológico',
          },
          hasAdultChildren: { label: '¿El adulto que será adoptado tiene hijos mayores de edad?' },
          adultChildren: {
            label: 'Sus hijos mayores de edad',
            item: 'Hijo mayor de edad {n}',
            add: 'Agregar un hijo mayor de edad',
          },
          previousAdoption: {
            label: '¿Usted o su cónyuge o pareja han adoptado antes a otro adulto?',
            help: 'La petición indica cualquier adopción anterior de un adulto hecha por quien adopta o por su cónyuge (Código de Familia §9321(b)(6)).',
          },
          priorAdoptions: {
            label: 'Adopciones anteriores de adultos',
            item: 'Adopción anterior {n}',
            add: 'Agregar una adopción anterior',
            adoptedBy: { label: '¿Quién adoptó?', options: { me: 'Yo', spouse: 'Mi cónyuge o pareja' } },
            date: { label: 'Fecha de la adopción' },
            place: { label: 'Lugar de la adopción', help: 'La corte (condado y estado) que la aprobó.' },
          },
          siblingOfPriorAdoptee: {
            label: '¿El adulto que se adopta ahora es hermano biológico de un adulto adoptado antes?',
            help: 'El Código de Familia §9303 limita la adopción de un adulto no emparentado dentro del año siguiente a otra adopción de un adulto, salvo para un hermano biológico de una persona adoptada antes, una persona con discapacidad, o cuando la corte encuentra causa justificada.',
          },
          adopteeDisabled: {
            label: '¿El adulto que se adopta ahora tiene una discapacidad?',
            help: 'Se pregunta por la excepción del Código de Familia §9303(a).',
          },
          amendedBirthRecord: {
            label: '¿Desea un Informe de Adopción (VS-44) para obtener un acta de nacimiento modificada?',
            help: 'Es opcional. El informe permite que el Departamento de Salud Pública de California emita un acta de nacimiento modificada para una persona nacida en California.',
          },
        },
        errors: {
          adopteeOlder: 'La persona que adopta debe ser mayor que el adulto adoptado.',
        },
        summary: { caseDetails: 'Adopción de {adoptee} por {adopter}' },
        submit: {
          successTitle: 'Cuestionario de adopción de adulto enviado',
          successText:
            'Gracias. Prepararemos el acuerdo de adopción, la petición y los consentimientos, y nos comunicaremos con usted sobre la audiencia.',
          errorTitle: 'Error al enviar',
          errorText: 'Hubo un error al enviar su cuestionario. Inténtelo de nuevo.',
        },
      },
    },
  },
});
