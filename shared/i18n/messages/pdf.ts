import { defineMessages } from '../core';

/** Namespace "pdf": the submission PDF the API renders (functions/lib/pdf.ts); the answers' labels are the questionnaires'. */
export default defineMessages({
  en: {
    pdf: {
      submissionId: 'Submission ID',
      client: 'Client',
      email: 'Email',
      service: 'Service',
      submitted: 'Submitted',
      updated: 'Last updated',
      status: 'Status',
      caseDetails: 'Case details',
      specialInstructions: 'Special instructions',
      answers: 'Your answers',
      page: 'Page {n} of {total}',
      statuses: { pending: 'Pending', processing: 'Processing', completed: 'Completed', rejected: 'Rejected' },
    },
  },
  es: {
    pdf: {
      submissionId: 'N.º de envío',
      client: 'Cliente',
      email: 'Correo electrónico',
      service: 'Servicio',
      submitted: 'Enviado',
      updated: 'Última actualización',
      status: 'Estado',
      caseDetails: 'Detalles del caso',
      specialInstructions: 'Instrucciones especiales',
      answers: 'Sus respuestas',
      page: 'Página {n} de {total}',
      statuses: { pending: 'Pendiente', processing: 'En proceso', completed: 'Completado', rejected: 'Rechazado' },
    },
  },
});
