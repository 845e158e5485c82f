import { defineMessages } from '../core';

/**
 * Namespace "site": the public website (home, about, services, FAQs, contact, privacy policy, terms, not found),
 * page titles and descriptions (SEO), the shell's header and footer words.
 * Facts (phone, prices, hours, registration numbers) come from shared/business.ts through {placeholders}.
 * Long texts: a blank line ("\n\n") separates paragraphs.
 */
export default defineMessages({
  en: {
    site: {
      tagline: 'Legal Document Assistant · Notary · Process Server',
      meta: {
        titleTemplate: '{page} | {name}',
        default: {
          title: 'Rivera Family Legal Document Services',
          description:
            'Registered Legal Document Assistant, notary and process server in Los Angeles County. Divorce, custody, living trusts and more, in English and Spanish. Not an attorney.',
        },
        home: {
          title: 'Rivera Family Legal Document Services: divorce, trusts and notary in Los Angeles',
          description:
            'Family-run Legal Document Assistant in East Los Angeles. Divorce, custody, living trusts, probate, notary (evenings and weekends) and process serving. Flat fees, free case review, English and Spanish.',
        },
        services: {
          title: 'Services and prices',
          description:
            'Document preparation for divorce, custody, restraining orders, living trusts and probate; notary in office and online; process serving across Los Angeles County. Published flat fees.',
        },
        about: {
          title: 'About us',
          description:
            'Meet the Rivera family: a registered Legal Document Assistant, a notary public and a process server helping Los Angeles County families with their paperwork for more than 15 years.',
        },
        contact: {
          title: 'Contact and appointments',
          description:
            'Call, email or visit our office on Whittier Blvd in Los Angeles, or book a free case review or notary appointment online.',
        },
        privacy: {
          title: 'Privacy policy',
          description: 'How Rivera Family Legal Document Services collects, uses, protects and keeps your personal information.',
        },
        terms: {
          title: 'Terms and conditions',
          description: 'The terms for using our website and our legal document assistant, notary and process serving services.',
        },
        notFound: { title: 'Page not found', description: 'The page you were looking for could not be found.' },
        auth: {
          title: 'Sign in or create an account',
          description: 'Sign in to your account or create one to start your legal document questionnaire.',
        },
        questionnaire: {
          title: 'Choose your questionnaire',
          description:
            'Pick the court form you need: divorce, custody, probate, small claims, power of attorney and more. The fee is shown before you pay.',
        },
        journey: { title: 'Your order', description: 'Your legal document order with Rivera Family Legal Document Services.' },
        account: { title: 'My account', description: 'Your account with Rivera Family Legal Document Services.' },
      },
      footer: {
        contactTitle: 'Contact',
        hoursTitle: 'Office hours',
        linksTitle: 'Site',
        legalTitle: 'Legal Document Assistant disclosure',
        notary: 'Notary public commissioned in {county} County.',
        processServer: 'Registered process server #{number}, {county} County.',
        clerk: 'You may contact the {clerk}, {address}, {phone}, about our registration.',
        rights: '© {name}. All rights reserved.',
      },
      cta: {
        title: 'Ready to get your paperwork done?',
        text: 'Your first case review is free. Call us, book a time online, or start your questionnaire now.',
        book: 'Book a free case review',
      },
      home: {
        hero: {
          eyebrow: 'Registered Legal Document Assistant in {county} County',
          title: 'Court paperwork, prepared right the first time',
          lead: 'Divorce, custody, living trusts, probate, restraining orders and more: we prepare your legal documents at your direction, notarize them and serve them, in English or Spanish, for a flat fee.',
          call: 'Prefer to talk? Call {phone}',
        },
        trust: {
          label: 'Why clients trust us',
          badge: 'Registered and bonded LDA #{number} · {county} County',
          clients: '{count}+ clients served',
          compliant: '{percent}% court-compliant documents',
          years: '{years} years serving families',
          review: 'Free initial case review',
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
            text: 'Answer a guided questionnaire online or sit down with us. We put your answers on the correct Judicial Council forms, check them for completeness and get them ready to file.',
            link: 'Document preparation services',
          },
          notary: {
            title: 'Notary services',
            text: 'In our office or online, with evening and weekend appointments. {fee} per notarized signature.',
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
            text: 'Pick the court form you need and read your written contract before you pay anything.',
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
            title: 'Court-compliant, every time',
            text: 'Every document is checked against the current court forms and local rules before it leaves our office.',
          },
          hours: {
            title: 'Evenings and weekends',
            text: 'Notary appointments outside working hours, because your job doesn’t stop for paperwork.',
          },
          privacy: {
            title: 'Your information stays private',
            text: 'Case files are kept confidential and stored securely for {retention} years, then destroyed.',
          },
        },
        compare: {
          title: 'Do it yourself, work with us, or hire an attorney?',
          intro:
            'An honest comparison. If your situation needs legal advice or someone to represent you in court, you need an attorney, and we will tell you so.',
          caption: 'Doing it yourself compared with Rivera Family Legal Document Services and a traditional attorney',
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
      about: {
        title: 'About our family business',
        lead: 'A family business in East Los Angeles, helping neighbors prepare their own legal documents for more than {years} years.',
        story: {
          title: 'Our story',
          p1: 'María Rivera started the business after years at a community family law clinic, where she watched people wait months for help with forms they could have finished in an afternoon with the right guidance. She registered as a Legal Document Assistant with the {county} County Clerk and opened a small office on Whittier Boulevard.',
          p2: 'Her son Daniel added notary services, her daughter Sofía became a registered process server, and her nephew Luis joined to keep every case moving. Together the family has helped more than {clients} clients with divorces, custody, living trusts, probate and more.',
          p3: 'We are not attorneys, and we never pretend to be. What we do is make the paperwork understandable, accurate and on time, in English or Spanish.',
        },
        team: {
          title: 'Meet the family',
          languages: 'Speaks English and Spanish',
          maria: {
            role: 'Owner · Registered Legal Document Assistant',
            bio: 'María oversees every case file and reviews each document before it leaves the office. She has prepared thousands of family law, estate planning and probate filings and knows the local requirements of the {county} County courts by heart.',
          },
          daniel: {
            role: 'Notary Public',
            bio: 'Daniel is commissioned as a notary public in {county} County. He handles in-office and online notarizations, including the evening and weekend appointments our clients rely on, and the signing of living trusts and powers of attorney.',
          },
          sofia: {
            role: 'Registered Process Server',
            bio: 'Sofía serves summonses, petitions, restraining orders and subpoenas across the county and prepares the proof of service the court needs. She is persistent, careful and discreet.',
          },
          luis: {
            role: 'Client Care Coordinator',
            bio: 'Luis is usually the first voice you hear when you call. He answers questions about our services and prices, schedules appointments and keeps you updated on your case from start to finish.',
          },
        },
        values: {
          title: 'What we stand for',
          honest: {
            title: 'Honesty about what we can do',
            text: 'We prepare documents at your direction. We don’t give legal advice, and when you need an attorney we say so.',
          },
          clear: {
            title: 'Clear, flat prices',
            text: 'You know the fee before you start, in a written contract you can read in English or Spanish.',
          },
          respect: {
            title: 'Respect and privacy',
            text: 'Family matters are personal. Your information is kept confidential and stored securely.',
          },
        },
        credentials: {
          title: 'Registrations',
          lda: 'Legal Document Assistant: registration #{number}, {county} County, expires {expires}.',
          bond: 'Bond: {issuer}, bond #{number}, {amount}.',
          notary: 'Notary public: commissioned in {county} County.',
          processServer: 'Process server: registration #{number}, {county} County.',
        },
      },
      services: {
        title: 'Our services',
        lead: 'Document preparation, notary and process serving for people representing themselves across {county} County. Flat fees and a free initial case review.',
        onThisPage: 'On this page',
        documents: {
          title: 'Legal document preparation',
          intro:
            'We prepare court forms and legal documents from the information you give us and at your specific direction. Use an online questionnaire or come to the office.',
          family: {
            title: 'Family law',
            text: 'Divorce and legal separation, summary dissolution, child custody and visitation, child and spousal support, requests for order, parentage and domestic violence restraining orders.',
          },
          estate: {
            title: 'Estate planning',
            text: 'Revocable living trusts for individuals and married couples, wills, durable powers of attorney and advance health care directives.',
          },
          probate: {
            title: 'Probate, conservatorship and guardianship',
            text: 'Petitions to open probate, conservatorships for adults who need care, and guardianships of minors.',
          },
          other: {
            title: 'Other documents',
            text: 'Name changes, small claims up to $12,500 ($6,250 for a business), adult adoption, domestic relations orders, and business formation (LLCs, corporations and fictitious business names).',
          },
        },
        prices: {
          title: 'Published prices',
          caption: 'Flat fees for our most requested services',
          service: 'Service',
          fee: 'Fee',
          uncontestedDivorce: 'Uncontested divorce',
          contestedDivorce: 'Contested divorce',
          exParteRequestForOrder: 'Ex parte request for order',
          requestForOrder: 'Request for order',
          restrainingOrder: 'Restraining order',
          businessEntity: 'Establishing a business entity',
          singleLivingTrust: 'Revocable living trust (single person)',
          marriedLivingTrust: 'Revocable living trust (married couple)',
          notarySignature: 'Notarized signature (travel fees may apply)',
          note: 'Court filing fees are paid to the court and are not included. You may qualify for a fee waiver; ask us.',
        },
        questionnaires: {
          title: 'Online questionnaires',
          intro: 'Prefer to work from home? Start an online questionnaire. You see the fee and sign the written contract before you pay.',
          caption: 'Document preparation fee for each online questionnaire',
          form: 'Questionnaire',
          fee: 'Fee',
          start: 'See all questionnaires and get started',
        },
        notary: {
          title: 'Notary services',
          intro: 'Our notary public notarizes your documents in our office or online, by appointment in the evenings and on weekends too.',
          inOffice: {
            title: 'In our office',
            text: 'Come in during office hours or book a time. Evening and weekend appointments are available.',
          },
          online: { title: 'Online', text: 'For documents that may be notarized remotely, meet the notary by secure video from home.' },
          fee: '{fee} per notarized signature. Travel fees may apply for mobile appointments.',
          bring: 'Bring a current government-issued photo ID for every signer and the complete, unsigned document.',
        },
        serving: {
          title: 'Process serving',
          intro:
            'Court papers must be delivered to the other party by an adult who is not part of the case. Our registered process server does it for you anywhere in {county} County.',
          i1: 'Summons and petitions: divorce, custody, civil cases and small claims',
          i2: 'Restraining orders and orders after hearing',
          i3: 'Subpoenas',
          i4: 'Proof of service completed and returned to you',
          registration: 'Registered process server #{number}, {county} County.',
          quote: 'Call {phone} for a quote: the fee depends on the address and the number of attempts needed.',
        },
        turnaround: {
          title: 'How long it takes',
          text: 'Most documents are ready in under {days} days. When a deadline is close, ask about rush service: {rushMin} to {rushMax} hours.',
        },
      },
      faq: {
        title: 'Frequently asked questions',
        q1: {
          q: 'Are you attorneys? Can you give me legal advice?',
          a: 'No. We are a registered Legal Document Assistant, not a law firm. We prepare documents from your information and at your specific direction, but we cannot tell you which forms to file, what to ask for, or represent you in court. If you need legal advice, we can point you to the court’s self-help center or the lawyer referral service.',
        },
        q2: {
          q: 'How long does it take to prepare my documents?',
          a: 'Most documents are ready in under {days} days after we have all your information. Rush service takes {rushMin} to {rushMax} hours.',
        },
        q3: {
          q: 'How much does it cost?',
          a: 'We charge flat fees, for example {divorce} for an uncontested divorce and {trust} for a single person’s living trust. Court filing fees are separate. Your first case review is free.',
        },
        q4: {
          q: 'Do you file the documents with the court?',
          a: 'At your direction we can file your documents with the court and have them served on the other party. You always review and sign your own documents first.',
        },
        q5: {
          q: 'Do you offer services in Spanish?',
          a: 'Yes. The whole family speaks English and Spanish, and our website, questionnaires and contract are available in both languages.',
        },
        q6: {
          q: 'What do I need to bring for a notarization?',
          a: 'A current government-issued photo ID for every signer and the complete document, unsigned. The fee is {fee} per notarized signature.',
        },
        q7: {
          q: 'Can I get something notarized in the evening or on a weekend?',
          a: 'Yes, by appointment. Call us or book online on the contact page.',
        },
        q8: {
          q: 'How do you protect my information?',
          a: 'Your case file is confidential. It is stored securely, kept for {retention} years as the law requires, and then destroyed.',
        },
        q9: {
          q: 'Which areas do you serve?',
          a: 'All of {county} County. Our office is in East Los Angeles, and many services can be done online.',
        },
      },
      contact: {
        title: 'Contact us',
        lead: 'Call, email, visit or book online. Your first case review is free.',
        office: 'Our office',
        phone: 'Phone',
        email: 'Email',
        address: 'Address',
        directions: 'Get directions on Google Maps',
        hoursTitle: 'Office hours',
        hoursNote: 'Evening and weekend notary appointments are available by appointment.',
        languages: 'Hablamos español.',
        booking: {
          title: 'Book an appointment online',
          intro: 'Choose a time for a free case review or a notary appointment.',
          consent: 'The calendar is provided by our scheduling service and loads only when you ask for it.',
          show: 'Show the booking calendar',
          frameTitle: 'Online booking calendar',
          link: 'Open the booking page',
          callInstead: 'You can also call {phone} to make an appointment.',
        },
      },
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
      notFound: {
        title: 'Page not found',
        text: 'We couldn’t find the page you were looking for. It may have moved, or the address may be mistyped.',
        try: 'Try one of these pages instead:',
        help: 'Need help? Call us at {phone}.',
      },
    },
  },
  es: {
    site: {
      tagline: 'Asistente de Documentos Legales · Notario · Entrega de Documentos',
      meta: {
        titleTemplate: '{page} | {name}',
        default: {
          title: 'Rivera Family Legal Document Services',
          description:
            'Asistente de Documentos Legales registrado, notario y entregador de documentos judiciales en el condado de Los Ángeles. Divorcio, custodia, fideicomisos y más, en inglés y español. No somos abogados.',
        },
        home: {
          title: 'Rivera Family Legal Document Services: divorcio, fideicomisos y notario en Los Ángeles',
          description:
            'Asistente de Documentos Legales familiar en el Este de Los Ángeles. Divorcio, custodia, fideicomisos en vida, sucesiones, notario (tardes y fines de semana) y entrega de documentos. Tarifas fijas, revisión gratuita, en español e inglés.',
        },
        services: {
          title: 'Servicios y precios',
          description:
            'Preparación de documentos para divorcio, custodia, órdenes de restricción, fideicomisos y sucesiones; notario en la oficina y en línea; entrega de documentos en todo el condado de Los Ángeles. Tarifas fijas publicadas.',
        },
        about: {
          title: 'Quiénes somos',
          description:
            'Conozca a la familia Rivera: una asistente de documentos legales registrada, un notario público y una entregadora de documentos que ayudan a las familias del condado de Los Ángeles desde hace más de 15 años.',
        },
        contact: {
          title: 'Contacto y citas',
          description:
            'Llame, escriba o visite nuestra oficina en Whittier Blvd en Los Ángeles, o haga una cita en línea para una revisión gratuita de su caso o un servicio de notario.',
        },
        privacy: {
          title: 'Política de privacidad',
          description: 'Cómo Rivera Family Legal Document Services recopila, usa, protege y conserva su información personal.',
        },
        terms: {
          title: 'Términos y condiciones',
          description:
            'Las condiciones de uso de nuestro sitio web y de nuestros servicios de asistente de documentos legales, notario y entrega de documentos.',
        },
        notFound: { title: 'Página no encontrada', description: 'No se encontró la página que buscaba.' },
        auth: {
          title: 'Inicie sesión o cree una cuenta',
          description: 'Inicie sesión o cree una cuenta para comenzar el cuestionario de sus documentos legales.',
        },
        questionnaire: {
          title: 'Elija su cuestionario',
          description:
            'Elija el formulario judicial que necesita: divorcio, custodia, sucesión, reclamos menores, poder notarial y más. La tarifa se muestra antes de pagar.',
        },
        journey: { title: 'Su pedido', description: 'Su pedido de documentos legales con Rivera Family Legal Document Services.' },
        account: { title: 'Mi cuenta', description: 'Su cuenta con Rivera Family Legal Document Services.' },
      },
      footer: {
        contactTitle: 'Contacto',
        hoursTitle: 'Horario de oficina',
        linksTitle: 'Sitio',
        legalTitle: 'Aviso de Asistente de Documentos Legales',
        notary: 'Notario público comisionado en el condado de {county}.',
        processServer: 'Entregador de documentos judiciales registrado n.º {number}, condado de {county}.',
        clerk: 'Puede comunicarse con {clerk}, {address}, {phone}, sobre nuestro registro.',
        rights: '© {name}. Todos los derechos reservados.',
      },
      cta: {
        title: '¿Listo para poner en orden sus documentos?',
        text: 'La primera revisión de su caso es gratuita. Llámenos, haga una cita en línea o comience su cuestionario ahora.',
        book: 'Reserve una revisión gratuita',
      },
      home: {
        hero: {
          eyebrow: 'Asistente de Documentos Legales registrado en el condado de {county}',
          title: 'Sus documentos judiciales, bien preparados desde la primera vez',
          lead: 'Divorcio, custodia, fideicomisos en vida, sucesiones, órdenes de restricción y más: preparamos sus documentos legales bajo su dirección, los notarizamos y los entregamos, en español o en inglés, por una tarifa fija.',
          call: '¿Prefiere hablar? Llame al {phone}',
        },
        trust: {
          label: 'Por qué confían en nosotros',
          badge: 'LDA registrado y afianzado n.º {number} · condado de {county}',
          clients: 'Más de {count} clientes atendidos',
          compliant: '{percent}% de documentos conformes con el tribunal',
          years: '{years} años al servicio de las familias',
          review: 'Revisión inicial del caso gratuita',
        },
        pain: {
          title: '¿Le suena familiar?',
          intro:
            'La mayoría de las personas que nos visitan ya intentaron hacerlo solas, o les dijeron que un abogado costaría miles de dólares.',
          forms: {
            title: 'Formularios que no se entienden',
            text: 'Los formularios de un divorcio pueden sumar docenas de páginas de términos legales, casillas y anexos, y una casilla equivocada cambia lo que usted le pide al tribunal.',
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
            text: 'Las instrucciones del tribunal son difíciles incluso en inglés sencillo. Encontrar ayuda paciente en español es aún más difícil.',
          },
        },
        solutions: {
          title: 'Cómo le ayudamos',
          intro: 'Una sola oficina familiar para todo el trabajo: los documentos, el sello del notario y la entrega a la otra parte.',
          documents: {
            title: 'Preparación de documentos',
            text: 'Responda un cuestionario guiado en línea o siéntese con nosotros. Pasamos sus respuestas a los formularios correctos del Consejo Judicial, revisamos que estén completos y los dejamos listos para presentar.',
            link: 'Servicios de preparación de documentos',
          },
          notary: {
            title: 'Servicios de notario',
            text: 'En nuestra oficina o en línea, con citas por la tarde y los fines de semana. {fee} por firma notarizada.',
            link: 'Servicios de notario',
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
            text: 'Elija el formulario judicial que necesita y lea su contrato por escrito antes de pagar.',
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
            title: 'Conformes con el tribunal, siempre',
            text: 'Cada documento se revisa con los formularios vigentes y las reglas locales antes de salir de nuestra oficina.',
          },
          hours: {
            title: 'Tardes y fines de semana',
            text: 'Citas de notario fuera del horario laboral, porque su trabajo no se detiene por los trámites.',
          },
          privacy: {
            title: 'Su información es privada',
            text: 'Los expedientes son confidenciales y se guardan de forma segura durante {retention} años; después se destruyen.',
          },
        },
        compare: {
          title: '¿Hacerlo usted mismo, trabajar con nosotros o contratar a un abogado?',
          intro:
            'Una comparación honesta. Si su situación requiere asesoría legal o que alguien lo represente ante el tribunal, necesita un abogado, y se lo diremos.',
          caption: 'Comparación entre hacerlo usted mismo, Rivera Family Legal Document Services y un abogado tradicional',
          feature: 'Lo que recibe',
          diy: 'Hacerlo usted mismo',
          us: 'Rivera Family Legal Docs',
          attorney: 'Abogado tradicional',
          cost: {
            label: 'Costo de un divorcio sin oposición',
            diy: 'Solo las cuotas del tribunal',
            us: 'Tarifa fija de {price}, más las cuotas del tribunal',
            attorney: 'Cobro por hora, a menudo varias veces más',
          },
          forms: {
            label: 'Quién llena los formularios',
            diy: 'Usted, por su cuenta',
            us: 'Nosotros, con sus respuestas y bajo su dirección',
            attorney: 'La oficina del abogado',
          },
          check: { label: 'Revisión antes de presentar', diy: 'No', us: 'Sí, cada formulario', attorney: 'Sí' },
          advice: { label: 'Asesoría legal y representación ante el tribunal', diy: 'No', us: 'No: no somos abogados', attorney: 'Sí' },
          speed: {
            label: 'Tiempo hasta tener documentos listos',
            diy: 'Depende de usted',
            us: 'Menos de {days} días; urgente en {rushMin} a {rushMax} horas',
            attorney: 'Varía',
          },
          spanish: {
            label: 'Atención en español',
            diy: 'Materiales del tribunal limitados',
            us: 'Sí, totalmente bilingüe',
            attorney: 'Depende del despacho',
          },
          extras: {
            label: 'Notario y entrega de documentos',
            diy: 'Los organiza usted',
            us: 'En la misma oficina (con costo)',
            attorney: 'Normalmente por separado',
          },
        },
        faqLink: 'Lea las preguntas frecuentes',
      },
      about: {
        title: 'Sobre nuestro negocio familiar',
        lead: 'Un negocio familiar en el Este de Los Ángeles que ayuda a sus vecinos a preparar sus propios documentos legales desde hace más de {years} años.',
        story: {
          title: 'Nuestra historia',
          p1: 'María Rivera fundó el negocio después de años en una clínica comunitaria de derecho familiar, donde veía a personas esperar meses para recibir ayuda con formularios que podían terminar en una tarde con la orientación adecuada. Se registró como Asistente de Documentos Legales ante el Secretario del Condado de {county} y abrió una pequeña oficina en Whittier Boulevard.',
          p2: 'Su hijo Daniel añadió los servicios de notario, su hija Sofía se registró como entregadora de documentos judiciales y su sobrino Luis se unió para que cada caso avance. Juntos, la familia ha ayudado a más de {clients} clientes con divorcios, custodias, fideicomisos en vida, sucesiones y más.',
          p3: 'No somos abogados y nunca lo aparentamos. Lo que hacemos es que los trámites sean comprensibles, correctos y a tiempo, en español o en inglés.',
        },
        team: {
          title: 'Conozca a la familia',
          languages: 'Habla español e inglés',
          maria: {
            role: 'Propietaria · Asistente de Documentos Legales registrada',
            bio: 'María supervisa cada expediente y revisa cada documento antes de que salga de la oficina. Ha preparado miles de trámites de derecho familiar, planificación patrimonial y sucesiones, y conoce de memoria los requisitos locales de los tribunales del condado de {county}.',
          },
          daniel: {
            role: 'Notario Público',
            bio: 'Daniel es notario público comisionado en el condado de {county}. Atiende notarizaciones en la oficina y en línea, incluidas las citas por la tarde y los fines de semana en las que confían nuestros clientes, y la firma de fideicomisos y poderes notariales.',
          },
          sofia: {
            role: 'Entregadora de Documentos Judiciales Registrada',
            bio: 'Sofía entrega citatorios, peticiones, órdenes de restricción y citaciones en todo el condado, y prepara el comprobante de entrega que necesita el tribunal. Es persistente, cuidadosa y discreta.',
          },
          luis: {
            role: 'Coordinador de Atención al Cliente',
            bio: 'Luis suele ser la primera voz que escucha cuando llama. Responde preguntas sobre nuestros servicios y precios, programa citas y le mantiene al tanto de su caso de principio a fin.',
          },
        },
        values: {
          title: 'Lo que nos define',
          honest: {
            title: 'Honestidad sobre lo que podemos hacer',
            text: 'Preparamos documentos bajo su dirección. No damos asesoría legal y, cuando necesita un abogado, se lo decimos.',
          },
          clear: {
            title: 'Precios claros y fijos',
            text: 'Conoce la tarifa antes de empezar, en un contrato por escrito que puede leer en español o en inglés.',
          },
          respect: {
            title: 'Respeto y privacidad',
            text: 'Los asuntos familiares son personales. Su información se mantiene confidencial y se guarda de forma segura.',
          },
        },
        credentials: {
          title: 'Registros',
          lda: 'Asistente de Documentos Legales: registro n.º {number}, condado de {county}, vence el {expires}.',
          bond: 'Fianza: {issuer}, fianza n.º {number}, {amount}.',
          notary: 'Notario público: comisionado en el condado de {county}.',
          processServer: 'Entregador de documentos: registro n.º {number}, condado de {county}.',
        },
      },
      services: {
        title: 'Nuestros servicios',
        lead: 'Preparación de documentos, notario y entrega de documentos judiciales para personas que se representan a sí mismas en todo el condado de {county}. Tarifas fijas y revisión inicial gratuita.',
        onThisPage: 'En esta página',
        documents: {
          title: 'Preparación de documentos legales',
          intro:
            'Preparamos formularios judiciales y documentos legales con la información que usted nos da y bajo su dirección específica. Use un cuestionario en línea o venga a la oficina.',
          family: {
            title: 'Derecho familiar',
            text: 'Divorcio y separación legal, disolución sumaria, custodia y visitas, manutención de hijos y del cónyuge, solicitudes de orden, paternidad y órdenes de restricción por violencia doméstica.',
          },
          estate: {
            title: 'Planificación patrimonial',
            text: 'Fideicomisos en vida revocables para personas solteras y matrimonios, testamentos, poderes notariales duraderos y directivas anticipadas de atención médica.',
          },
          probate: {
            title: 'Sucesiones, tutela de adultos y tutela de menores',
            text: 'Peticiones para abrir una sucesión, tutelas (conservatorship) de adultos que necesitan cuidado y tutelas de menores.',
          },
          other: {
            title: 'Otros documentos',
            text: 'Cambios de nombre, reclamos menores de hasta $12,500 ($6,250 para un negocio), adopción de adultos, órdenes de relaciones domésticas y creación de empresas (LLC, corporaciones y nombres comerciales ficticios).',
          },
        },
        prices: {
          title: 'Precios publicados',
          caption: 'Tarifas fijas de nuestros servicios más solicitados',
          service: 'Servicio',
          fee: 'Tarifa',
          uncontestedDivorce: 'Divorcio sin oposición',
          contestedDivorce: 'Divorcio con oposición',
          exParteRequestForOrder: 'Solicitud de orden de emergencia (ex parte)',
          requestForOrder: 'Solicitud de orden',
          restrainingOrder: 'Orden de restricción',
          businessEntity: 'Creación de una empresa',
          singleLivingTrust: 'Fideicomiso en vida revocable (una persona)',
          marriedLivingTrust: 'Fideicomiso en vida revocable (matrimonio)',
          notarySignature: 'Firma notarizada (puede haber cargo por traslado)',
          note: 'Las cuotas de presentación se pagan al tribunal y no están incluidas. Podría calificar para una exención de cuotas; pregúntenos.',
        },
        questionnaires: {
          title: 'Cuestionarios en línea',
          intro:
            '¿Prefiere trabajar desde casa? Comience un cuestionario en línea. Verá la tarifa y firmará el contrato por escrito antes de pagar.',
          caption: 'Tarifa de preparación de documentos de cada cuestionario en línea',
          form: 'Cuestionario',
          fee: 'Tarifa',
          start: 'Ver todos los cuestionarios y comenzar',
        },
        notary: {
          title: 'Servicios de notario',
          intro:
            'Nuestro notario público notariza sus documentos en la oficina o en línea, también con citas por la tarde y los fines de semana.',
          inOffice: {
            title: 'En nuestra oficina',
            text: 'Venga en horario de oficina o reserve una hora. Hay citas por la tarde y los fines de semana.',
          },
          online: {
            title: 'En línea',
            text: 'Para los documentos que se pueden notarizar a distancia, reúnase con el notario por video seguro desde su casa.',
          },
          fee: '{fee} por firma notarizada. Puede haber cargo por traslado en citas a domicilio.',
          bring: 'Traiga una identificación oficial vigente con foto de cada firmante y el documento completo, sin firmar.',
        },
        serving: {
          title: 'Entrega de documentos judiciales',
          intro:
            'Los documentos judiciales deben entregarse a la otra parte por un adulto que no forme parte del caso. Nuestra entregadora registrada lo hace por usted en cualquier lugar del condado de {county}.',
          i1: 'Citatorios y peticiones: divorcio, custodia, casos civiles y reclamos menores',
          i2: 'Órdenes de restricción y órdenes después de la audiencia',
          i3: 'Citaciones (subpoenas)',
          i4: 'Comprobante de entrega completado y devuelto a usted',
          registration: 'Entregadora de documentos registrada n.º {number}, condado de {county}.',
          quote: 'Llame al {phone} para una cotización: la tarifa depende de la dirección y del número de intentos necesarios.',
        },
        turnaround: {
          title: 'Cuánto tarda',
          text: 'La mayoría de los documentos están listos en menos de {days} días. Si su plazo es corto, pregunte por el servicio urgente: de {rushMin} a {rushMax} horas.',
        },
      },
      faq: {
        title: 'Preguntas frecuentes',
        q1: {
          q: '¿Son abogados? ¿Pueden darme asesoría legal?',
          a: 'No. Somos un Asistente de Documentos Legales registrado, no un bufete de abogados. Preparamos documentos con su información y bajo su dirección específica, pero no podemos decirle qué formularios presentar ni qué pedir, ni representarlo ante el tribunal. Si necesita asesoría legal, podemos indicarle el centro de ayuda del tribunal o el servicio de referencia de abogados.',
        },
        q2: {
          q: '¿Cuánto tardan en preparar mis documentos?',
          a: 'La mayoría de los documentos están listos en menos de {days} días después de recibir toda su información. El servicio urgente tarda de {rushMin} a {rushMax} horas.',
        },
        q3: {
          q: '¿Cuánto cuesta?',
          a: 'Cobramos tarifas fijas, por ejemplo {divorce} por un divorcio sin oposición y {trust} por el fideicomiso en vida de una persona. Las cuotas del tribunal son aparte. La primera revisión de su caso es gratuita.',
        },
        q4: {
          q: '¿Presentan los documentos ante el tribunal?',
          a: 'Bajo su dirección podemos presentar sus documentos ante el tribunal y hacer que se entreguen a la otra parte. Usted siempre revisa y firma sus documentos primero.',
        },
        q5: {
          q: '¿Ofrecen servicios en español?',
          a: 'Sí. Toda la familia habla español e inglés, y nuestro sitio web, cuestionarios y contrato están disponibles en ambos idiomas.',
        },
        q6: {
          q: '¿Qué necesito traer para una notarización?',
          a: 'Una identificación oficial vigente con foto de cada firmante y el documento completo, sin firmar. La tarifa es de {fee} por firma notarizada.',
        },
        q7: {
          q: '¿Pueden notarizar por la tarde o en fin de semana?',
          a: 'Sí, con cita previa. Llámenos o reserve en línea en la página de contacto.',
        },
        q8: {
          q: '¿Cómo protegen mi información?',
          a: 'Su expediente es confidencial. Se guarda de forma segura durante {retention} años, como exige la ley, y después se destruye.',
        },
        q9: {
          q: '¿En qué zonas ofrecen servicio?',
          a: 'En todo el condado de {county}. Nuestra oficina está en el Este de Los Ángeles y muchos servicios se pueden hacer en línea.',
        },
      },
      contact: {
        title: 'Contáctenos',
        lead: 'Llame, escriba, visítenos o haga una cita en línea. La primera revisión de su caso es gratuita.',
        office: 'Nuestra oficina',
        phone: 'Teléfono',
        email: 'Correo electrónico',
        address: 'Dirección',
        directions: 'Cómo llegar en Google Maps',
        hoursTitle: 'Horario de oficina',
        hoursNote: 'Hay citas de notario por la tarde y los fines de semana con cita previa.',
        languages: 'We speak English.',
        booking: {
          title: 'Haga una cita en línea',
          intro: 'Elija un horario para una revisión gratuita de su caso o una cita de notario.',
          consent: 'El calendario lo proporciona nuestro servicio de citas y solo se carga cuando usted lo pide.',
          show: 'Mostrar el calendario de citas',
          frameTitle: 'Calendario de citas en línea',
          link: 'Abrir la página de citas',
          callInstead: 'También puede llamar al {phone} para hacer una cita.',
        },
      },
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
          body: 'Nuestras tarifas son fijas y se muestran antes de pagar. Las cuotas del tribunal, las tarifas de entrega cobradas por terceros y los cargos por traslado del notario son aparte, salvo que su contrato diga otra cosa. Puede pagar en línea con tarjeta o en nuestra oficina.',
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
      notFound: {
        title: 'Página no encontrada',
        text: 'No encontramos la página que buscaba. Puede que se haya movido o que la dirección esté mal escrita.',
        try: 'Pruebe una de estas páginas:',
        help: '¿Necesita ayuda? Llámenos al {phone}.',
      },
    },
  },
});
