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
          body: 'Account information: your name, email address and password (the password is handled by our sign-in provider; we never see it).\n\nCase information: the answers you give in our questionnaires and the documents you give us, which may include sensitive details such as dates of birth, the last four digits of Social Security numbers, information about your children, your finances and your health wishes.\n\nPayment information: card payments are processed by our payment provider, Stripe. We receive a confirmation and the amount paid, never your full card number.\n\nTechnical information: our servers record basic request data (such as the time and the page requested) to keep the service secure and working.',
        },
        use: {
          title: 'How we use your information',
          body: 'We use your information only to provide the services you ask for: to prepare, notarize, file or serve your documents, to communicate with you about your case, to take payment, to keep records the law requires, and to protect the security of our systems. We do not use your case information for advertising.',
        },
        share: {
          title: 'When we share information',
          body: 'We share your information only when it is needed for your case or required by law: with the court and the other parties when you direct us to file or serve documents; with service providers who help us run the business (secure cloud hosting, payment processing, online scheduling and email), who may use it only on our behalf; and when the law requires it. We do not sell or share your personal information for cross-context behavioral advertising.',
        },
        storage: {
          title: 'Cookies and local storage',
          body: 'We do not use advertising or tracking cookies. Your browser stores your language choice (under the name “language”) and, when you sign in, your session, so you stay signed in. The booking calendar on the contact page is provided by a third party and is loaded only when you ask for it; that service may set its own cookies.',
        },
        retention: {
          title: 'How long we keep it',
          body: 'We keep case files for {years} years after your case is finished, as our records obligations require, and then destroy them securely. You can ask us to close your online account at any time; records we must keep by law are kept until that period ends.',
        },
        security: {
          title: 'How we protect it',
          body: 'Your information is encrypted in transit and at rest, access is limited to the people working on your case, and administrative actions are logged. No system is perfectly secure, but we work hard to protect your information and will tell you if a breach affects you, as the law requires.',
        },
        rights: {
          title: 'Your California privacy rights',
          body: 'California residents have the right to know what personal information we collect and how we use and share it, to request a copy, to correct it, to ask us to delete it (subject to records we must keep by law), to limit the use of sensitive personal information, and not to be discriminated against for using these rights. To make a request, call {phone} or email {email}. We will verify your identity before answering.',
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
          'These terms apply to your use of the {name} website and to the services we provide. By using the website or our services, you agree to them. Please read them carefully.',
        lda: {
          title: 'We are not attorneys',
          body: 'We are a Legal Document Assistant registered under California Business and Professions Code section 6400 and following. We are not a law firm and cannot give legal advice, explain your legal rights, choose forms for you or represent you in court. We provide self-help services only, at your specific direction. If you need legal advice, please consult an attorney.',
        },
        contract: {
          title: 'Written contract',
          body: 'Before we provide any service, you will receive and accept a written contract that describes the services, the fee, the cancellation terms and our registration and bond, as California law requires. If these terms and your contract differ, your contract controls.',
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
          body: 'To the extent the law allows, our liability for any claim about our services is limited to the fee you paid for the service concerned. Nothing in these terms limits rights you have under California law that cannot be waived.',
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
          body: 'Información de la cuenta: su nombre, correo electrónico y contraseña (la contraseña la gestiona nuestro proveedor de inicio de sesión; nosotros nunca la vemos).\n\nInformación del caso: las respuestas que da en nuestros cuestionarios y los documentos que nos entrega, que pueden incluir datos sensibles como fechas de nacimiento, los últimos cuatro dígitos del número de Seguro Social, información sobre sus hijos, sus finanzas y sus deseos de atención médica.\n\nInformación de pago: los pagos con tarjeta los procesa nuestro proveedor de pagos, Stripe. Recibimos una confirmación y el monto pagado, nunca el número completo de su tarjeta.\n\nInformación técnica: nuestros servidores registran datos básicos de cada solicitud (como la hora y la página solicitada) para mantener el servicio seguro y funcionando.',
        },
        use: {
          title: 'Cómo usamos su información',
          body: 'Usamos su información solo para prestar los servicios que nos pide: preparar, notarizar, presentar o entregar sus documentos, comunicarnos con usted sobre su caso, cobrar, conservar los registros que exige la ley y proteger la seguridad de nuestros sistemas. No usamos la información de su caso para publicidad.',
        },
        share: {
          title: 'Cuándo compartimos información',
          body: 'Compartimos su información solo cuando su caso lo necesita o la ley lo exige: con el tribunal y las otras partes cuando usted nos indica presentar o entregar documentos; con proveedores que nos ayudan a operar (alojamiento seguro en la nube, procesamiento de pagos, citas en línea y correo electrónico), que solo pueden usarla en nuestro nombre; y cuando la ley lo exige. No vendemos ni compartimos su información personal para publicidad conductual.',
        },
        storage: {
          title: 'Cookies y almacenamiento local',
          body: 'No usamos cookies de publicidad ni de rastreo. Su navegador guarda su idioma preferido (con el nombre «language») y, cuando inicia sesión, su sesión, para que no tenga que volver a entrar. El calendario de citas de la página de contacto lo proporciona un tercero y solo se carga cuando usted lo pide; ese servicio puede usar sus propias cookies.',
        },
        retention: {
          title: 'Cuánto tiempo la conservamos',
          body: 'Conservamos los expedientes durante {years} años después de terminar su caso, como exigen nuestras obligaciones de registro, y después los destruimos de forma segura. Puede pedirnos cerrar su cuenta en línea en cualquier momento; los registros que la ley nos obliga a conservar se guardan hasta que termine ese plazo.',
        },
        security: {
          title: 'Cómo la protegemos',
          body: 'Su información se cifra en tránsito y en reposo, el acceso se limita a las personas que trabajan en su caso y las acciones administrativas quedan registradas. Ningún sistema es perfectamente seguro, pero trabajamos para proteger su información y le avisaremos si una filtración le afecta, como exige la ley.',
        },
        rights: {
          title: 'Sus derechos de privacidad en California',
          body: 'Los residentes de California tienen derecho a saber qué información personal recopilamos y cómo la usamos y compartimos, a pedir una copia, a corregirla, a pedirnos que la eliminemos (salvo los registros que la ley nos obliga a conservar), a limitar el uso de información personal sensible y a no ser discriminados por ejercer estos derechos. Para hacer una solicitud, llame al {phone} o escriba a {email}. Verificaremos su identidad antes de responder.',
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
          'Estos términos se aplican al uso del sitio web de {name} y a los servicios que prestamos. Al usar el sitio web o nuestros servicios, usted los acepta. Léalos con atención.',
        lda: {
          title: 'No somos abogados',
          body: 'Somos un Asistente de Documentos Legales registrado conforme a la sección 6400 y siguientes del Código de Negocios y Profesiones de California. No somos un bufete de abogados y no podemos dar asesoría legal, explicarle sus derechos, elegir formularios por usted ni representarlo ante el tribunal. Solo prestamos servicios de autoayuda, bajo su dirección específica. Si necesita asesoría legal, consulte a un abogado.',
        },
        contract: {
          title: 'Contrato por escrito',
          body: 'Antes de prestar cualquier servicio, usted recibirá y aceptará un contrato por escrito que describe los servicios, la tarifa, las condiciones de cancelación y nuestro registro y fianza, como exige la ley de California. Si estos términos y su contrato difieren, prevalece su contrato.',
        },
        fees: {
          title: 'Tarifas y pago',
          body: 'Nuestras tarifas son fijas y se muestran antes de pagar. Las cuotas del tribunal, las tarifas de entrega cobradas por terceros y los cargos por traslado del Notary Public son aparte, salvo que su contrato diga otra cosa. Puede pagar en línea con tarjeta o en nuestra oficina.',
        },
        duties: {
          title: 'Sus responsabilidades',
          body: 'Usted es responsable de que la información que nos da sea correcta y completa, de revisar cada documento antes de firmarlo y de cumplir los plazos del tribunal. Avísenos pronto de cualquier cambio en su situación.',
        },
        timing: {
          title: 'Tiempos de entrega',
          body: 'Buscamos preparar los documentos en menos de {days} días una vez que tenemos toda la información necesaria. Los tiempos son estimados, no garantías; los tribunales y las otras partes tienen sus propios calendarios.',
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
          body: 'En la medida en que la ley lo permita, nuestra responsabilidad por cualquier reclamo sobre nuestros servicios se limita a la tarifa que pagó por el servicio en cuestión. Nada en estos términos limita los derechos que le otorga la ley de California y que no se pueden renunciar.',
        },
        law: {
          title: 'Ley aplicable',
          body: 'Estos términos se rigen por las leyes del Estado de California. Cualquier disputa se resolverá en los tribunales del condado de {county}.',
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
