import { defineMessages } from '../i18n/core';
/** The texts of version 1 (frozen), under their own namespace. Do not edit. */

export default defineMessages({
  en: {
    q: {
      domesticViolenceV1: {
        title: 'Domestic Violence Restraining Order',
        steps: {
          you: 'About you',
          otherParty: 'The person you want protection from',
          abuse: 'The abuse',
          orders: 'Orders you want',
          additional: 'Additional information',
        },
        fields: {
          age: { label: 'Your age' },
          mailingAddress: {
            label: 'Mailing address',
            help: 'You do not have to give your home address. The other party will see this address.',
          },
          safeToContact: {
            label: 'Is it safe for us to call and email you?',
            help: 'If not, tell us how and when we can reach you safely.',
          },
          safeContactNotes: { label: 'How can we contact you safely?' },
          otherAge: { label: 'Their age (or approximate age)', help: 'If you do not know the date of birth.' },
          description: {
            label: 'Physical description',
            help: 'Sex, height, weight, race, hair and eye color, vehicle. Helps the police serve and enforce the order.',
          },
          relationship: {
            label: 'How are you related to this person?',
            help: 'Choose the closest one. A restraining order against someone outside these relationships is a civil harassment order.',
            options: {
              married: 'We are married or registered partners',
              divorced: 'We used to be married or registered partners',
              dating: 'We are dating or used to date',
              engaged: 'We are or were engaged',
              childTogether: 'We have a child together',
              livedTogether: 'We live or lived together',
              related: 'We are related (parent, child, sibling, grandparent, in-law)',
            },
          },
          livesWithYou: { label: 'Do you live with this person now?' },
          recentDate: { label: 'Date of the most recent abuse', help: 'An approximate date is fine.' },
          recentAbuse: {
            label: 'What happened?',
            help: 'Describe what the person did or said, threats, and who saw it. Use the person’s name.',
          },
          injured: { label: 'Were you injured?' },
          policeCame: { label: 'Did the police come?' },
          previousAbuse: { label: 'Earlier abuse', help: 'Other incidents, with approximate dates.' },
          firearms: {
            label: 'Does the person have guns, firearm parts or ammunition?',
            help: 'If the order is granted, they must turn them in.',
            options: { yes: 'Yes', no: 'No', unknown: 'I don’t know' },
          },
          firearmsDetails: { label: 'Describe them and where they are kept, if known' },
          orders: {
            label: 'Which orders do you want?',
            help: 'An order to stop the abuse is always included; choose what else you need.',
            options: {
              personalConduct: 'Stop harassing, threatening or contacting me',
              stayAway: 'Stay away from me, my home, work and car',
              moveOut: 'Move out of our home',
              childCustody: 'Child custody and visitation',
              animals: 'Protect my animals',
              other: 'Other orders',
            },
          },
          stayAwayYards: { label: 'How many yards away must they stay?', help: '100 yards is common.' },
          moveOutAddress: { label: 'Address of the home they must move out of' },
          children: { label: 'Children for the custody orders', item: 'Child {n}', add: 'Add a child' },
          animals: { label: 'Which animals, and who should keep them?' },
          otherOrders: { label: 'Describe the other orders' },
          protectedPeople: {
            label: 'Family or household members who also need protection',
            help: 'Add anyone else the order should protect, if needed.',
            item: 'Person {n}',
            add: 'Add a person',
            age: { label: 'Age' },
            relationship: { label: 'Relationship to you' },
          },
          temporaryOrders: {
            label: 'Do you want temporary orders until the hearing?',
            help: 'A judge usually decides within one business day of filing.',
          },
        },
        summary: {
          against: 'Against {name}',
          temporary: 'temporary orders requested',
          notSafe: 'Not safe to contact by phone or email. {notes}',
        },
        submit: {
          successTitle: 'Restraining Order Questionnaire Submitted',
          successText: 'Thank you. We will prepare your request right away. If you are in danger, call 911.',
          errorTitle: 'Submission Error',
          errorText: 'There was an error submitting your questionnaire. Please try again.',
        },
      },
    },
  },
  es: {
    q: {
      domesticViolenceV1: {
        title: 'Orden de restricción por violencia doméstica',
        steps: {
          you: 'Sobre usted',
          otherParty: 'La persona de quien necesita protección',
          abuse: 'El abuso',
          orders: 'Órdenes que solicita',
          additional: 'Información adicional',
        },
        fields: {
          age: { label: 'Su edad' },
          mailingAddress: {
            label: 'Dirección postal',
            help: 'No tiene que dar la dirección de su casa. La otra parte verá esta dirección.',
          },
          safeToContact: {
            label: '¿Es seguro que le llamemos y le escribamos por correo electrónico?',
            help: 'Si no, díganos cómo y cuándo podemos comunicarnos con usted de forma segura.',
          },
          safeContactNotes: { label: '¿Cómo podemos comunicarnos con usted de forma segura?' },
          otherAge: { label: 'Su edad (o edad aproximada)', help: 'Si no sabe la fecha de nacimiento.' },
          description: {
            label: 'Descripción física',
            help: 'Sexo, estatura, peso, raza, color de cabello y de ojos, vehículo. Ayuda a la policía a entregar y hacer cumplir la orden.',
          },
          relationship: {
            label: '¿Qué relación tiene con esta persona?',
            help: 'Elija la más cercana. Contra alguien fuera de estas relaciones se pide una orden de restricción civil por acoso.',
            options: {
              married: 'Estamos casados o somos pareja de hecho registrada',
              divorced: 'Estuvimos casados o fuimos pareja de hecho registrada',
              dating: 'Somos o fuimos novios',
              engaged: 'Estamos o estuvimos comprometidos',
              childTogether: 'Tenemos un hijo en común',
              livedTogether: 'Vivimos juntos ahora o en el pasado',
              related: 'Somos familiares (padre o madre, hijo, hermano, abuelo, parientes políticos)',
            },
          },
          livesWithYou: { label: '¿Vive con esta persona actualmente?' },
          recentDate: { label: 'Fecha del abuso más reciente', help: 'Una fecha aproximada está bien.' },
          recentAbuse: {
            label: '¿Qué pasó?',
            help: 'Describa lo que la persona hizo o dijo, las amenazas y quién lo vio. Use el nombre de la persona.',
          },
          injured: { label: '¿Resultó herido(a)?' },
          policeCame: { label: '¿Vino la policía?' },
          previousAbuse: { label: 'Abusos anteriores', help: 'Otros incidentes, con fechas aproximadas.' },
          firearms: {
            label: '¿La persona tiene armas de fuego, partes de armas o municiones?',
            help: 'Si se concede la orden, debe entregarlas.',
            options: { yes: 'Sí', no: 'No', unknown: 'No lo sé' },
          },
          firearmsDetails: { label: 'Descríbalas y dónde las guarda, si lo sabe' },
          orders: {
            label: '¿Qué órdenes desea?',
            help: 'La orden para que cese el abuso siempre se incluye; elija qué más necesita.',
            options: {
              personalConduct: 'Que deje de acosarme, amenazarme o comunicarse conmigo',
              stayAway: 'Que se mantenga alejado de mí, mi casa, mi trabajo y mi auto',
              moveOut: 'Que se vaya de nuestra casa',
              childCustody: 'Custodia y visitas de los hijos',
              animals: 'Proteger a mis animales',
              other: 'Otras órdenes',
            },
          },
          stayAwayYards: { label: '¿A cuántas yardas debe mantenerse alejado?', help: 'Lo común son 100 yardas.' },
          moveOutAddress: { label: 'Dirección de la casa de la que debe irse' },
          children: { label: 'Hijos para las órdenes de custodia', item: 'Hijo o hija {n}', add: 'Agregar un hijo o hija' },
          animals: { label: '¿Qué animales, y quién debe quedarse con ellos?' },
          otherOrders: { label: 'Describa las otras órdenes' },
          protectedPeople: {
            label: 'Familiares o personas de su hogar que también necesitan protección',
            help: 'Agregue, si es necesario, a cualquier otra persona que la orden deba proteger.',
            item: 'Persona {n}',
            add: 'Agregar una persona',
            age: { label: 'Edad' },
            relationship: { label: 'Parentesco con usted' },
          },
          temporaryOrders: {
            label: '¿Desea órdenes temporales hasta la audiencia?',
            help: 'Normalmente un juez decide en un día hábil después de presentar la solicitud.',
          },
        },
        summary: {
          against: 'Contra {name}',
          temporary: 'se solicitan órdenes temporales',
          notSafe: 'No es seguro comunicarse por teléfono ni por correo electrónico. {notes}',
        },
        submit: {
          successTitle: 'Cuestionario de orden de restricción enviado',
          successText: 'Gracias. Prepararemos su solicitud de inmediato. Si está en peligro, llame al 911.',
          errorTitle: 'Error al enviar',
          errorText: 'Hubo un error al enviar su cuestionario. Inténtelo de nuevo.',
        },
      },
    },
  },
});
