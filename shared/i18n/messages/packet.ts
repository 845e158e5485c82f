import { defineMessages } from '../core';

/**
 * Namespace "packet": the court-forms packet staff download (functions/lib/packet: cover sheet, preparer's worksheets)
 * and its status in the admin console. Item labels quote the forms and stay in English; so do the forms themselves.
 */
export default defineMessages({
  en: {
    packet: {
      title: 'Court forms packet',
      forStaff: 'For staff review before filing. Not for filing as it is.',
      client: 'Client',
      service: 'Service',
      submissionId: 'Submission ID',
      submitted: 'Submitted',
      generated: 'Generated',
      definitionVersion: 'Questionnaire version',
      versionValue: '{version} (current: {current})',
      contents: 'Contents',
      lda: {
        heading: 'Legal document assistant (Bus. & Prof. Code §6408)',
        required:
          'Section 6408 requires these details on every paper we prepare, not only where a form has a place for them: put them on each page we prepare (our stamp or footer).',
        name: 'Name',
        address: 'Address',
        phone: 'Telephone',
        registration: 'Registration No.',
        county: 'County of registration',
        expires: 'Expires',
      },
      output: {
        pdf: 'Official form, {revision}',
        worksheet: 'Preparer’s worksheet (no verified fillable copy: {reason})',
        pending: 'Map pending: the answers in questionnaire order',
        generated: 'Generated document to sign and file, written under {statutes}',
      },
      counts: 'In this packet — official forms filled: {filled}; documents generated: {generated}; worksheets: {worksheets}.',
      filled: '{filled} of {fields} fields filled from the answers',
      attachments: 'Attachment pages (MC-025): {pages}',
      staffItems: 'To complete by staff',
      askItems: 'To ask the client',
      courtItems: 'Left for the court: {count} items',
      nothingLeft: 'Nothing left for staff.',
      item: 'Item {item}',
      translation: {
        heading: 'Translation pending — do not file yet',
        intro: 'These places still print the client’s Spanish: approve their English on the translation desk, then print the packet again.',
        answers: '{count} answers',
      },
      notes: {
        olderVersion:
          'Submitted under questionnaire version {version} (current: {current}). The answers were carried to the current version; questions added since are listed for staff.',
        olderVersionWorksheets:
          'Submitted under questionnaire version {version}, whose answers cannot be carried to the current forms: each form is a worksheet of the answers as given.',
        spanish:
          'The client answered in Spanish. Court papers must be in English (Code Civ. Proc. §185): translate the free-text answers, then read the English text back to the client in Spanish before they sign, and note who translated it.',
        spanishApproved:
          'The client answered in Spanish. The forms carry the English staff approved on the translation desk (Code Civ. Proc. §185), which records who approved each item; read the English text back to the client in Spanish before they sign. The client’s own words stay in the case file and the answers PDF.',
        approximated:
          'Some characters are outside the form’s fonts and were written as the closest letter: check the names against the answers.',
        unprintable:
          'Item {item}: characters no font of the packet can print ({chars}) were left out of the form. Check the answer and write them by hand if they are part of a name.',
        shrunk: '{count} fields were written smaller than the form’s size so that they fit.',
        attachments:
          '{pages} attachment page(s) (MC-025) follow this form: text too long for its field, or more items than the form has rows.',
        continuedOn: '{count} more item(s) of item {item} continue on {form}.',
        copies: 'This form is filed once per person: {count} copies follow, each filled for one of them.',
        pendingMap: 'This form’s map is not written yet: prepare the form from the answers that follow.',
        worksheet: 'Type these answers onto the official {form}.',
        notApplicable:
          'Not in this packet: the answers do not call for it. Prepare a form only if the client selected it (their selection is on the case).',
        statuteUnverified:
          'The statutory text of this form comes from published copies that agree word for word, not from the chaptered statute (the online code omits the form): have it compared once with Statutes of 2011, chapter 113, before the first signing.',
        noSpanishText:
          'The client answered in Spanish, but this statutory form exists only in English: no official Spanish version is published, so none is included.',
        draftForPreapproval:
          'A draft for the plan administrator’s pre-approval: send it to the plan before anyone signs it; where the plan has its own model order, that form controls.',
        filedOnline:
          'A typed copy of the form’s items (no current blank is held): the agency takes this filing online, so enter these answers there.',
        draftedWording:
          'Some sentences state the client’s choices in plain words (successor agents, express powers, a restriction, the order’s provisions): the client reads and confirms them before signing.',
        generatorFailed: 'This document could not be generated: the worksheet lists its items instead.',
      },
      worksheet: {
        title: 'Preparer’s worksheet — {form}',
        notForFiling: 'Worksheet for staff. Not a court form: do not file it.',
        item: 'Item',
        question: 'On the form',
        answer: 'Answer',
        ask: 'Ask the client',
        staff: 'Staff complete',
        court: 'The court completes',
        none: 'None',
        pendingIntro: 'The answers, in the questionnaire’s order:',
      },
      attachment: {
        heading: 'Attachment {item} — {form}, item {item}: {label}',
      },
      page: 'Page {n} of {total}',
      pagesOthers: 'the packet attached {count} page(s) to this form; add {others} and write the total',
      unprintable: {
        heading: 'Characters left out',
        note: 'No font of the packet can print these characters (emoji, other scripts), so they are not on the forms: nothing was replaced by another letter. Check each answer with the client.',
        client: 'Client’s name: {chars}',
        line: '{form}, item {item} ({label}): {chars}',
      },
    },
  },
  es: {
    packet: {
      title: 'Paquete de formularios de la corte',
      forStaff: 'Para revisión del personal antes de presentarlo. No se presenta tal como está.',
      client: 'Cliente',
      service: 'Servicio',
      submissionId: 'N.º de envío',
      submitted: 'Enviado',
      generated: 'Generado',
      definitionVersion: 'Versión del cuestionario',
      versionValue: '{version} (actual: {current})',
      contents: 'Contenido',
      lda: {
        heading: 'Asistente de documentos legales (Código de Negocios y Profesiones §6408)',
        required:
          'La sección 6408 exige estos datos en todos los documentos que preparamos, no solo donde un formulario tiene lugar para ellos: póngalos en cada página que preparemos (nuestro sello o pie de página).',
        name: 'Nombre',
        address: 'Dirección',
        phone: 'Teléfono',
        registration: 'N.º de registro',
        county: 'Condado de registro',
        expires: 'Vence',
      },
      output: {
        pdf: 'Formulario oficial, {revision}',
        worksheet: 'Hoja de trabajo del preparador (sin copia rellenable verificada: {reason})',
        pending: 'Mapa pendiente: las respuestas en el orden del cuestionario',
        generated: 'Documento generado para firmar y presentar, redactado según {statutes}',
      },
      counts:
        'En este paquete — formularios oficiales llenados: {filled}; documentos generados: {generated}; hojas de trabajo: {worksheets}.',
      filled: '{filled} de {fields} campos llenados con las respuestas',
      attachments: 'Páginas de anexo (MC-025): {pages}',
      staffItems: 'Para completar por el personal',
      askItems: 'Para preguntar al cliente',
      courtItems: 'Quedan para la corte: {count} puntos',
      nothingLeft: 'No queda nada para el personal.',
      item: 'Punto {item}',
      translation: {
        heading: 'Traducción pendiente: no presentar todavía',
        intro:
          'Estos lugares todavía llevan el español del cliente: apruebe su inglés en el escritorio de traducción y vuelva a imprimir el paquete.',
        answers: '{count} respuestas',
      },
      notes: {
        olderVersion:
          'Enviado con la versión {version} del cuestionario (actual: {current}). Las respuestas se pasaron a la versión actual; las preguntas agregadas desde entonces quedan para el personal.',
        olderVersionWorksheets:
          'Enviado con la versión {version} del cuestionario, cuyas respuestas no se pueden pasar a los formularios actuales: cada formulario es una hoja de trabajo con las respuestas tal como se dieron.',
        spanish:
          'El cliente respondió en español. Los documentos de la corte deben estar en inglés (Código de Procedimiento Civil §185): traduzca las respuestas de texto libre, léale al cliente en español el texto en inglés antes de que firme y anote quién lo tradujo.',
        spanishApproved:
          'El cliente respondió en español. Los formularios llevan el inglés que el personal aprobó en el escritorio de traducción (Código de Procedimiento Civil §185), que registra quién aprobó cada punto; léale al cliente en español el texto en inglés antes de que firme. Las palabras del cliente quedan en el expediente y en el PDF de respuestas.',
        approximated:
          'Algunos caracteres no están en las fuentes del formulario y se escribieron con la letra más parecida: compare los nombres con las respuestas.',
        unprintable:
          'Punto {item}: se omitieron del formulario caracteres que ninguna fuente del paquete puede imprimir ({chars}). Revise la respuesta y escríbalos a mano si forman parte de un nombre.',
        shrunk: '{count} campos se escribieron en un tamaño menor que el del formulario para que quepan.',
        attachments:
          'Después de este formulario siguen {pages} página(s) de anexo (MC-025): texto demasiado largo para su campo, o más elementos que las filas del formulario.',
        continuedOn: '{count} elemento(s) más del punto {item} continúan en {form}.',
        copies: 'Este formulario se presenta una vez por persona: siguen {count} copias, cada una llenada para una de ellas.',
        pendingMap: 'El mapa de este formulario aún no está escrito: prepare el formulario con las respuestas que siguen.',
        worksheet: 'Pase estas respuestas al formulario oficial {form}.',
        notApplicable:
          'No está en este paquete: las respuestas no lo requieren. Prepare un formulario solo si el cliente lo eligió (su selección está en el caso).',
        statuteUnverified:
          'El texto legal de este formulario proviene de copias publicadas que coinciden palabra por palabra, no de la ley promulgada (el código en línea omite el formulario): hágalo comparar una vez con Statutes of 2011, capítulo 113, antes de la primera firma.',
        noSpanishText:
          'El cliente respondió en español, pero este formulario legal existe solo en inglés: no se publica una versión oficial en español, así que no se incluye.',
        draftForPreapproval:
          'Un borrador para la aprobación previa del administrador del plan: envíelo al plan antes de que alguien lo firme; si el plan tiene su propio modelo de orden, ese formato prevalece.',
        filedOnline:
          'Una copia mecanografiada de los puntos del formulario (no se tiene un formulario en blanco vigente): la agencia recibe este trámite en línea; anote allí estas respuestas.',
        draftedWording:
          'Algunas frases expresan las decisiones del cliente con palabras sencillas (apoderados sucesores, facultades expresas, una restricción, las disposiciones de la orden): el cliente las lee y confirma antes de firmar.',
        generatorFailed: 'No se pudo generar este documento: la hoja de trabajo enumera sus puntos en su lugar.',
      },
      worksheet: {
        title: 'Hoja de trabajo del preparador — {form}',
        notForFiling: 'Hoja de trabajo para el personal. No es un formulario de la corte: no la presente.',
        item: 'Punto',
        question: 'En el formulario',
        answer: 'Respuesta',
        ask: 'Preguntar al cliente',
        staff: 'Lo completa el personal',
        court: 'Lo completa la corte',
        none: 'Ninguno',
        pendingIntro: 'Las respuestas, en el orden del cuestionario:',
      },
      attachment: {
        heading: 'Attachment {item} — {form}, item {item}: {label}',
      },
      page: 'Página {n} de {total}',
      pagesOthers: 'el paquete adjuntó {count} página(s) a este formulario; sume {others} y escriba el total',
      unprintable: {
        heading: 'Caracteres omitidos',
        note: 'Ninguna fuente del paquete puede imprimir estos caracteres (emojis, otras escrituras), así que no están en los formularios: no se reemplazó ninguno por otra letra. Revise cada respuesta con el cliente.',
        client: 'Nombre del cliente: {chars}',
        line: '{form}, punto {item} ({label}): {chars}',
      },
    },
  },
});
