import { defineMessages } from '../core';

/** Names and plain-language descriptions of the 15 questionnaire types (shared/catalogue.ts). */
export default defineMessages({
  en: {
    catalogue: {
      conservatorship: {
        title: 'Conservatorship',
        description: 'Ask the court to appoint someone to care for an adult who can no longer care for themselves or manage their money.',
      },
      'small-claims': {
        title: 'Small Claims',
        description: 'Sue someone for money they owe you, up to $12,500 (up to $6,250 for a business), without a lawyer in court.',
      },
      probate: {
        title: 'Probate',
        description: 'Open a court case to settle the estate of someone who has died and pass on what they owned.',
      },
      'durable-poa': {
        title: 'Durable Power of Attorney & Healthcare Directive',
        description: 'Choose who can handle your money and health decisions if you cannot, and write down your care wishes.',
      },
      'request-for-order': {
        title: 'Request for Order',
        description: 'Ask the family court to make or change orders about custody, visitation, support or property.',
      },
      dissolution: {
        title: 'Dissolution (Divorce)',
        description: 'End a marriage or registered domestic partnership and divide property, support and custody.',
      },
      'summary-dissolution': {
        title: 'Summary Dissolution',
        description: 'A simpler divorce for short marriages with no children, little property and few debts.',
      },
      'guardianship-minor': {
        title: 'Guardianship of a Minor',
        description: 'Ask the court to let you care for a child who is not your own when the parents cannot.',
      },
      'domestic-relations-order': {
        title: 'Domestic Relations Order',
        description: 'Divide retirement or pension plans after a divorce: an order for each plan, prepared in the plan’s format.',
      },
      'paternal-relationship': {
        title: 'Paternal Relationship (Parentage)',
        description: 'Ask the court to establish who the legal parents of a child are.',
      },
      'adult-adoption': { title: 'Adult Adoption', description: 'Legally adopt an adult, such as a stepchild or a person you raised.' },
      'business-enterprises': {
        title: 'Business Enterprises',
        description: 'Form an LLC or corporation, or file a fictitious business name, in California.',
      },
      'parental-relationships': {
        title: 'Parental Relationships (Custody & Support)',
        description:
          'Ask for custody, visitation and support orders for parents who are married and not divorcing, or whose parentage is already established (for example, by a signed Voluntary Declaration of Parentage).',
      },
      'domestic-violence': {
        title: 'Domestic Violence Restraining Order',
        description: 'Ask the court for protection from someone who has abused or threatened you.',
      },
      'name-change': { title: 'Name Change', description: 'Petition the court to legally change your name or your child’s name.' },
      /** What receipts say for a sensitive questionnaire (shared/catalogue.ts SENSITIVE_TYPES). */
      neutralTitle: 'Legal document preparation',
    },
  },
  es: {
    catalogue: {
      conservatorship: {
        title: 'Curaduría (Conservatorship)',
        description: 'Pida a la corte que nombre a alguien para cuidar a un adulto que ya no puede cuidarse ni administrar su dinero.',
      },
      'small-claims': {
        title: 'Reclamos Menores',
        description: 'Demande a alguien por dinero que le debe, hasta $12,500 (hasta $6,250 para un negocio), sin abogado en la corte.',
      },
      probate: {
        title: 'Sucesión (Probate)',
        description: 'Abra un caso en la corte para resolver la herencia de una persona fallecida y repartir sus bienes.',
      },
      'durable-poa': {
        title: 'Poder Notarial Duradero y Directiva de Salud',
        description:
          'Elija quién puede manejar su dinero y sus decisiones médicas si usted no puede, y deje por escrito sus deseos de atención.',
      },
      'request-for-order': {
        title: 'Solicitud de Orden',
        description: 'Pida a la corte familiar que dicte o cambie órdenes de custodia, visitas, manutención o bienes.',
      },
      dissolution: {
        title: 'Disolución (Divorcio)',
        description: 'Termine un matrimonio o una pareja de hecho registrada y divida bienes, manutención y custodia.',
      },
      'summary-dissolution': {
        title: 'Disolución Sumaria',
        description: 'Un divorcio más sencillo para matrimonios cortos, sin hijos, con pocos bienes y pocas deudas.',
      },
      'guardianship-minor': {
        title: 'Tutela de un Menor',
        description: 'Pida a la corte permiso para cuidar a un niño que no es suyo cuando los padres no pueden.',
      },
      'domestic-relations-order': {
        title: 'Orden de Relaciones Domésticas',
        description:
          'Divida planes de jubilación o pensión después del divorcio: una orden para cada plan, preparada en el formato del plan.',
      },
      'paternal-relationship': {
        title: 'Relación Paterna (Paternidad)',
        description: 'Pida a la corte que establezca quiénes son los padres legales de un niño.',
      },
      'adult-adoption': {
        title: 'Adopción de un Adulto',
        description: 'Adopte legalmente a un adulto, como un hijastro o una persona que usted crió.',
      },
      'business-enterprises': {
        title: 'Empresas Comerciales',
        description: 'Forme una LLC o corporación, o registre un nombre comercial ficticio, en California.',
      },
      'parental-relationships': {
        title: 'Relaciones Parentales (Custodia y Manutención)',
        description:
          'Pida órdenes de custodia, visitas y manutención para padres casados que no se divorcian, o cuya filiación ya está establecida (por ejemplo, con una Declaración Voluntaria de Paternidad firmada).',
      },
      'domestic-violence': {
        title: 'Orden de Restricción por Violencia Doméstica',
        description: 'Pida a la corte protección contra alguien que lo ha maltratado o amenazado.',
      },
      'name-change': { title: 'Cambio de Nombre', description: 'Solicite a la corte cambiar legalmente su nombre o el de su hijo.' },
      neutralTitle: 'Preparación de documentos legales',
    },
  },
});
