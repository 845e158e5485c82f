import { defineMessages } from '../i18n/core';
/** The texts of version 1 (frozen), under their own namespace. Do not edit. */

export default defineMessages({
  en: {
    q: {
      businessEnterprisesV1: {
        title: 'Business Formation',
        steps: {
          contact: 'About you',
          business: 'The business',
          owners: 'Owners',
          management: 'Management and agent',
          filings: 'Other filings',
        },
        fields: {
          contact: { label: 'Your contact information' },
          entityType: {
            label: 'What kind of business do you want to form?',
            help: 'An LLC or a corporation protects your personal assets from business debts. A sole proprietorship only needs a business name filing.',
            options: {
              llc: 'Limited liability company (LLC)',
              corporation: 'Corporation',
              soleProprietorship: 'Sole proprietorship (DBA only)',
            },
          },
          businessName: {
            label: 'Business name',
            help: 'An LLC name must end with “LLC”; a corporation’s with “Inc.” or “Corporation”. We check availability.',
          },
          alternativeName: { label: 'Second choice of name', help: 'In case the first one is taken.' },
          purpose: { label: 'What will the business do?', help: 'One or two sentences, for example “residential cleaning services”.' },
          principalAddress: { label: 'Principal business address', help: 'A street address, not a P.O. box.' },
          mailingAddress: { label: 'Mailing address', help: 'Only if different from the business address.' },
          county: { label: 'County where the business is located' },
          owners: {
            label: 'Owners (members or shareholders)',
            help: 'Everyone who will own part of the business.',
            item: 'Owner {n}',
            add: 'Add an owner',
            title: { label: 'Title or role', help: 'For example: member, manager, president.' },
            ownershipPercent: { label: 'Ownership percentage' },
          },
          llcManagement: {
            label: 'Who will manage the LLC?',
            help: 'Member-managed LLCs are run by the owners themselves.',
            options: { oneManager: 'One manager', managers: 'More than one manager', members: 'All the members (owners)' },
          },
          ceo: { label: 'Chief executive officer (president)' },
          secretary: { label: 'Secretary' },
          cfo: { label: 'Chief financial officer (treasurer)' },
          authorizedShares: {
            label: 'Number of shares the corporation may issue',
            help: 'Small corporations often authorize 1,000 to 100,000 shares.',
          },
          agentType: {
            label: 'Agent for service of process',
            help: 'The person or company that receives legal papers for the business. An individual must have a California street address.',
            options: { individual: 'A person', company: 'A registered agent company' },
          },
          agentName: { label: 'Name of the agent' },
          agentAddress: { label: 'Agent’s California street address', help: 'Not a P.O. box.' },
          needsDba: {
            label: 'Will the business use a name other than its legal name (a DBA)?',
            help: 'A Fictitious Business Name statement is filed with the county and published.',
          },
          dbaName: { label: 'Name to register' },
          needsEin: {
            label: 'Do you need an Employer Identification Number (EIN) from the IRS?',
            help: 'Needed to hire employees and to open most business bank accounts.',
          },
          needsSellersPermit: {
            label: 'Will you sell goods and need a seller’s permit?',
            help: 'Issued by the California Department of Tax and Fee Administration.',
          },
        },
        submit: {
          successTitle: 'Business Formation Questionnaire Submitted',
          successText: 'Thank you. We will check the name and prepare your filings.',
          errorTitle: 'Submission Error',
          errorText: 'There was an error submitting your questionnaire. Please try again.',
        },
      },
    },
  },
  es: {
    q: {
      businessEnterprisesV1: {
        title: 'Formación de empresas',
        steps: {
          contact: 'Sobre usted',
          business: 'La empresa',
          owners: 'Dueños',
          management: 'Administración y agente',
          filings: 'Otros trámites',
        },
        fields: {
          contact: { label: 'Sus datos de contacto' },
          entityType: {
            label: '¿Qué tipo de empresa desea formar?',
            help: 'Una LLC o una corporación protege sus bienes personales de las deudas del negocio. Un negocio individual solo necesita registrar su nombre comercial.',
            options: {
              llc: 'Compañía de responsabilidad limitada (LLC)',
              corporation: 'Corporación',
              soleProprietorship: 'Negocio individual (solo DBA)',
            },
          },
          businessName: {
            label: 'Nombre de la empresa',
            help: 'El nombre de una LLC debe terminar en “LLC”; el de una corporación en “Inc.” o “Corporation”. Verificamos que esté disponible.',
          },
          alternativeName: { label: 'Segunda opción de nombre', help: 'Por si el primero ya está en uso.' },
          purpose: {
            label: '¿A qué se dedicará la empresa?',
            help: 'Una o dos oraciones, por ejemplo “servicios de limpieza residencial”.',
          },
          principalAddress: { label: 'Dirección principal de la empresa', help: 'Una dirección física, no un apartado postal.' },
          mailingAddress: { label: 'Dirección postal', help: 'Solo si es diferente de la dirección de la empresa.' },
          county: { label: 'Condado donde se ubica la empresa' },
          owners: {
            label: 'Dueños (miembros o accionistas)',
            help: 'Todas las personas que serán dueñas de una parte de la empresa.',
            item: 'Dueño {n}',
            add: 'Agregar un dueño',
            title: { label: 'Cargo o función', help: 'Por ejemplo: miembro, gerente, presidente.' },
            ownershipPercent: { label: 'Porcentaje de participación' },
          },
          llcManagement: {
            label: '¿Quién administrará la LLC?',
            help: 'En una LLC administrada por sus miembros, los dueños la dirigen directamente.',
            options: { oneManager: 'Un gerente', managers: 'Más de un gerente', members: 'Todos los miembros (dueños)' },
          },
          ceo: { label: 'Director ejecutivo (presidente)' },
          secretary: { label: 'Secretario' },
          cfo: { label: 'Director financiero (tesorero)' },
          authorizedShares: {
            label: 'Número de acciones que la corporación puede emitir',
            help: 'Las corporaciones pequeñas suelen autorizar de 1,000 a 100,000 acciones.',
          },
          agentType: {
            label: 'Agente para notificaciones legales',
            help: 'La persona o compañía que recibe los documentos legales de la empresa. Una persona debe tener una dirección física en California.',
            options: { individual: 'Una persona', company: 'Una compañía de agentes registrados' },
          },
          agentName: { label: 'Nombre del agente' },
          agentAddress: { label: 'Dirección física del agente en California', help: 'No un apartado postal.' },
          needsDba: {
            label: '¿La empresa usará un nombre distinto de su nombre legal (DBA)?',
            help: 'Se presenta una declaración de nombre comercial ficticio en el condado y se publica.',
          },
          dbaName: { label: 'Nombre que desea registrar' },
          needsEin: {
            label: '¿Necesita un número de identificación patronal (EIN) del IRS?',
            help: 'Se necesita para contratar empleados y para abrir la mayoría de las cuentas bancarias de negocio.',
          },
          needsSellersPermit: {
            label: '¿Venderá productos y necesita un permiso de vendedor?',
            help: 'Lo emite el Departamento de Administración de Impuestos y Tarifas de California (CDTFA).',
          },
        },
        submit: {
          successTitle: 'Cuestionario de formación de empresa enviado',
          successText: 'Gracias. Verificaremos el nombre y prepararemos sus trámites.',
          errorTitle: 'Error al enviar',
          errorText: 'Hubo un error al enviar su cuestionario. Inténtelo de nuevo.',
        },
      },
    },
  },
});
