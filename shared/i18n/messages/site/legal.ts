import { defineMessages } from '../../core';

/**
 * Namespace "site": the privacy policy (/privacy-policy) and the terms (/terms), registered by PolicyPage.
 * Long texts: a blank line ("\n\n") separates paragraphs.
 * Facts (phone, prices, hours, registration numbers) come from shared/business.ts through {placeholders}.
 */
export default defineMessages({
  en: {
    site: {
      policy: {
        updated: 'Last updated: {date}',
        contents: 'Contents',
      },
      privacyPage: {
        title: 'Privacy policy',
        intro:
          'This policy explains what personal information {name} collects when you use our website and services, how we use it, and the choices you have. It applies to our website, your online account and the documents we prepare for you.',
        collect: {
          title: 'Information we collect',
          body: 'Account information: your name, email address and password (the password is handled by our sign-in provider; we never see it), and the phone number and language you give us.\n\nCase information: the answers you give in our questionnaires and the documents you give us, which may include sensitive details such as dates of birth, the last four digits of Social Security numbers, information about your children, your finances and your health wishes; the forms you select; and the messages you send us.\n\nRecords of your signatures: when you sign our Notice to Consumer and our contract online, we record your typed name, the date and time, your internet (IP) address and your browser’s identification (user agent), and, for the notice, how you asked to receive it (the mailing address you give us, or that you will come to our office). These records are part of your case file.\n\nPayment information: card payments are processed by our payment provider, Stripe. We receive a confirmation and the amount paid, never your full card number.\n\nTechnical information: our servers and our hosting provider record data about each request (the time, the page requested and your IP address) to keep the service secure and working.',
        },
        use: {
          title: 'How we use your information',
          body: 'We use your information only to provide the services you ask for: to prepare, notarize, file or serve your documents, to give you our Notice to Consumer, to communicate with you about your case, to take payment, to keep the records of our work, and to protect the security of our systems. We do not use your case information for advertising.',
        },
        share: {
          title: 'When we share information',
          body: 'We share your information only when it is needed for your case or required by law: with the court and the other parties when you direct us to file or serve documents; with service providers who help us run the business (secure cloud hosting, payment processing, online scheduling and email), who may use it only on our behalf; and when the law requires it. We do not sell or share your personal information for cross-context behavioral advertising.',
        },
        storage: {
          title: 'Cookies and local storage',
          body: 'We do not use advertising or tracking cookies. Your browser stores your language choice (under the name “language”) and, when you sign in, your session, so you stay signed in. The booking calendar on the contact page is provided by a third party and is loaded only when you ask for it; that service may set its own cookies and collect information under its own policy.\n\nDo Not Track: we do not track you across other websites, so we do nothing differently when your browser sends a “Do Not Track” signal. No other party collects personal information about you on our website, except the booking calendar’s provider when you open it.',
        },
        retention: {
          title: 'How long we keep it',
          body: 'We keep case files (your answers, your documents, your orders and payments, and the records of your signed notice and contract) for at least {years} years from when you give them to us. This period is our own policy; no law sets it. Documents stored online are deleted automatically {years} years after they were stored; the rest of the file may be deleted after that period. Our monthly backups are kept {years} years.\n\nDrafts you save but do not submit are deleted 90 days after your last save, and orders never paid or submitted 90 days after they were started. Server and hosting logs, which include IP addresses, are kept for 90 days, and the record of who opened or uploaded each document for 400 days.\n\nYou can ask us to close your online account at any time; your case file is kept until its period ends.',
        },
        security: {
          title: 'How we protect it',
          body: 'Your information is encrypted in transit and at rest, access is limited to our staff, staff sign in with a second factor, and administrative actions are logged. No system is perfectly secure, but we work hard to protect your information and will tell you if a breach affects you, as the law requires.',
        },
        rights: {
          title: 'Your privacy choices',
          body: 'You may ask to know what personal information we have about you and how we use and share it, to get a copy, to correct it, and to ask us to delete it (except the case file we keep for its period). The California Consumer Privacy Act may not apply to a business of our size; we honor these requests anyway, and we answer within 45 days. To make a request, call {phone} or email {email}. We will verify your identity before answering, and we will not treat you differently for asking.',
        },
        children: {
          title: 'Children',
          body: 'Our website is not directed to children under 16, and we do not knowingly collect their information except as part of a case a parent or guardian asks us to prepare.',
        },
        changes: {
          title: 'Changes to this policy',
          body: 'If we change this policy, we will post the new version on this page with its date. Important changes will also be announced on the website.',
        },
        contact: { title: 'Contact us', body: 'Questions about your privacy? Call {phone}, email {email}, or write to {name}, {address}.' },
      },
      termsPage: {
        title: 'Terms and conditions',
        intro:
          'These terms apply to your use of the {name} website. Our document preparation services are governed instead by our written contract, which you receive after our Notice to Consumer and accept before you pay anything. Please read these terms carefully.',
        lda: {
          title: 'We are not attorneys',
          body: 'We are a Legal Document Assistant registered under California Business and Professions Code section 6400 and following. We are not a law firm and cannot give legal advice, explain your legal rights, choose forms for you or represent you in court. We provide self-help services only, at your specific direction. If you need legal advice, please consult an attorney.',
        },
        contract: {
          title: 'Notice to Consumer and written contract',
          body: 'Before we provide any service: you read, sign and date our Notice to Consumer (California Business and Professions Code §6410.5); because we first meet online, we also give it to you in person or mail it to you; then you receive and accept our written contract, which describes the services, the fee, the cancellation terms and our registration and bond, as California law requires. The contract, not these terms, governs our services.',
        },
        fees: {
          title: 'Fees and payment',
          body: 'Our fees are flat and shown before you pay. Court filing fees, service-of-process fees charged by others and notary travel fees are separate unless your contract says otherwise. You can pay online by card or at our office.',
        },
        duties: {
          title: 'Your responsibilities',
          body: 'You are responsible for the accuracy and completeness of the information you give us, for reviewing every document before you sign it, and for meeting court deadlines. Tell us promptly about any change in your situation.',
        },
        timing: {
          title: 'Turnaround times',
          body: 'We aim to prepare documents in under {days} days once we have all the information we need. Times are estimates, not guarantees; courts and other parties set their own schedules.',
        },
        account: {
          title: 'Your account',
          body: 'Keep your password private and tell us if you think someone else has used your account. We may suspend an account that is used to break the law or to interfere with the website.',
        },
        website: {
          title: 'Use of the website',
          body: 'The information on this website is general information, not legal advice. The chat assistant gives automatic answers about our services and cannot answer legal questions. We work to keep the website accurate and available but cannot promise it will always be error-free or uninterrupted.',
        },
        liability: {
          title: 'Limitation of liability',
          body: 'To the extent the law allows, we are not liable for losses caused by your use of this website’s general information or by the website being unavailable. This does not limit our obligations under your contract, our bond, or rights you have under California law that cannot be waived.',
        },
        law: {
          title: 'Governing law',
          body: 'These terms are governed by the laws of the State of California. Any dispute will be heard in the courts of {county} County.',
        },
        registration: {
          title: 'Registration and bond',
          body: 'Legal Document Assistant registration #{number}, {county} County, expires {expires}. Bonded by {issuer}, bond #{bond}. You may contact the {clerk}, {clerkAddress}, {clerkPhone}.',
        },
        contact: { title: 'Contact us', body: 'Questions about these terms? Call {phone} or email {email}.' },
      },
    },
  },
  es: {
    site: {
      policy: {
        updated: 'Última actualización: {date}',
        contents: 'Contenido',
      },
      privacyPage: {
        title: 'Política de privacidad',
        intro:
          'Esta política explica qué información personal recopila {name} cuando usa nuestro sitio web y nuestros servicios, cómo la usamos y qué opciones tiene. Se aplica a nuestro sitio web, a su cuenta en línea y a los documentos que preparamos para usted.',
        collect: {
          title: 'Información que recopilamos',
          body: 'Información de la cuenta: su nombre, correo electrónico y contraseña (la contraseña la gestiona nuestro proveedor de inicio de sesión; nosotros nunca la vemos), y el teléfono y el idioma que nos indique.\n\nInformación del caso: las respuestas que da en nuestros cuestionarios y los documentos que nos entrega, que pueden incluir datos sensibles como fechas de nacimiento, los últimos cuatro dígitos del número de Seguro Social, información sobre sus hijos, sus finanzas y sus deseos de atención médica; los formularios que elige; y los mensajes que nos envía.\n\nRegistros de sus firmas: cuando firma en línea nuestro Aviso al Consumidor y nuestro contrato, registramos su nombre escrito, la fecha y la hora, su dirección de internet (IP) y la identificación de su navegador (agente de usuario) y, para el aviso, cómo pidió recibirlo (la dirección postal que nos da, o que vendrá a nuestra oficina). Estos registros forman parte de su expediente.\n\nInformación de pago: los pagos con tarjeta los procesa nuestro proveedor de pagos, Stripe. Recibimos una confirmación y el monto pagado, nunca el número completo de su tarjeta.\n\nInformación técnica: nuestros servidores y nuestro proveedor de alojamiento registran datos de cada solicitud (la hora, la página solicitada y su dirección IP) para mantener el servicio seguro y funcionando.',
        },
        use: {
          title: 'Cómo usamos su información',
          body: 'Usamos su información solo para prestar los servicios que nos pide: preparar, notarizar, presentar o entregar sus documentos, darle nuestro Aviso al Consumidor, comunicarnos con usted sobre su caso, cobrar, conservar los registros de nuestro trabajo y proteger la seguridad de nuestros sistemas. No usamos la información de su caso para publicidad.',
        },
        share: {
          title: 'Cuándo compartimos información',
          body: 'Compartimos su información solo cuando su caso lo necesita o la ley lo exige: con la corte y las otras partes cuando usted nos indica presentar o entregar documentos; con proveedores que nos ayudan a operar (alojamiento seguro en la nube, procesamiento de pagos, citas en línea y correo electrónico), que solo pueden usarla en nuestro nombre; y cuando la ley lo exige. No vendemos ni compartimos su información personal para publicidad conductual.',
        },
        storage: {
          title: 'Cookies y almacenamiento local',
          body: 'No usamos cookies de publicidad ni de rastreo. Su navegador guarda su idioma preferido (con el nombre «language») y, cuando inicia sesión, su sesión, para que no tenga que volver a entrar. El calendario de citas de la página de contacto lo proporciona un tercero y solo se carga cuando usted lo pide; ese servicio puede usar sus propias cookies y recopilar información según su propia política.\n\nNo rastrear (Do Not Track): no lo rastreamos en otros sitios web, así que no hacemos nada distinto cuando su navegador envía la señal «Do Not Track». Ningún tercero recopila información personal suya en nuestro sitio web, salvo el proveedor del calendario de citas cuando usted lo abre.',
        },
        retention: {
          title: 'Cuánto tiempo la conservamos',
          body: 'Conservamos los expedientes (sus respuestas, sus documentos, sus pedidos y pagos, y los registros de su aviso y su contrato firmados) durante al menos {years} años desde que nos los entrega. Este plazo es una política nuestra; ninguna ley lo fija. Los documentos guardados en línea se borran automáticamente {years} años después de guardarse; el resto del expediente puede borrarse después de ese plazo. Nuestras copias de seguridad mensuales se conservan {years} años.\n\nLos borradores que guarda y no envía se borran 90 días después de la última vez que los guardó, y los pedidos que nunca se pagaron ni se enviaron, 90 días después de iniciarse. Los registros de los servidores y del alojamiento, que incluyen direcciones IP, se conservan 90 días, y el registro de quién abrió o subió cada documento, 400 días.\n\nPuede pedirnos cerrar su cuenta en línea en cualquier momento; su expediente se conserva hasta que termine su plazo.',
        },
        security: {
          title: 'Cómo la protegemos',
          body: 'Su información se cifra en tránsito y en reposo, el acceso se limita a nuestro personal, el personal inicia sesión con un segundo factor y las acciones administrativas quedan registradas. Ningún sistema es perfectamente seguro, pero trabajamos para proteger su información y le avisaremos si una filtración le afecta, como exige la ley.',
        },
        rights: {
          title: 'Sus opciones de privacidad',
          body: 'Puede pedir saber qué información personal tenemos sobre usted y cómo la usamos y compartimos, obtener una copia, corregirla y pedirnos que la borremos (salvo el expediente que conservamos durante su plazo). Es posible que la Ley de Privacidad del Consumidor de California no se aplique a un negocio de nuestro tamaño; aun así atendemos estas solicitudes y respondemos en un plazo de 45 días. Para hacer una solicitud, llame al {phone} o escriba a {email}. Verificaremos su identidad antes de responder, y no le trataremos de forma distinta por pedirlo.',
        },
        children: {
          title: 'Menores',
          body: 'Nuestro sitio web no está dirigido a menores de 16 años y no recopilamos su información a sabiendas, salvo como parte de un caso que un padre, madre o tutor nos pida preparar.',
        },
        changes: {
          title: 'Cambios a esta política',
          body: 'Si cambiamos esta política, publicaremos la nueva versión en esta página con su fecha. Los cambios importantes también se anunciarán en el sitio web.',
        },
        contact: {
          title: 'Contáctenos',
          body: '¿Preguntas sobre su privacidad? Llame al {phone}, escriba a {email} o envíe una carta a {name}, {address}.',
        },
      },
      termsPage: {
        title: 'Términos y condiciones',
        intro:
          'Estos términos se aplican al uso del sitio web de {name}. Nuestros servicios de preparación de documentos se rigen en cambio por nuestro contrato por escrito, que recibe después de nuestro Aviso al Consumidor y acepta antes de pagar cualquier cosa. Léalos con atención.',
        lda: {
          title: 'No somos abogados',
          body: 'Somos un Asistente de Documentos Legales registrado conforme a la sección 6400 y siguientes del Código de Negocios y Profesiones de California. No somos un bufete de abogados y no podemos dar asesoría legal, explicarle sus derechos, elegir formularios por usted ni representarlo en la corte. Solo prestamos servicios de autoayuda, bajo su dirección específica. Si necesita asesoría legal, consulte a un abogado.',
        },
        contract: {
          title: 'Aviso al Consumidor y contrato por escrito',
          body: 'Antes de prestar cualquier servicio: usted lee, firma y fecha nuestro Aviso al Consumidor (Código de Negocios y Profesiones de California, §6410.5); como nos conocemos en línea, además se lo entregamos en persona o se lo enviamos por correo postal; después recibe y acepta nuestro contrato por escrito, que describe los servicios, la tarifa, las condiciones de cancelación y nuestro registro y fianza, como exige la ley de California. El contrato, y no estos términos, rige nuestros servicios.',
        },
        fees: {
          title: 'Tarifas y pago',
          body: 'Nuestras tarifas son fijas y se muestran antes de pagar. Las cuotas de la corte, las tarifas de entrega cobradas por terceros y los cargos por traslado del Notary Public son aparte, salvo que su contrato diga otra cosa. Puede pagar en línea con tarjeta o en nuestra oficina.',
        },
        duties: {
          title: 'Sus responsabilidades',
          body: 'Usted es responsable de que la información que nos da sea correcta y completa, de revisar cada documento antes de firmarlo y de cumplir los plazos de la corte. Avísenos pronto de cualquier cambio en su situación.',
        },
        timing: {
          title: 'Tiempos de entrega',
          body: 'Buscamos preparar los documentos en menos de {days} días una vez que tenemos toda la información necesaria. Los tiempos son estimados, no garantías; las cortes y las otras partes tienen sus propios calendarios.',
        },
        account: {
          title: 'Su cuenta',
          body: 'Mantenga su contraseña en privado y avísenos si cree que otra persona usó su cuenta. Podemos suspender una cuenta que se use para violar la ley o para interferir con el sitio web.',
        },
        website: {
          title: 'Uso del sitio web',
          body: 'La información de este sitio web es información general, no asesoría legal. El asistente de chat da respuestas automáticas sobre nuestros servicios y no puede responder preguntas legales. Trabajamos para que el sitio web sea correcto y esté disponible, pero no podemos prometer que esté siempre libre de errores o interrupciones.',
        },
        liability: {
          title: 'Limitación de responsabilidad',
          body: 'En la medida en que la ley lo permita, no somos responsables de pérdidas causadas por el uso de la información general de este sitio web ni porque el sitio no esté disponible. Esto no limita nuestras obligaciones según su contrato, nuestra fianza ni los derechos que le otorga la ley de California y que no se pueden renunciar.',
        },
        law: {
          title: 'Ley aplicable',
          body: 'Estos términos se rigen por las leyes del Estado de California. Cualquier disputa se resolverá en las cortes del condado de {county}.',
        },
        registration: {
          title: 'Registro y fianza',
          body: 'Asistente de Documentos Legales, registro n.º {number}, condado de {county}, vence el {expires}. Con fianza de {issuer}, fianza n.º {bond}. Puede comunicarse con {clerk}, {clerkAddress}, {clerkPhone}.',
        },
        contact: { title: 'Contáctenos', body: '¿Preguntas sobre estos términos? Llame al {phone} o escriba a {email}.' },
      },
    },
  },
});
