import { defineMessages } from '../../i18n/core';

/** Namespace "q.custody": child custody and visitation as FL-311 asks them (fragments/custody.ts). */
export default defineMessages({
  en: {
    q: {
      custody: {
        custody: {
          label: 'Custody and visitation (parenting time)',
          help: 'What you ask the court to order. These answers fill the Child Custody and Visitation Application Attachment (form FL-311).',
        },
        to: { options: { me: 'Me', otherParty: 'The other parent', joint: 'Both of us (joint)', other: 'Someone else' } },
        parent: { options: { me: 'Me', otherParty: 'The other parent' } },
        legal: {
          label: 'Legal custody to',
          help: 'Legal custody is the right to make decisions about the children’s health, education and welfare.',
        },
        physical: { label: 'Physical custody to', help: 'Physical custody is about who the children will regularly live with.' },
        otherPerson: {
          label: 'Name of the other person, and their relationship to the children',
          help: 'For example: Rosa García, grandmother.',
        },
        jointLegalForm: {
          label: 'I also want to attach joint legal custody orders (form FL-341(E))',
          help: 'Form FL-341(E) lists decisions the parents must agree on before making them, such as changing schools.',
        },
        abuseAllegations: {
          label: 'Has anyone alleged that a parent or party has a history of abuse, or of habitual drug or alcohol abuse?',
          help: 'FL-311 item 5 asks about these allegations, whoever made them. Abuse includes abuse of a child, the other parent, or a current spouse or partner.',
        },
        allegations: {
          label: 'The allegations',
          abuseBy: { label: 'A history of abuse is alleged against', help: 'Check everyone the allegation is about.' },
          substanceBy: {
            label: 'Habitual or continual illegal drug use, or alcohol or prescription drug abuse, is alleged against',
            help: 'Check everyone the allegation is about.',
          },
          custodyRequest: {
            label: 'What do you ask about custody?',
            options: {
              noCustody: 'That the court NOT give sole or joint custody to the person the allegations are about',
              custodyAnyway: 'That the court make the custody orders I asked for, even though there are allegations',
            },
          },
          custodyReasons: {
            label: 'Why those custody orders are in the children’s best interest even though there are allegations',
            help: 'Family Code sections 3011 and 6323 require the orders to say the time, day, place and manner of the exchanges.',
          },
        },
        visitation: {
          label: 'Visitation (parenting time) you ask the court to order',
          help: 'FL-311 item 3. A supervised visit happens with another adult present.',
          options: {
            reasonable: 'Reasonable visitation to the parent without physical custody',
            plan: 'As described in a parenting plan document I will attach',
            schedule: 'A specific schedule (weekends, weekdays, other days)',
            supervised: 'Supervised visitation',
            none: 'No visitation',
          },
        },
        unsupervisedReasons: {
          label: 'Why unsupervised visitation is in the children’s best interest even though there are allegations',
          help: 'FL-311 item 5c(2) asks for these reasons when the person the allegations are about would have unsupervised visits.',
        },
        planPages: { label: 'Number of pages of the parenting plan' },
        planDate: { label: 'Date of the parenting plan' },
        noVisitationReasons: { label: 'Why you ask for no visitation' },
        visitsFor: { label: 'Whose parenting time is this?', help: 'The parent whose parenting time this schedule describes.' },
        supervision: {
          label: 'Supervised visitation',
          help: 'FL-311 item 6. Professional providers are paid; a nonprofessional can be a relative or friend the court approves.',
          reasons: {
            label: 'Why unsupervised visitation would not be in the children’s best interest',
            help: 'Describe what happened, with dates.',
          },
          monitor: { label: 'Who would supervise (name, if you know it)' },
          monitorPhone: { label: 'Their phone number (if you know it)' },
          provider: {
            label: 'The supervisor is',
            help: 'A professional provider signs form FL-324(P); a nonprofessional signs form FL-324(NP).',
            options: { professional: 'A professional provider', nonprofessional: 'A nonprofessional (for example a relative)' },
          },
          feesMe: { label: 'Percentage of the provider’s fees you would pay' },
          feesOther: { label: 'Percentage the other parent would pay' },
          location: {
            label: 'Where the supervised visits would happen',
            options: { inPerson: 'In person at a safe location', virtual: 'Virtual (not in person)', other: 'Other' },
          },
          locationOther: { label: 'Describe the place' },
          frequency: {
            label: 'How often',
            options: {
              onceWeek: 'Once a week',
              twiceWeek: 'Twice a week',
              schedule: 'On the schedule I describe next',
              other: 'Other',
            },
          },
          hours: { label: 'Hours for each visit' },
          frequencyOther: { label: 'Describe how often' },
        },
        schedule: {
          label: 'The schedule',
          help: 'FL-311 item 4: the days and times the children spend with the parent you named.',
          weekends: {
            label: 'Weekends',
            help: 'The first weekend of a month is the first weekend with a Saturday.',
            options: {
              none: 'No weekend schedule',
              monthly: 'Certain weekends of each month (1st, 2nd…)',
              alternate: 'Every other weekend',
            },
          },
          weekendsStart: { label: 'Weekend schedule starts on' },
          weekendNumbers: {
            label: 'Which weekends of the month',
            help: 'The same days and times apply to each weekend you check.',
            options: { '1': '1st', '2': '2nd', '3': '3rd', '4': '4th', '5': '5th' },
          },
          weekendFrom: { label: 'Each weekend starts' },
          weekendTo: { label: 'Each weekend ends' },
          fifthWeekend: {
            label: 'Fifth weekends (optional)',
            help: 'Some months have a fifth weekend. FL-311 lets the parents alternate them or give them by odd or even months.',
            options: {
              alternate: 'We alternate the fifth weekends',
              oddMonths: 'One of us has the fifth weekend in odd-numbered months',
              evenMonths: 'One of us has the fifth weekend in even-numbered months',
            },
          },
          fifthWeekendParty: { label: 'Who has the first fifth weekend, or the fifth weekends of those months' },
          fifthWeekendStart: { label: 'The first of those fifth weekends starts on' },
          weekdays: { label: 'Is there a weekday schedule?' },
          weekdaysStart: { label: 'Weekday schedule starts on' },
          weekdayFrom: { label: 'Each weekday visit starts' },
          weekdayTo: { label: 'Each weekday visit ends' },
          otherDays: {
            label: 'Other days and restrictions (optional)',
            help: 'For example: the children’s birthdays, or no overnight visits until a date.',
          },
          virtual: { label: 'Virtual visitation (optional)', help: 'Video or phone calls: days, times and length.' },
          otherWays: { label: 'Other ways visitation can happen (optional)' },
        },
        moment: {
          day: {
            label: 'Day',
            options: {
              monday: 'Monday',
              tuesday: 'Tuesday',
              wednesday: 'Wednesday',
              thursday: 'Thursday',
              friday: 'Friday',
              saturday: 'Saturday',
              sunday: 'Sunday',
            },
          },
          at: { label: 'At', options: { time: 'A time', schoolStart: 'The start of school', afterSchool: 'After school' } },
          time: { label: 'Time', help: 'For example 6:00.' },
          ampm: { label: 'a.m. or p.m.', options: { am: 'a.m.', pm: 'p.m.' } },
        },
        exchanges: {
          label: 'Do you want orders about transportation and where the children are exchanged?',
          help: 'FL-311 item 7: who drives the children and where they are handed over.',
        },
        exchange: {
          label: 'Transportation and exchanges',
          dropOffBy: { label: 'Who takes the children to the visits' },
          pickUpBy: { label: 'Who brings them back' },
          startPlace: { label: 'Exchange place at the start of the visit (address)' },
          endPlace: { label: 'Exchange place at the end of the visit (address)' },
          waitInCar: { label: 'The driver waits in the car and the other parent in the home while the children go between' },
          other: { label: 'Other orders about transportation (optional)' },
        },
        travelRestriction: {
          label: 'Do you want an order that a parent needs written permission or a court order to travel with the children?',
          help: 'FL-311 item 8.',
        },
        travel: {
          label: 'Travel with the children',
          who: { label: 'Who would need permission' },
          outOfState: { label: 'To take the children out of California' },
          counties: { label: 'To take them out of these counties (optional)' },
          otherPlaces: { label: 'To take them to other places (optional)' },
        },
        abductionRisk: {
          label: 'Do you believe one of the parties may take the children out of California without the other’s permission?',
          help: 'FL-311 item 9. Orders to prevent that are asked on form FL-312.',
        },
        abductionDetails: { label: 'What makes you believe so', help: 'Facts and dates: plans, threats, passports, family abroad.' },
        mediation: {
          label: 'Do you want to ask for an order that the parties go to child custody mediation?',
          help: 'Parents who do not agree on custody or visitation are required to attend mediation. A person protected by a restraining order may ask to meet the mediator separately.',
        },
        mediationDetails: { label: 'Date, time and place, if you already have them (optional)' },
        holidays: { label: 'Do you want to include a holiday and vacation schedule?' },
        holidaySchedule: {
          label: 'Holiday and vacation schedule',
          help: 'Which parent has the children on each holiday, birthday and school break, and in which years.',
        },
        additionalProvisions: {
          label: 'Additional custody provisions (optional)',
          help: 'FL-311 item 12. For example: no alcohol before or during visits, or the children’s school stays the same.',
        },
        otherOrders: { label: 'Other custody or visitation orders (optional)' },
        errors: { allegedAgainst: 'Check who the allegation is about.' },
      },
    },
  },
  es: {
    q: {
      custody: {
        custody: {
          label: 'Custodia y visitas (tiempo de crianza)',
          help: 'Lo que usted pide que la corte ordene. Estas respuestas llenan el anexo de solicitud de custodia y visitas (formulario FL-311).',
        },
        to: { options: { me: 'Yo', otherParty: 'El otro padre o madre', joint: 'Los dos (compartida)', other: 'Otra persona' } },
        parent: { options: { me: 'Yo', otherParty: 'El otro padre o madre' } },
        legal: {
          label: 'Custodia legal para',
          help: 'La custodia legal es el derecho de tomar decisiones sobre la salud, la educación y el bienestar de los hijos.',
        },
        physical: { label: 'Custodia física para', help: 'La custodia física se refiere a con quién vivirán los hijos normalmente.' },
        otherPerson: {
          label: 'Nombre de la otra persona y su relación con los hijos',
          help: 'Por ejemplo: Rosa García, abuela.',
        },
        jointLegalForm: {
          label: 'También quiero adjuntar órdenes de custodia legal compartida (formulario FL-341(E))',
          help: 'El formulario FL-341(E) enumera las decisiones que los padres deben acordar antes de tomarlas, como cambiar de escuela.',
        },
        abuseAllegations: {
          label: '¿Alguien ha alegado que un padre, madre o parte tiene antecedentes de abuso, o de abuso habitual de drogas o alcohol?',
          help: 'El punto 5 del FL-311 pregunta por estas alegaciones, sin importar quién las hizo. El abuso incluye el abuso de un hijo, del otro padre o madre, o de un cónyuge o pareja actual.',
        },
        allegations: {
          label: 'Las alegaciones',
          abuseBy: {
            label: 'Se alegan antecedentes de abuso contra',
            help: 'Marque a todas las personas a las que se refiere la alegación.',
          },
          substanceBy: {
            label: 'Se alega uso habitual o continuo de drogas ilegales, o abuso de alcohol o de medicamentos recetados, contra',
            help: 'Marque a todas las personas a las que se refiere la alegación.',
          },
          custodyRequest: {
            label: '¿Qué pide sobre la custodia?',
            options: {
              noCustody: 'Que la corte NO dé custodia exclusiva ni compartida a la persona de las alegaciones',
              custodyAnyway: 'Que la corte dicte las órdenes de custodia que pedí, aunque haya alegaciones',
            },
          },
          custodyReasons: {
            label: 'Por qué esas órdenes de custodia son en el mejor interés de los hijos aunque haya alegaciones',
            help: 'Las secciones 3011 y 6323 del Código de Familia exigen que las órdenes indiquen la hora, el día, el lugar y la forma de los intercambios.',
          },
        },
        visitation: {
          label: 'Visitas (tiempo de crianza) que pide a la corte',
          help: 'Punto 3 del FL-311. Una visita supervisada se hace con otro adulto presente.',
          options: {
            reasonable: 'Visitas razonables para el padre o madre sin la custodia física',
            plan: 'Según un plan de crianza por escrito que adjuntaré',
            schedule: 'Un horario específico (fines de semana, entre semana, otros días)',
            supervised: 'Visitas supervisadas',
            none: 'Ninguna visita',
          },
        },
        unsupervisedReasons: {
          label: 'Por qué las visitas sin supervisión son en el mejor interés de los hijos aunque haya alegaciones',
          help: 'El punto 5c(2) del FL-311 pide estas razones cuando la persona de las alegaciones tendría visitas sin supervisión.',
        },
        planPages: { label: 'Número de páginas del plan de crianza' },
        planDate: { label: 'Fecha del plan de crianza' },
        noVisitationReasons: { label: 'Por qué pide que no haya visitas' },
        visitsFor: {
          label: '¿De quién es este tiempo de crianza?',
          help: 'El padre o la madre cuyo tiempo de crianza describe este horario.',
        },
        supervision: {
          label: 'Visitas supervisadas',
          help: 'Punto 6 del FL-311. Los proveedores profesionales cobran; uno no profesional puede ser un familiar o amigo que la corte apruebe.',
          reasons: {
            label: 'Por qué las visitas sin supervisión no serían en el mejor interés de los hijos',
            help: 'Describa lo que pasó, con fechas.',
          },
          monitor: { label: 'Quién supervisaría (nombre, si lo sabe)' },
          monitorPhone: { label: 'Su teléfono (si lo sabe)' },
          provider: {
            label: 'La persona que supervisa es',
            help: 'Un proveedor profesional firma el formulario FL-324(P); uno no profesional firma el FL-324(NP).',
            options: { professional: 'Un proveedor profesional', nonprofessional: 'Una persona no profesional (por ejemplo, un familiar)' },
          },
          feesMe: { label: 'Porcentaje de los honorarios del proveedor que usted pagaría' },
          feesOther: { label: 'Porcentaje que pagaría el otro padre o madre' },
          location: {
            label: 'Dónde serían las visitas supervisadas',
            options: { inPerson: 'En persona, en un lugar seguro', virtual: 'Virtuales (no en persona)', other: 'Otro' },
          },
          locationOther: { label: 'Describa el lugar' },
          frequency: {
            label: 'Con qué frecuencia',
            options: {
              onceWeek: 'Una vez por semana',
              twiceWeek: 'Dos veces por semana',
              schedule: 'Según el horario que describo a continuación',
              other: 'Otra',
            },
          },
          hours: { label: 'Horas de cada visita' },
          frequencyOther: { label: 'Describa la frecuencia' },
        },
        schedule: {
          label: 'El horario',
          help: 'Punto 4 del FL-311: los días y las horas que los hijos pasan con el padre o madre que indicó.',
          weekends: {
            label: 'Fines de semana',
            help: 'El primer fin de semana del mes es el primero que incluye un sábado.',
            options: {
              none: 'Sin horario de fines de semana',
              monthly: 'Ciertos fines de semana de cada mes (1.º, 2.º…)',
              alternate: 'Un fin de semana sí y otro no',
            },
          },
          weekendsStart: { label: 'El horario de fines de semana empieza el' },
          weekendNumbers: {
            label: 'Qué fines de semana del mes',
            help: 'Los mismos días y horas se aplican a cada fin de semana que marque.',
            options: { '1': '1.º', '2': '2.º', '3': '3.º', '4': '4.º', '5': '5.º' },
          },
          weekendFrom: { label: 'Cada fin de semana empieza' },
          weekendTo: { label: 'Cada fin de semana termina' },
          fifthWeekend: {
            label: 'Quintos fines de semana (opcional)',
            help: 'Algunos meses tienen un quinto fin de semana. El FL-311 permite alternarlos o asignarlos por meses pares o impares.',
            options: {
              alternate: 'Alternamos los quintos fines de semana',
              oddMonths: 'Uno de nosotros tiene el quinto fin de semana de los meses impares',
              evenMonths: 'Uno de nosotros tiene el quinto fin de semana de los meses pares',
            },
          },
          fifthWeekendParty: { label: 'Quién tiene el primer quinto fin de semana, o los quintos fines de semana de esos meses' },
          fifthWeekendStart: { label: 'El primero de esos quintos fines de semana empieza el' },
          weekdays: { label: '¿Hay un horario entre semana?' },
          weekdaysStart: { label: 'El horario entre semana empieza el' },
          weekdayFrom: { label: 'Cada visita entre semana empieza' },
          weekdayTo: { label: 'Cada visita entre semana termina' },
          otherDays: {
            label: 'Otros días y restricciones (opcional)',
            help: 'Por ejemplo: los cumpleaños de los hijos, o sin visitas de noche hasta cierta fecha.',
          },
          virtual: { label: 'Visitas virtuales (opcional)', help: 'Videollamadas o llamadas: días, horas y duración.' },
          otherWays: { label: 'Otras formas de hacer las visitas (opcional)' },
        },
        moment: {
          day: {
            label: 'Día',
            options: {
              monday: 'Lunes',
              tuesday: 'Martes',
              wednesday: 'Miércoles',
              thursday: 'Jueves',
              friday: 'Viernes',
              saturday: 'Sábado',
              sunday: 'Domingo',
            },
          },
          at: { label: 'A', options: { time: 'Una hora', schoolStart: 'La entrada a la escuela', afterSchool: 'La salida de la escuela' } },
          time: { label: 'Hora', help: 'Por ejemplo 6:00.' },
          ampm: { label: 'a. m. o p. m.', options: { am: 'a. m.', pm: 'p. m.' } },
        },
        exchanges: {
          label: '¿Quiere órdenes sobre el transporte y el lugar donde se entregan los hijos?',
          help: 'Punto 7 del FL-311: quién lleva a los hijos y dónde se entregan.',
        },
        exchange: {
          label: 'Transporte e intercambios',
          dropOffBy: { label: 'Quién lleva a los hijos a las visitas' },
          pickUpBy: { label: 'Quién los trae de regreso' },
          startPlace: { label: 'Lugar de entrega al comenzar la visita (dirección)' },
          endPlace: { label: 'Lugar de entrega al terminar la visita (dirección)' },
          waitInCar: { label: 'Quien maneja espera en el auto y el otro padre o madre en la casa mientras los hijos pasan de uno a otro' },
          other: { label: 'Otras órdenes sobre el transporte (opcional)' },
        },
        travelRestriction: {
          label: '¿Quiere una orden de que un padre o madre necesite permiso por escrito u orden de la corte para viajar con los hijos?',
          help: 'Punto 8 del FL-311.',
        },
        travel: {
          label: 'Viajes con los hijos',
          who: { label: 'Quién necesitaría permiso' },
          outOfState: { label: 'Para sacar a los hijos de California' },
          counties: { label: 'Para sacarlos de estos condados (opcional)' },
          otherPlaces: { label: 'Para llevarlos a otros lugares (opcional)' },
        },
        abductionRisk: {
          label: '¿Cree que una de las partes podría sacar a los hijos de California sin permiso de la otra?',
          help: 'Punto 9 del FL-311. Las órdenes para evitarlo se piden en el formulario FL-312.',
        },
        abductionDetails: { label: 'Por qué lo cree', help: 'Hechos y fechas: planes, amenazas, pasaportes, familia en el extranjero.' },
        mediation: {
          label: '¿Quiere pedir una orden para que las partes vayan a mediación sobre la custodia?',
          help: 'Los padres que no están de acuerdo sobre la custodia o las visitas deben ir a mediación. Una persona protegida por una orden de restricción puede pedir reunirse con el mediador por separado.',
        },
        mediationDetails: { label: 'Fecha, hora y lugar, si ya los tiene (opcional)' },
        holidays: { label: '¿Quiere incluir un horario de días festivos y vacaciones?' },
        holidaySchedule: {
          label: 'Horario de días festivos y vacaciones',
          help: 'Con qué padre o madre están los hijos en cada día festivo, cumpleaños y vacación escolar, y en qué años.',
        },
        additionalProvisions: {
          label: 'Disposiciones adicionales de custodia (opcional)',
          help: 'Punto 12 del FL-311. Por ejemplo: nada de alcohol antes o durante las visitas, o que los hijos sigan en la misma escuela.',
        },
        otherOrders: { label: 'Otras órdenes de custodia o visitas (opcional)' },
        errors: { allegedAgainst: 'Marque a quién se refiere la alegación.' },
      },
    },
  },
});
