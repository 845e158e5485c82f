import { defineMessages } from '../core';

/**
 * Email notifications (functions/lib/mail/templates.ts). No case details ever: no names, service types, statuses,
 * document titles or message text — a neutral subject, what kind of thing happened, and a sign-in link. Cases whose
 * type needs it (domestic violence) get the `neutral` wording for every kind: nothing but "a notification".
 */
export default defineMessages({
  en: {
    mail: {
      greeting: 'Hello,',
      subject: {
        client: 'New update in your {business} account',
        neutral: 'New notification in your account',
        staff: {
          newSubmission: 'New submission to review',
          clientMessage: 'New message from a client',
          newUpload: 'New upload from a client',
          clientReview: 'A client answered a document review',
        },
      },
      body: {
        client: {
          statusChanged: 'There is an update on your file with our office.',
          officeMessage: 'Our office sent you a new message.',
          documentRequested: 'Our office needs a document from you.',
          documentReady: 'A document is ready for you to review.',
        },
        neutral: 'You have a new notification in your account.',
        staff: {
          newSubmission: 'A client submitted a questionnaire.',
          clientMessage: 'A client sent a message on their file.',
          newUpload: 'A client uploaded a document to their file.',
          clientReview: 'A client approved a document or asked for changes to it.',
        },
        signIn: 'Sign in to your account to see the details:',
        staffSignIn: 'Open it in the admin console:',
        noReply: 'Please do not reply to this email: replies are not read. To reach us, sign in and write to us, or call {phone}.',
      },
      action: { client: 'Sign in to your account', staff: 'Open the admin console' },
      footer: {
        optional: 'You can turn off optional emails like this one in My Account: {url}',
        essential: 'This email is about your file and is sent even if you turned off optional emails.',
        staff: 'You receive this email as a member of the office staff.',
        lda: 'Legal Document Assistant',
      },
    },
  },
  es: {
    mail: {
      greeting: 'Hola:',
      subject: {
        client: 'Novedad en su cuenta de {business}',
        neutral: 'Nueva notificación en su cuenta',
        staff: {
          newSubmission: 'Nueva solicitud por revisar',
          clientMessage: 'Nuevo mensaje de un cliente',
          newUpload: 'Nuevo documento de un cliente',
          clientReview: 'Un cliente respondió a la revisión de un documento',
        },
      },
      body: {
        client: {
          statusChanged: 'Hay una novedad en su expediente con nuestra oficina.',
          officeMessage: 'Nuestra oficina le envió un mensaje nuevo.',
          documentRequested: 'Nuestra oficina necesita un documento suyo.',
          documentReady: 'Hay un documento listo para que usted lo revise.',
        },
        neutral: 'Tiene una notificación nueva en su cuenta.',
        staff: {
          newSubmission: 'Un cliente envió un cuestionario.',
          clientMessage: 'Un cliente envió un mensaje en su expediente.',
          newUpload: 'Un cliente subió un documento a su expediente.',
          clientReview: 'Un cliente aprobó un documento o pidió cambios.',
        },
        signIn: 'Inicie sesión en su cuenta para ver los detalles:',
        staffSignIn: 'Ábralo en la consola de administración:',
        noReply:
          'Por favor no responda a este correo: las respuestas no se leen. Para comunicarse con nosotros, inicie sesión y escríbanos, o llame al {phone}.',
      },
      action: { client: 'Iniciar sesión en su cuenta', staff: 'Abrir la consola de administración' },
      footer: {
        optional: 'Puede desactivar los correos opcionales como este en Mi cuenta: {url}',
        essential: 'Este correo trata de su expediente y se envía aunque haya desactivado los correos opcionales.',
        staff: 'Recibe este correo como miembro del personal de la oficina.',
        lda: 'Asistente de Documentos Legales',
      },
    },
  },
});
