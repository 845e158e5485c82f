import { defineMessages } from '../core';

/**
 * Namespace "chat": the floating chat assistant (spec §2, §9). Replies are chosen by keyword (shared/chat/assistant.ts);
 * a question asking for legal advice gets `replies.advice` first (B&P §6411(e)), with links to free help
 * and filled from the business profile: {phone} {email} {address} {hours} {county} {days} {rushMin} {rushMax}
 * {uncontested} {contested} {requestForOrder} {exParte} {restraining} {business} {singleTrust} {marriedTrust}
 * {notary} {processServer} {clients} {name}. Loaded with the panel (features/chat/ChatPanel.tsx) on the chat's first
 * opening; the launcher's own words are ./chat-launcher.ts, which the shell loads.
 */
export default defineMessages({
  en: {
    chat: {
      subtitle: 'Automatic answers about our services. Not legal advice.',
      close: 'Close the chat',
      log: 'Conversation',
      you: 'You',
      bot: 'Assistant',
      typing: 'The assistant is typing…',
      quickTitle: 'Quick questions',
      inputLabel: 'Your question',
      placeholder: 'Ask about services, prices, hours…',
      send: 'Send',
      greeting:
        'Hi! I’m the {name} assistant. Ask me about our services, prices, hours, location or what documents to bring. I can’t give legal advice.',
      links: {
        title: 'Links',
        selfHelp: 'Court self-help centers (free)',
        lawyerReferral: 'Lawyer referral service (LA County Bar Association)',
        call: 'Call {phone}',
        email: 'Email {email}',
        contact: 'Contact page and appointments',
        messages: 'Write to the office (your dashboard)',
        spanishSite: 'Sitio en español',
        services: 'Our services and prices',
        start: 'Start a questionnaire',
        external: '(opens in a new tab)',
      },
      quick: {
        services: 'What services do you offer?',
        contact: 'How do I contact you?',
        location: 'Where are you located?',
        documents: 'What documents do I need?',
        hours: 'What are your hours?',
      },
      replies: {
        advice:
          'We can’t advise you on that: we are not attorneys, and the law does not let us give legal advice or choose forms for you. The court’s free self-help center can help people without a lawyer, and the Los Angeles County Bar Association’s lawyer referral service can refer you to a lawyer (links below). What we can do: tell you about our services and prices, and prepare the forms you choose, at your direction.',
        spanish:
          'Yes. Everyone in our office speaks English and Spanish, and the website, the questionnaires and your documents are in both languages. Sí, hablamos español: use the “Español” button at the top of the page, or call us at {phone}.',
        person:
          'Of course. Call us at {phone} ({hours}), or email {email}. If you already have a case with us, you can write to the office from your case page in your dashboard, and we will answer there.',
        services:
          'We prepare legal documents for people representing themselves (divorce, custody and support, restraining orders, living trusts, wills, powers of attorney, probate, name changes, small claims (up to $12,500 for a person, $6,250 for a business) and more), notarize documents in person in our office or at your home, with evening and weekend appointments, and serve court papers anywhere in {county} County. Your first call about our services and prices is free.',
        contact:
          'Call us at {phone}, email {email}, or visit us at {address}. You can also book an appointment online on our Contact page.',
        hours:
          'Our office hours: {hours}. Notary appointments in the evening and on Saturdays are available by appointment. Call {phone} to book.',
        location:
          'Our office is at {address}, in East Los Angeles. We serve clients throughout {county} County, and many services can be done online.',
        documentsDivorce:
          'For a divorce, please gather: both spouses’ full names, addresses and dates of birth; the date of marriage and the date of separation; your children’s names and birth dates; a list of property and debts; proof of income (recent pay stubs and your last two tax returns); and any court papers or case number you already have. Preparing an uncontested divorce costs {uncontested}.',
        documentsEstate:
          'For a living trust, will or probate: a list of what you own (real estate deeds, bank and investment statements, life insurance, vehicles), the names and contact details of your beneficiaries and of the trustee or executor you want to name, and a photo ID. For probate, also the death certificate and the will, if there is one. A single person’s living trust is {singleTrust}; a married couple’s is {marriedTrust}.',
        documentsNotary:
          'For a notarization, bring a current government-issued photo ID (driver’s license, state ID or passport) for every signer and the complete document, unsigned. The fee is {notary} per notarized signature; travel fees may apply. Evening and weekend appointments are available. Our Notary Public is not an attorney and, therefore, cannot give legal advice about immigration or any other legal matters.',
        documentsGeneral:
          'It depends on your case. Usually you will need a photo ID, any court papers you have received (with the case number), and the names, addresses and dates involved. Tell me if it is about a divorce, a living trust or will, or a notarization and I will give you a checklist, or start a questionnaire: your answers are saved as you go.',
        cost: 'Some of our flat fees: small claims {smallClaims}; uncontested divorce {uncontested}; contested divorce {contested}; request for order {requestForOrder}; ex parte request for order {exParte}; restraining order {restraining}; single living trust {singleTrust}; married couple’s living trust {marriedTrust}; business entity {business}. Notary: {notary} per signature (travel fees may apply). Court fees are extra, and your first call about our services and prices is free.',
        processServing:
          'Our registered process server (#{processServer}) delivers summonses, petitions, restraining orders and subpoenas anywhere in {county} County and completes the proof of service for you. Call {phone} for a quote.',
        appointments:
          'You can book a free call about our services and prices or a notary appointment online on our Contact page, or call {phone}. Evening and weekend notary appointments are available, and Saturdays are by appointment.',
        default:
          'Sorry, I’m not sure I understood. I can answer questions about our services, prices, hours, location, the documents you need, notary and process serving. For anything else, call {phone} or email {email}. I can’t give legal advice.',
      },
    },
  },
  es: {
    chat: {
      subtitle: 'Respuestas automáticas sobre nuestros servicios. No es asesoría legal.',
      close: 'Cerrar el chat',
      log: 'Conversación',
      you: 'Usted',
      bot: 'Asistente',
      typing: 'El asistente está escribiendo…',
      quickTitle: 'Preguntas rápidas',
      inputLabel: 'Su pregunta',
      placeholder: 'Pregunte por servicios, precios, horario…',
      send: 'Enviar',
      greeting:
        '¡Hola! Soy el asistente de {name}. Pregúnteme por nuestros servicios, precios, horario, ubicación o qué documentos traer. No puedo dar asesoría legal.',
      links: {
        title: 'Enlaces',
        selfHelp: 'Centros de ayuda de la corte (gratuitos)',
        lawyerReferral: 'Servicio de referencia de abogados (Colegio de Abogados del Condado de LA)',
        call: 'Llamar al {phone}',
        email: 'Escribir a {email}',
        contact: 'Página de contacto y citas',
        messages: 'Escribirle a la oficina (su panel)',
        spanishSite: 'Sitio en español',
        services: 'Nuestros servicios y precios',
        start: 'Comenzar un cuestionario',
        external: '(se abre en otra pestaña)',
      },
      quick: {
        services: '¿Qué servicios ofrecen?',
        contact: '¿Cómo me comunico con ustedes?',
        location: '¿Dónde están ubicados?',
        documents: '¿Qué documentos necesito?',
        hours: '¿Cuál es su horario?',
      },
      replies: {
        advice:
          'No podemos aconsejarle sobre eso: no somos abogados, y la ley no nos permite dar asesoría legal ni elegir formularios por usted. El centro de ayuda gratuito de la corte ayuda a personas sin abogado, y el servicio de referencia de abogados del Colegio de Abogados del Condado de Los Ángeles puede recomendarle un abogado (enlaces abajo). Lo que sí podemos hacer: explicarle nuestros servicios y precios, y preparar los formularios que usted elija, bajo su dirección.',
        spanish:
          'Sí, hablamos español. Toda nuestra oficina habla español e inglés, y el sitio, los cuestionarios y sus documentos están en los dos idiomas. Use el botón «Español» arriba en la página, o llámenos al {phone}.',
        person:
          'Claro. Llámenos al {phone} ({hours}) o escriba a {email}. Si ya tiene un caso con nosotros, puede escribirle a la oficina desde la página de su caso en su panel, y le responderemos ahí.',
        services:
          'Preparamos documentos legales para personas que se representan a sí mismas (divorcio, custodia y manutención, órdenes de restricción, fideicomisos en vida, testamentos, poderes notariales, sucesiones, cambios de nombre, reclamos menores (hasta $12,500 para una persona, $6,250 para una empresa) y más), notarizamos documentos en persona en la oficina o a domicilio, con citas por la tarde y los fines de semana, y entregamos documentos judiciales en todo el condado de {county}. La primera llamada sobre nuestros servicios y precios es gratuita.',
        contact:
          'Llámenos al {phone}, escríbanos a {email} o visítenos en {address}. También puede hacer una cita en línea en nuestra página de contacto.',
        hours:
          'Nuestro horario de oficina: {hours}. Hay citas con el Notary Public por la tarde y los sábados, con cita previa. Llame al {phone} para reservar.',
        location:
          'Nuestra oficina está en {address}, en el Este de Los Ángeles. Atendemos a clientes en todo el condado de {county}, y muchos servicios se pueden hacer en línea.',
        documentsDivorce:
          'Para un divorcio, reúna: los nombres completos, direcciones y fechas de nacimiento de ambos cónyuges; la fecha del matrimonio y la de separación; los nombres y fechas de nacimiento de sus hijos; una lista de bienes y deudas; comprobantes de ingresos (talones de pago recientes y sus dos últimas declaraciones de impuestos); y cualquier documento judicial o número de caso que ya tenga. La preparación de un divorcio sin oposición cuesta {uncontested}.',
        documentsEstate:
          'Para un fideicomiso en vida, testamento o sucesión: una lista de lo que posee (escrituras, estados de cuenta bancarios y de inversiones, seguros de vida, vehículos), los nombres y datos de contacto de sus beneficiarios y del administrador del fideicomiso (trustee) o albacea que desea nombrar, y una identificación con foto. Para una sucesión, también el acta de defunción y el testamento, si lo hay. El fideicomiso en vida de una persona cuesta {singleTrust}; el de un matrimonio, {marriedTrust}.',
        documentsNotary:
          'Para una notarización, traiga una identificación oficial vigente con foto (licencia de conducir, identificación estatal o pasaporte) de cada firmante y el documento completo, sin firmar. La tarifa es de {notary} por firma notarizada; puede haber cargo por traslado. Hay citas por la tarde y los fines de semana. Nuestro Notary Public no es abogado y, por lo tanto, no puede dar asesoría legal sobre inmigración ni sobre ningún otro asunto legal (Our Notary Public is not an attorney and, therefore, cannot give legal advice about immigration or any other legal matters).',
        documentsGeneral:
          'Depende de su caso. Normalmente necesitará una identificación con foto, los documentos judiciales que haya recibido (con el número de caso) y los nombres, direcciones y fechas importantes. Dígame si se trata de un divorcio, un fideicomiso o testamento, o una notarización y le daré una lista, o comience un cuestionario: sus respuestas se guardan a medida que avanza.',
        cost: 'Algunas de nuestras tarifas fijas: reclamos menores {smallClaims}; divorcio sin oposición {uncontested}; divorcio con oposición {contested}; solicitud de orden {requestForOrder}; solicitud de orden de emergencia (ex parte) {exParte}; orden de restricción {restraining}; fideicomiso en vida de una persona {singleTrust}; fideicomiso en vida de un matrimonio {marriedTrust}; creación de empresa {business}. Notary Public: {notary} por firma (puede haber cargo por traslado). Las cuotas de la corte son aparte, y la primera llamada sobre nuestros servicios y precios es gratuita.',
        processServing:
          'Nuestra entregadora de documentos registrada (n.º {processServer}) entrega citatorios, peticiones, órdenes de restricción y citaciones en todo el condado de {county} y completa el comprobante de entrega por usted. Llame al {phone} para una cotización.',
        appointments:
          'Puede reservar en línea una llamada gratuita sobre nuestros servicios y precios o una cita con el Notary Public en nuestra página de contacto, o llamar al {phone}. Hay citas con el Notary Public por la tarde y los fines de semana, y los sábados son con cita previa.',
        default:
          'Perdón, no estoy seguro de haber entendido. Puedo responder preguntas sobre nuestros servicios, precios, horario, ubicación, los documentos que necesita, Notary Public y entrega de documentos. Para cualquier otra cosa, llame al {phone} o escriba a {email}. No puedo dar asesoría legal.',
      },
    },
  },
});
