import { defineMessages } from '../core';

/**
 * Namespace "filing": the case's court on the admin case page ("Court and case number", issue 25) — the courthouse
 * proposed from the answers and why, staff's choice, the case number the captions print — and its errors.
 */
export default defineMessages({
  en: {
    filing: {
      title: 'Court and case number',
      description: 'The court every caption of the court forms names, and the case number they print.',
      courthouse: 'Courthouse',
      address: 'Address',
      mailing: 'Mailing address',
      district: 'District',
      county: 'Superior Court of California, County of',
      why: 'Why this courthouse',
      chosenBy: 'Chosen by',
      chosenByValue: '{name}, {date}',
      fromAnswers: 'Proposed from the client’s answers',
      caseNumber: 'Case number',
      caseNumberHelp: 'The number the clerk assigned. Leave it empty until the case is filed.',
      caseNumberFromClient: 'Given by the client: {number}',
      noCaseNumber: 'None yet (the clerk assigns it at filing)',
      noCourthouse: 'None: staff must name the courthouse',
      edit: 'Change',
      save: 'Save',
      cancel: 'Cancel',
      saved: 'The court and case number were saved. The court forms now use them.',
      conflict: 'Someone else changed the court of this case while you were editing. The latest choice is shown; check it and try again.',
      loadFailed: 'The court of this case could not be loaded.',
      choose: 'Courthouse',
      chooseHelp: 'Check the court’s Filing Court Locator (by city or ZIP code) when the reason says so.',
      locator: 'Filing Court Locator (lacourt.org)',
      opensNewTab: 'Opens in a new tab',
      useProposal: 'As proposed: {name}',
      useProposalNone: 'As proposed (none)',
      option: '{name} — {city}',
      hears: {
        family: 'family law',
        probate: 'probate',
        smallClaims: 'small claims',
      },
      what: {
        client: 'the client',
        decedent: 'the decedent',
        placeOfDeath: 'the place of death',
        children: 'the children',
        guardian: 'the proposed guardian',
        conservatee: 'the proposed conservatee',
        petitioner: 'the petitioner',
        defendant: 'the defendant',
      },
      reasons: {
        sameCity: 'A courthouse hearing {kind} cases sits in {city}, where {what} lives.',
        probateCentral:
          'Probate matters (guardianships and conservatorships too) are filed at the Stanley Mosk Courthouse, except Antelope Valley cases ({what}: {city}).',
        antelopeValley:
          '{what} is in the Antelope Valley ({city}): the case belongs at the Michael D. Antonovich Antelope Valley Courthouse, whose address is not in our table. Choose the courthouse by hand.',
        centralDefault:
          'No courthouse in our table hearing {kind} cases is in {city} ({what}): the court’s main courthouse is proposed. Check the Filing Court Locator.',
        noPlace:
          'The answers name no city the filing rules look at: the court’s main courthouse is proposed. Check the Filing Court Locator.',
        otherCounty:
          'The answers name {county} County: our table is the Los Angeles Superior Court’s. The captions name {county} County only.',
        notFiled: 'Nothing of this service is filed in court.',
      },
      errors: {
        courthouse: 'Choose a courthouse from the list.',
        caseNumber: 'Enter the case number as the clerk wrote it: letters, digits, spaces and hyphens (up to 40).',
        otherCounty: 'The answers name another county: a Los Angeles courthouse cannot be chosen for this case.',
      },
    },
  },
  es: {
    filing: {
      title: 'Corte y número de caso',
      description: 'La corte que nombra cada encabezado de los formularios de la corte y el número de caso que imprimen.',
      courthouse: 'Juzgado',
      address: 'Dirección',
      mailing: 'Dirección postal',
      district: 'Distrito',
      county: 'Corte Superior de California, Condado de',
      why: 'Por qué este juzgado',
      chosenBy: 'Elegido por',
      chosenByValue: '{name}, {date}',
      fromAnswers: 'Propuesto según las respuestas del cliente',
      caseNumber: 'Número de caso',
      caseNumberHelp: 'El número que asignó el secretario. Déjelo vacío hasta que se presente el caso.',
      caseNumberFromClient: 'Dado por el cliente: {number}',
      noCaseNumber: 'Ninguno todavía (el secretario lo asigna al presentar)',
      noCourthouse: 'Ninguno: el personal debe indicar el juzgado',
      edit: 'Cambiar',
      save: 'Guardar',
      cancel: 'Cancelar',
      saved: 'Se guardaron la corte y el número de caso. Los formularios de la corte ya los usan.',
      conflict:
        'Otra persona cambió la corte de este caso mientras usted editaba. Se muestra la elección más reciente; revísela e intente de nuevo.',
      loadFailed: 'No se pudo cargar la corte de este caso.',
      choose: 'Juzgado',
      chooseHelp: 'Consulte el localizador de juzgados de la corte (por ciudad o código postal) cuando el motivo lo indique.',
      locator: 'Localizador de juzgados (lacourt.org, en inglés)',
      opensNewTab: 'Se abre en una pestaña nueva',
      useProposal: 'Según la propuesta: {name}',
      useProposalNone: 'Según la propuesta (ninguno)',
      option: '{name} — {city}',
      hears: {
        family: 'derecho de familia',
        probate: 'sucesiones',
        smallClaims: 'reclamos menores',
      },
      what: {
        client: 'el cliente',
        decedent: 'la persona fallecida',
        placeOfDeath: 'el lugar del fallecimiento',
        children: 'los niños',
        guardian: 'el tutor propuesto',
        conservatee: 'la persona bajo curatela propuesta',
        petitioner: 'el peticionario',
        defendant: 'el demandado',
      },
      reasons: {
        sameCity: 'En {city}, donde vive {what}, hay un juzgado que atiende casos de {kind}.',
        probateCentral:
          'Los asuntos de sucesiones (también tutelas y curatelas) se presentan en el juzgado Stanley Mosk, salvo los casos de Antelope Valley ({what}: {city}).',
        antelopeValley:
          '{what} está en Antelope Valley ({city}): el caso corresponde al juzgado Michael D. Antonovich de Antelope Valley, cuya dirección no está en nuestra tabla. Elija el juzgado a mano.',
        centralDefault:
          'Ningún juzgado de nuestra tabla que atienda casos de {kind} está en {city} ({what}): se propone el juzgado principal de la corte. Consulte el localizador de juzgados.',
        noPlace:
          'Las respuestas no indican la ciudad que miran las reglas de presentación: se propone el juzgado principal de la corte. Consulte el localizador de juzgados.',
        otherCounty:
          'Las respuestas indican el condado de {county}: nuestra tabla es la de la Corte Superior de Los Ángeles. Los encabezados nombran solo el condado de {county}.',
        notFiled: 'Nada de este servicio se presenta en la corte.',
      },
      errors: {
        courthouse: 'Elija un juzgado de la lista.',
        caseNumber: 'Escriba el número de caso como lo escribió el secretario: letras, números, espacios y guiones (hasta 40).',
        otherCounty: 'Las respuestas indican otro condado: no se puede elegir un juzgado de Los Ángeles para este caso.',
      },
    },
  },
});
