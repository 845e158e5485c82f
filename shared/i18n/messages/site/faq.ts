import { defineMessages } from '../../core';

/**
 * Namespace "site": the frequently asked questions (Faq, on the services page, which registers them).
 * Facts (phone, prices, hours, registration numbers) come from shared/business.ts through {placeholders}.
 */
export default defineMessages({
  en: {
    site: {
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
          a: 'We charge flat fees, for example {divorce} for an uncontested divorce and {trust} for a single person’s living trust. Court filing fees are separate. Your first call about our services and prices is free.',
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
          a: 'Your case file is confidential and stored securely. We keep it for at least {retention} years from when you give it to us: that is our own policy, not a legal requirement. Our privacy policy says what we collect and how long we keep each part.',
        },
        q9: {
          q: 'Which areas do you serve?',
          a: 'All of {county} County. Our office is in East Los Angeles, and many services can be done online.',
        },
      },
    },
  },
  es: {
    site: {
      faq: {
        title: 'Preguntas frecuentes',
        q1: {
          q: '¿Son abogados? ¿Pueden darme asesoría legal?',
          a: 'No. Somos un Asistente de Documentos Legales registrado, no un bufete de abogados. Preparamos documentos con su información y bajo su dirección específica, pero no podemos decirle qué formularios presentar ni qué pedir, ni representarlo ante la corte. Si necesita asesoría legal, podemos indicarle el centro de ayuda de la corte o el servicio de referencia de abogados.',
        },
        q2: {
          q: '¿Cuánto tardan en preparar mis documentos?',
          a: 'La mayoría de los documentos están listos en menos de {days} días después de recibir toda su información. El servicio urgente tarda de {rushMin} a {rushMax} horas.',
        },
        q3: {
          q: '¿Cuánto cuesta?',
          a: 'Cobramos tarifas fijas, por ejemplo {divorce} por un divorcio sin oposición y {trust} por el fideicomiso en vida de una persona. Las cuotas de la corte son aparte. La primera llamada sobre nuestros servicios y precios es gratuita.',
        },
        q4: {
          q: '¿Presentan los documentos ante la corte?',
          a: 'Bajo su dirección podemos presentar sus documentos ante la corte y hacer que se entreguen a la otra parte. Usted siempre revisa y firma sus documentos primero.',
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
          a: 'Su expediente es confidencial y se guarda de forma segura. Lo conservamos durante al menos {retention} años desde que nos lo entrega: es una política nuestra, no un requisito legal. Nuestra política de privacidad explica qué recopilamos y cuánto tiempo conservamos cada parte.',
        },
        q9: {
          q: '¿En qué zonas ofrecen servicio?',
          a: 'En todo el condado de {county}. Nuestra oficina está en el Este de Los Ángeles y muchos servicios se pueden hacer en línea.',
        },
      },
    },
  },
});
