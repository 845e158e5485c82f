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
        /** What changed, per kind (issue 30): never the service, a name, a status or a document's title. */
        clientKinds: {
          statusChanged: 'Your file with {business} has an update',
          officeMessage: 'New message from {business}',
          documentRequested: '{business} needs a document from you',
          documentReady: 'A document from {business} is ready for your review',
          contractOpen: 'Your {business} contract is ready to read and sign',
          submissionReceived: '{business} received your answers',
          paymentReceived: 'Your payment receipt from {business}',
        },
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
          contractOpen:
            'We have given you the signed Notice to Consumer, in person or by mail, as California law asks (Business and Professions Code §6410.5). The contract is now open: sign in to read it and, if you agree, accept it. Nothing is charged before you accept it.',
          submissionReceived:
            'We received your answers. Our office will review them and start preparing your documents; we usually finish within {days} days. We will email you when there is something to do or see.',
          paymentReceived: 'We received your payment. Thank you.',
        },
        /** The receipt's facts (not in neutral mail). */
        receipt: { amount: 'Amount paid: {amount}', date: 'Date: {date}', note: 'Your printable receipt is in your account.' },
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
      account: {
        codeSubject: 'Your {business} sign-up code',
        codeBody: 'Use this code to finish creating your account:',
        codeExpiry: 'It works for 24 hours, once. If you did not ask for it, ignore this email: no account is made without it.',
        attemptSubject: 'Someone tried to create an account with your email',
        attemptBody:
          'Someone (perhaps you) tried to create a new {business} account with this email address. Your account already exists and nothing in it was changed.',
        attemptAction: 'If it was you, sign in, or reset your password if you forgot it. If it was not you, you can ignore this email.',
        signIn: 'Sign in or reset your password:',
        action: 'Go to sign in',
        footer: 'You receive this email because this address was entered on our sign-up page.',
      },
      cognito: {
        codeSubject: 'Your {business} code',
        codeBody: 'Use this code to finish what you started on our website:',
        resetSubject: 'Reset your {business} password',
        resetBody: 'Someone (perhaps you) asked to reset the password of your account. Use this code to choose a new one:',
        inviteSubject: 'Your {business} account',
        inviteBody: 'An account was made for you. Your username is {username} and your temporary password is:',
        mfaSubject: 'Your {business} sign-in code',
        mfaBody: 'Your sign-in code:',
        ignore: 'If you did not ask for this, ignore this email: nothing changes without the code.',
        codeAgain: 'The code is above.',
        footer: 'You receive this email because of a request made for this address on our website.',
      },
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
        clientKinds: {
          statusChanged: 'Su expediente con {business} tiene una novedad',
          officeMessage: 'Nuevo mensaje de {business}',
          documentRequested: '{business} necesita un documento suyo',
          documentReady: 'Un documento de {business} está listo para que lo revise',
          contractOpen: 'Su contrato con {business} está listo para leer y firmar',
          submissionReceived: '{business} recibió sus respuestas',
          paymentReceived: 'Su recibo de pago de {business}',
        },
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
          contractOpen:
            'Le entregamos el Aviso al Consumidor firmado, en persona o por correo postal, como lo pide la ley de California (Código de Negocios y Profesiones, §6410.5). El contrato ya está disponible: inicie sesión para leerlo y, si está de acuerdo, aceptarlo. No se cobra nada antes de que lo acepte.',
          submissionReceived:
            'Recibimos sus respuestas. Nuestra oficina las revisará y empezará a preparar sus documentos; normalmente terminamos en {days} días. Le escribiremos cuando haya algo que hacer o ver.',
          paymentReceived: 'Recibimos su pago. Gracias.',
        },
        receipt: {
          amount: 'Importe pagado: {amount}',
          date: 'Fecha: {date}',
          note: 'Su recibo para imprimir está en su cuenta.',
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
      account: {
        codeSubject: 'Su código de registro de {business}',
        codeBody: 'Use este código para terminar de crear su cuenta:',
        codeExpiry: 'Sirve durante 24 horas, una sola vez. Si no lo pidió, ignore este correo: sin él no se crea ninguna cuenta.',
        attemptSubject: 'Alguien intentó crear una cuenta con su correo',
        attemptBody:
          'Alguien (quizás usted) intentó crear una cuenta nueva de {business} con este correo electrónico. Su cuenta ya existe y no se cambió nada en ella.',
        attemptAction: 'Si fue usted, inicie sesión, o restablezca su contraseña si la olvidó. Si no fue usted, puede ignorar este correo.',
        signIn: 'Inicie sesión o restablezca su contraseña:',
        action: 'Ir a iniciar sesión',
        footer: 'Recibe este correo porque esta dirección se escribió en nuestra página de registro.',
      },
      cognito: {
        codeSubject: 'Su código de {business}',
        codeBody: 'Use este código para terminar lo que empezó en nuestro sitio web:',
        resetSubject: 'Restablezca su contraseña de {business}',
        resetBody: 'Alguien (quizás usted) pidió restablecer la contraseña de su cuenta. Use este código para elegir una nueva:',
        inviteSubject: 'Su cuenta de {business}',
        inviteBody: 'Se creó una cuenta para usted. Su usuario (su correo electrónico) y su contraseña temporal están arriba.',
        mfaSubject: 'Su código de inicio de sesión de {business}',
        mfaBody: 'Su código de inicio de sesión:',
        ignore: 'Si no lo pidió, ignore este correo: nada cambia sin el código.',
        codeAgain: 'El código está arriba.',
        footer: 'Recibe este correo por una solicitud hecha para esta dirección en nuestro sitio web.',
      },
      footer: {
        optional: 'Puede desactivar los correos opcionales como este en Mi cuenta: {url}',
        essential: 'Este correo trata de su expediente y se envía aunque haya desactivado los correos opcionales.',
        staff: 'Recibe este correo como miembro del personal de la oficina.',
        lda: 'Asistente de Documentos Legales',
      },
    },
  },
});
