import { defineMessages } from '../../core';

/**
 * Namespace "site": the home page (/), registered by HomePage.
 * Facts (phone, prices, hours, registration numbers) come from shared/business.ts through {placeholders}.
 */
export default defineMessages({
  en: {
    site: {
      home: {
        hero: {
          eyebrow: 'Registered Legal Document Assistant in {county} County',
          title: 'Court paperwork, prepared on the current official forms',
          lead: 'Divorce, custody, living trusts, probate, restraining orders and more: we prepare your legal documents at your direction, notarize the ones that need it and serve them, in English or Spanish, for a flat fee.',
          call: 'Prefer to talk? Call {phone}',
        },
        trust: {
          label: 'Why clients trust us',
          badge: 'Registered and bonded LDA #{number} · {county} County',
          clients: '{count}+ clients served',
          compliant: 'Prepared on the current Judicial Council forms',
          years: '{years} years serving families',
          review: 'Free call about our services and prices',
        },
        pain: {
          title: 'Does this sound familiar?',
          intro: 'Most people who come to us have already tried to do it alone, or were told an attorney would cost thousands.',
          forms: {
            title: 'Forms that don’t make sense',
            text: 'A divorce packet can run to dozens of pages of legal terms, check boxes and attachments, and one wrong box changes what you ask the court for.',
          },
          rejected: {
            title: 'Rejected filings and lost weeks',
            text: 'One missing form or signature and the clerk sends everything back, and your hearing date slips further away.',
          },
          cost: {
            title: 'Attorney fees you can’t afford',
            text: 'You may not need someone to argue your case, only someone to get the paperwork right, yet the quotes start in the thousands.',
          },
          language: {
            title: 'Instructions in legal English only',
            text: 'Court instructions are hard to follow even in plain English. Finding patient help in Spanish is harder still.',
          },
        },
        solutions: {
          title: 'How we help',
          intro: 'One family-run office for the whole job: the papers, the notary stamp and the delivery to the other side.',
          documents: {
            title: 'Document preparation',
            text: 'Answer a guided questionnaire online or sit down with us. We put your answers on the Judicial Council forms you choose, check them for completeness and get them ready to file.',
            link: 'Document preparation services',
          },
          notary: {
            title: 'Notary services',
            text: 'In our office or at your home (mobile notary), with evening and weekend appointments you can book online. {fee} per notarized signature.',
            link: 'Notary services',
          },
          serving: {
            title: 'Process serving',
            text: 'We deliver your court papers to the other party anywhere in {county} County and complete the proof of service.',
            link: 'Process serving services',
          },
        },
        steps: {
          title: 'How it works',
          s1: { title: 'Create your account', text: 'Sign up in a minute. Everything is in English and Spanish.' },
          s2: {
            title: 'Choose your questionnaire',
            text: 'Pick the service, read and sign our Notice to Consumer, select your forms and read your written contract. You pay nothing before you accept it.',
          },
          s3: {
            title: 'Answer at your own pace',
            text: 'Your progress is saved, so you can come back any time. We prepare the documents from your answers.',
          },
          s4: {
            title: 'Review, sign and file',
            text: 'Most documents are ready in under {days} days; rush service takes {rushMin} to {rushMax} hours.',
          },
        },
        why: {
          title: 'Why families choose us',
          family: {
            title: 'Family-run and local',
            text: 'We have worked in the same East Los Angeles neighborhood for {years} years. You deal with the same people from start to finish.',
          },
          bilingual: {
            title: 'Fully bilingual',
            text: 'Every conversation, questionnaire and contract is available in English and Spanish.',
          },
          flatFee: { title: 'Flat, published fees', text: 'You know the price before you start. No hourly billing and no surprises.' },
          compliant: {
            title: 'Current forms, checked before filing',
            text: 'We prepare your documents on the current Judicial Council forms and check each one for completeness and typing errors before it leaves our office.',
          },
          hours: {
            title: 'Evenings and weekends',
            text: 'Notary appointments outside working hours, because your job doesn’t stop for paperwork.',
          },
          privacy: {
            title: 'Your information stays private',
            text: 'Case files are kept confidential and stored securely for at least {retention} years, by our own policy.',
          },
        },
        compare: {
          title: 'Do it yourself, work with us, or hire an attorney?',
          intro:
            'An honest comparison. If your situation needs legal advice or someone to represent you in court, you need an attorney, and we will tell you so.',
          caption: 'Rivera Family Legal Document Services compared with doing it yourself and a traditional attorney',
          scrollHint: 'On a small screen, swipe the table sideways to see every column.',
          feature: 'What you get',
          diy: 'Do it yourself',
          us: 'Rivera Family Legal Docs',
          attorney: 'Traditional attorney',
          cost: {
            label: 'Cost of an uncontested divorce',
            diy: 'Court filing fees only',
            us: '{price} flat fee, plus court fees',
            attorney: 'Hourly billing, often several times more',
          },
          forms: {
            label: 'Who completes the forms',
            diy: 'You, on your own',
            us: 'We do, from your answers and at your direction',
            attorney: 'The attorney’s office',
          },
          check: { label: 'Checked before filing', diy: 'No', us: 'Yes, every form', attorney: 'Yes' },
          advice: { label: 'Legal advice and court representation', diy: 'No', us: 'No: we are not attorneys', attorney: 'Yes' },
          speed: {
            label: 'Time to ready-to-file documents',
            diy: 'Depends on you',
            us: 'Under {days} days; rush in {rushMin} to {rushMax} hours',
            attorney: 'Varies',
          },
          spanish: {
            label: 'Service in Spanish',
            diy: 'Limited court materials',
            us: 'Yes, fully bilingual',
            attorney: 'Depends on the firm',
          },
          extras: {
            label: 'Notary and process serving',
            diy: 'Arrange them yourself',
            us: 'In the same office (fees apply)',
            attorney: 'Usually arranged separately',
          },
        },
        faqLink: 'Read the frequently asked questions',
      },
    },
  },
  es: {
    site: {
      home: {
        hero: {
          eyebrow: 'Asistente de Documentos Legales registrada en el condado de {county}',
          title: 'Sus documentos judiciales, preparados en los formularios oficiales vigentes',
          lead: 'Divorcio, custodia, fideicomisos en vida, sucesiones, órdenes de restricción y más: preparamos sus documentos legales bajo su dirección, notarizamos los que lo necesitan y los entregamos, en español o en inglés, por una tarifa fija.',
          call: '¿Prefiere hablar? Llame al {phone}',
        },
        trust: {
          label: 'Por qué confían en nosotros',
          badge: 'Asistente de Documentos Legales registrada y con fianza, n.º {number} · condado de {county}',
          clients: 'Más de {count} clientes atendidos',
          compliant: 'Preparados en los formularios vigentes del Consejo Judicial',
          years: '{years} años al servicio de las familias',
          review: 'Llamada gratuita sobre nuestros servicios y precios',
        },
        pain: {
          title: '¿Le suena familiar?',
          intro:
            'La mayoría de las personas que nos visitan ya intentaron hacerlo solas, o les dijeron que un abogado costaría miles de dólares.',
          forms: {
            title: 'Formularios que no se entienden',
            text: 'Los formularios de un divorcio pueden sumar docenas de páginas de términos legales, casillas y anexos, y una casilla equivocada cambia lo que usted le pide a la corte.',
          },
          rejected: {
            title: 'Trámites rechazados y semanas perdidas',
            text: 'Si falta un formulario o una firma, el secretario le devuelve todo y su fecha de audiencia se aleja aún más.',
          },
          cost: {
            title: 'Honorarios de abogado que no puede pagar',
            text: 'Quizás no necesita que alguien defienda su caso, solo que prepare bien los documentos, pero los presupuestos empiezan en miles de dólares.',
          },
          language: {
            title: 'Instrucciones solo en inglés legal',
            text: 'Las instrucciones de la corte son difíciles incluso en inglés sencillo. Encontrar ayuda paciente en español es aún más difícil.',
          },
        },
        solutions: {
          title: 'Cómo le ayudamos',
          intro: 'Una sola oficina familiar para todo el trabajo: los documentos, el sello del Notary Public y la entrega a la otra parte.',
          documents: {
            title: 'Preparación de documentos',
            text: 'Responda un cuestionario guiado en línea o siéntese con nosotros. Pasamos sus respuestas a los formularios del Consejo Judicial que usted elija, revisamos que estén completos y los dejamos listos para presentar.',
            link: 'Servicios de preparación de documentos',
          },
          notary: {
            title: 'Servicios de Notary Public',
            text: 'En nuestra oficina o en su domicilio (Notary Public móvil), con citas por la tarde y los fines de semana que puede reservar en línea. {fee} por firma notarizada.',
            link: 'Servicios de Notary Public',
          },
          serving: {
            title: 'Entrega de documentos judiciales',
            text: 'Entregamos sus documentos judiciales a la otra parte en cualquier lugar del condado de {county} y completamos el comprobante de entrega.',
            link: 'Servicios de entrega de documentos',
          },
        },
        steps: {
          title: 'Cómo funciona',
          s1: { title: 'Cree su cuenta', text: 'Regístrese en un minuto. Todo está en español y en inglés.' },
          s2: {
            title: 'Elija su cuestionario',
            text: 'Elija el servicio, lea y firme nuestro Aviso al Consumidor, elija sus formularios y lea su contrato por escrito. No paga nada antes de aceptarlo.',
          },
          s3: {
            title: 'Responda a su propio ritmo',
            text: 'Su avance se guarda y puede volver cuando quiera. Preparamos los documentos a partir de sus respuestas.',
          },
          s4: {
            title: 'Revise, firme y presente',
            text: 'La mayoría de los documentos están listos en menos de {days} días; el servicio urgente tarda de {rushMin} a {rushMax} horas.',
          },
        },
        why: {
          title: 'Por qué las familias nos eligen',
          family: {
            title: 'Familiar y del vecindario',
            text: 'Trabajamos en el mismo vecindario del Este de Los Ángeles desde hace {years} años. Le atienden las mismas personas de principio a fin.',
          },
          bilingual: {
            title: 'Totalmente bilingües',
            text: 'Cada conversación, cuestionario y contrato está disponible en español y en inglés.',
          },
          flatFee: { title: 'Tarifas fijas y publicadas', text: 'Conoce el precio antes de empezar. Sin cobros por hora y sin sorpresas.' },
          compliant: {
            title: 'Formularios vigentes, revisados antes de presentar',
            text: 'Preparamos sus documentos en los formularios vigentes del Consejo Judicial y revisamos que cada uno esté completo y sin errores de escritura antes de que salga de nuestra oficina.',
          },
          hours: {
            title: 'Tardes y fines de semana',
            text: 'Citas con el Notary Public fuera del horario laboral, porque su trabajo no se detiene por los trámites.',
          },
          privacy: {
            title: 'Su información es privada',
            text: 'Los expedientes son confidenciales y se guardan de forma segura durante al menos {retention} años, por política nuestra.',
          },
        },
        compare: {
          title: '¿Hacerlo usted mismo, trabajar con nosotros o contratar a un abogado?',
          intro:
            'Una comparación honesta. Si su situación requiere asesoría legal o que alguien lo represente ante la corte, necesita un abogado, y se lo diremos.',
          caption: 'Comparación entre Rivera Family Legal Document Services, hacerlo usted mismo y un abogado tradicional',
          scrollHint: 'En una pantalla pequeña, deslice la tabla hacia un lado para ver todas las columnas.',
          feature: 'Lo que recibe',
          diy: 'Hacerlo usted mismo',
          us: 'Rivera Family Legal Docs',
          attorney: 'Abogado tradicional',
          cost: {
            label: 'Costo de un divorcio sin oposición',
            diy: 'Solo las cuotas de la corte',
            us: 'Tarifa fija de {price}, más las cuotas de la corte',
            attorney: 'Cobro por hora, a menudo varias veces más',
          },
          forms: {
            label: 'Quién llena los formularios',
            diy: 'Usted, por su cuenta',
            us: 'Nosotros, con sus respuestas y bajo su dirección',
            attorney: 'La oficina del abogado',
          },
          check: { label: 'Revisión antes de presentar', diy: 'No', us: 'Sí, cada formulario', attorney: 'Sí' },
          advice: { label: 'Asesoría legal y representación ante la corte', diy: 'No', us: 'No: no somos abogados', attorney: 'Sí' },
          speed: {
            label: 'Tiempo hasta tener documentos listos',
            diy: 'Depende de usted',
            us: 'Menos de {days} días; urgente en {rushMin} a {rushMax} horas',
            attorney: 'Varía',
          },
          spanish: {
            label: 'Atención en español',
            diy: 'Materiales de la corte limitados',
            us: 'Sí, totalmente bilingüe',
            attorney: 'Depende del despacho',
          },
          extras: {
            label: 'Notary Public y entrega de documentos',
            diy: 'Los organiza usted',
            us: 'En la misma oficina (con costo)',
            attorney: 'Normalmente por separado',
          },
        },
        faqLink: 'Lea las preguntas frecuentes',
      },
    },
  },
});
