import { defineMessages } from '../core';

/**
 * Namespace "formsInfo": what each form a service prepares is for, as published information the client reads to select
 * the forms we prepare (B&P §6400(d)(1): forms "selected by" the client; §6411(e): we may not select them). Each line
 * says what the form is, from its official title and the Judicial Council's (or the agency's) own description — never
 * whether the client needs it. Keys: the form's name with every run of other characters than letters and digits made
 * "_" (`formInfoKey`, shared/forms-selection.ts). Attorney approval of this bundle is a launch gate (docs/compliance.md,
 * M3). The forms' official names stay in English (they are the forms' titles).
 */
export default defineMessages({
  en: {
    formsInfo: {
      purpose: {
        GC_310: 'Asks the court to appoint a conservator for an adult (the petition that starts a probate conservatorship).',
        GC_312: 'Confidential information about the proposed conservatee that the court asks for with the petition.',
        GC_314: 'The proposed conservator’s confidential screening form, which the court asks for.',
        GC_313:
          'Attached to the petition when it asks for special orders for a person with a major neurocognitive disorder (such as dementia).',
        GC_320: 'The citation (notice) the court issues to the proposed conservatee about the petition.',
        GC_340: 'The order the judge signs if the judge appoints the conservator.',
        GC_348: 'The conservator’s acknowledgment of the duties of a conservator and of receiving the handbook.',
        SC_100: 'The Plaintiff’s Claim and ORDER to Go to Small Claims Court, which starts a small claims case.',
        SC_100A:
          'Attached to the Plaintiff’s Claim (SC-100) when there are more plaintiffs or defendants than the claim form has room for.',
        SC_103: 'Attached to the Plaintiff’s Claim when the plaintiff does business under a fictitious business name.',
        SC_103_other_plaintiffs:
          'A Fictitious Business Name form for each other plaintiff who does business under a fictitious business name.',
        SC_101: 'Attached to the Plaintiff’s Claim when the claim is a fee dispute with an attorney.',
        DE_111: 'Asks the court to open the probate of an estate and appoint a personal representative.',
        DE_121: 'The notice of the petition that is published and mailed to heirs and beneficiaries.',
        DE_140: 'The order the judge signs if the judge grants the petition for probate.',
        DE_147: 'The personal representative’s statement of the duties and liabilities of the job.',
        DE_147S: 'The confidential supplement to DE-147 with the personal representative’s identifying information.',
        DE_131: 'A witness’s statement that the will was signed as the law requires, used when the court asks for it.',
        DE_135: 'A statement about the handwriting of a handwritten (holographic) will.',
        DE_142: 'Signed by an heir or beneficiary who agrees to waive the personal representative’s bond.',
        Asset_and_small_estate_summary:
          'Our worksheet listing the assets by how they are held, with the small-estate figures of the Probate Code; it is not filed with the court.',
        Statutory_Form_Power_of_Attorney_Prob_Code_4401:
          'The power of attorney for financial matters in the form set by Probate Code §4401.',
        Advance_Health_Care_Directive_Prob_Code_4701: 'The advance health care directive in the form set by Probate Code §4701.',
        FL_300: 'Asks the court for orders (or changes to orders) in a family law case, such as custody, visitation or support.',
        FL_311: 'Attached when the request or petition asks for child custody or visitation (parenting time) orders.',
        FL_312: 'Attached when a party asks for orders to prevent a child from being taken without permission.',
        FL_105: 'Where the children have lived in the last five years, which the court needs when custody is asked for.',
        FL_105_A: 'More pages of FL-105 when there are more children or addresses than the form has room for.',
        FL_150: 'A party’s income and expenses, which the court uses when support or fees are asked for.',
        FL_303: 'Tells the court how and when the other party was told about a request for emergency (ex parte) orders.',
        FL_305: 'The temporary emergency (ex parte) orders the judge may sign.',
        FL_100: 'The petition that starts a divorce, legal separation or annulment.',
        FL_700: 'The joint petition both spouses or partners sign for a dissolution or legal separation.',
        FL_110: 'The summons served on the other party with the petition.',
        FL_115: 'The proof that the summons and petition were served on the other party.',
        FL_140: 'States that each party gave the other the financial disclosures the law requires.',
        FL_142: 'The list of the assets and debts of the marriage or partnership.',
        FL_800: 'The joint petition for a summary dissolution, a shorter divorce for couples who meet its conditions.',
        FL_820: 'The request for judgment in a summary dissolution.',
        FL_825: 'The judgment of dissolution the court enters in a summary dissolution.',
        GC_210: 'Asks the court to appoint a guardian of a child (of the person, the estate, or both).',
        GC_210_P: 'Asks the court to appoint a guardian of the person of a child only.',
        GC_210_CA: 'Information about each child, attached to the guardianship petition.',
        GC_212: 'The proposed guardian’s confidential screening form, which the court asks for.',
        GC_212_co_guardian: 'The same confidential screening form, for a second proposed guardian.',
        GC_110: 'Asks the court to appoint a temporary guardian until the hearing on the petition.',
        GC_240: 'The order the judge signs if the judge appoints the guardian.',
        ICWA_010_A:
          'Records whether the child is or may be a member of, or eligible for membership in, a federally recognized Indian tribe.',
        ICWA_030: 'The notice sent to a tribe when a child may be an Indian child.',
        Domestic_relations_order_plan_1: 'An order dividing a retirement plan, drafted on pleading paper in the format the plan publishes.',
        Domestic_relations_order_plan_2: 'The same kind of order, for a second retirement plan.',
        Domestic_relations_order_plan_3: 'The same kind of order, for a third retirement plan.',
        Domestic_relations_order_plan_4: 'The same kind of order, for a fourth retirement plan.',
        FL_348: 'Attached to a judgment that divides pension benefits.',
        FL_372: 'Asks the court to join a retirement plan to the case.',
        FL_370: 'The pleading served on a retirement plan that is joined to the case.',
        FL_375: 'The summons served on a retirement plan that is joined to the case.',
        FL_374: 'The form a joined retirement plan uses to appear and respond.',
        FL_200: 'The petition to determine the parental relationship (parentage) of a child.',
        FL_210: 'The summons served on the other party with a parentage or custody and support petition.',
        Adoption_agreement_Fam_Code_9320:
          'The agreement of adoption between the adopting adult and the adult to be adopted (Family Code §9320).',
        Petition_for_approval_of_adoption_agreement_Fam_Code_9321: 'Asks the court to approve the adoption agreement (Family Code §9321).',
        Consent_of_spouse_of_adopting_parent_Fam_Code_9301:
          'The consent of the adopting parent’s spouse, when the adopting parent is married (Family Code §9301).',
        Consent_of_spouse_of_adoptee_Fam_Code_9302:
          'The consent of the spouse of the person being adopted, when that person is married (Family Code §9302).',
        Order_of_adoption: 'The order the judge signs approving the agreement and the adoption.',
        VS_44: 'The report of adoption sent to the state to issue an amended birth certificate.',
        LLC_1: 'The articles of organization filed with the Secretary of State to form a limited liability company.',
        ARTS_GS: 'The articles of incorporation filed with the Secretary of State to form a general stock corporation.',
        LLC_12: 'The statement of information an LLC files with the Secretary of State.',
        SI_550: 'The statement of information a stock corporation files with the Secretary of State.',
        Fictitious_Business_Name_Statement: 'Registers a business name other than the owner’s legal name with the county clerk.',
        SS_4: 'The IRS application for an Employer Identification Number (EIN).',
        CDTFA_seller_s_permit: 'The registration for a seller’s permit with the California Department of Tax and Fee Administration.',
        FL_260:
          'The petition for custody and support of children of parents who are married and not divorcing, or whose parentage is already established.',
        DV_100: 'The request for a domestic violence restraining order.',
        CLETS_001: 'Confidential information the court gives to law enforcement about the restrained person.',
        DV_105: 'Attached to DV-100 when it asks for child custody and visitation orders.',
        DV_105_A: 'More room for DV-105: more children’s addresses and the people they lived with.',
        DV_108: 'Asks for orders to prevent a child from being taken without permission, in a domestic violence case.',
        DV_109: 'The notice of the court hearing on the request.',
        DV_110: 'The temporary restraining order the judge may sign.',
        NC_100: 'The petition for a change of name.',
        NC_300: 'The petition for recognition of a change of gender, with a change of name and a new birth certificate.',
        NC_110: 'Information about the person whose name is to be changed, attached to the petition.',
        NC_120: 'The order to show cause the court issues on a petition for change of name.',
        NC_125: 'The order to show cause for a change of name to conform to gender identity.',
        NC_121: 'The proof that the order to show cause was served.',
      },
    },
  },
  es: {
    formsInfo: {
      purpose: {
        GC_310:
          'Pide a la corte que nombre a un curador (conservator) para un adulto (la petición con la que empieza una curaduría de sucesiones).',
        GC_312: 'Información confidencial sobre la persona que estaría bajo curaduría, que la corte pide junto con la petición.',
        GC_314: 'El formulario confidencial de evaluación del curador propuesto, que pide la corte.',
        GC_313:
          'Se adjunta a la petición cuando pide órdenes especiales para una persona con un trastorno neurocognitivo mayor (como demencia).',
        GC_320: 'La citación (aviso) que la corte emite a la persona que estaría bajo curaduría sobre la petición.',
        GC_340: 'La orden que firma el juez si nombra al curador.',
        GC_348: 'La constancia del curador de que conoce sus deberes y recibió el manual.',
        SC_100: 'La demanda del demandante y orden para ir a la corte de reclamos menores, con la que empieza un caso de reclamos menores.',
        SC_100A:
          'Se adjunta a la demanda del demandante (SC-100) cuando hay más demandantes o demandados de los que caben en el formulario.',
        SC_103: 'Se adjunta a la demanda cuando el demandante hace negocios con un nombre comercial ficticio.',
        SC_103_other_plaintiffs:
          'Un formulario de nombre comercial ficticio por cada otro demandante que hace negocios con un nombre comercial ficticio.',
        SC_101: 'Se adjunta a la demanda cuando el reclamo es una disputa de honorarios con un abogado.',
        DE_111: 'Pide a la corte que abra la sucesión de un patrimonio y nombre a un representante personal.',
        DE_121: 'El aviso de la petición que se publica y se envía por correo a los herederos y beneficiarios.',
        DE_140: 'La orden que firma el juez si concede la petición de sucesión.',
        DE_147: 'La declaración del representante personal sobre los deberes y responsabilidades del cargo.',
        DE_147S: 'El suplemento confidencial del DE-147 con los datos de identificación del representante personal.',
        DE_131: 'La declaración de un testigo de que el testamento se firmó como lo pide la ley, que se usa cuando la corte la pide.',
        DE_135: 'Una declaración sobre la letra de un testamento escrito a mano (ológrafo).',
        DE_142: 'La firma un heredero o beneficiario que está de acuerdo en dispensar la fianza del representante personal.',
        Asset_and_small_estate_summary:
          'Nuestra hoja de trabajo con los bienes según cómo están a nombre de la persona, con las cifras de patrimonio pequeño del Código de Sucesiones; no se presenta en la corte.',
        Statutory_Form_Power_of_Attorney_Prob_Code_4401:
          'El poder para asuntos financieros en la forma que fija el Código de Sucesiones §4401.',
        Advance_Health_Care_Directive_Prob_Code_4701:
          'La directiva anticipada de atención médica en la forma que fija el Código de Sucesiones §4701.',
        FL_300: 'Pide a la corte órdenes (o cambios a órdenes) en un caso de derecho familiar, como custodia, visitas o manutención.',
        FL_311: 'Se adjunta cuando la solicitud o petición pide órdenes de custodia o de visitas (tiempo de crianza).',
        FL_312: 'Se adjunta cuando una parte pide órdenes para evitar que se lleven a un niño sin permiso.',
        FL_105: 'Dónde han vivido los niños en los últimos cinco años, que la corte necesita cuando se pide la custodia.',
        FL_105_A: 'Más páginas del FL-105 cuando hay más niños o domicilios de los que caben en el formulario.',
        FL_150: 'Los ingresos y gastos de una parte, que la corte usa cuando se pide manutención o el pago de honorarios.',
        FL_303: 'Le dice a la corte cómo y cuándo se avisó a la otra parte de una solicitud de órdenes de emergencia (ex parte).',
        FL_305: 'Las órdenes temporales de emergencia (ex parte) que el juez puede firmar.',
        FL_100: 'La petición con la que empieza un divorcio, una separación legal o una anulación.',
        FL_700: 'La petición conjunta que firman ambos cónyuges o parejas para una disolución o separación legal.',
        FL_110: 'El citatorio que se entrega a la otra parte junto con la petición.',
        FL_115: 'El comprobante de que el citatorio y la petición se entregaron a la otra parte.',
        FL_140: 'Declara que cada parte le dio a la otra la información financiera que exige la ley.',
        FL_142: 'La lista de los bienes y deudas del matrimonio o de la pareja.',
        FL_800: 'La petición conjunta de disolución sumaria, un divorcio más corto para parejas que cumplen sus condiciones.',
        FL_820: 'La solicitud de sentencia en una disolución sumaria.',
        FL_825: 'La sentencia de disolución que dicta la corte en una disolución sumaria.',
        GC_210: 'Pide a la corte que nombre a un tutor de un niño (de la persona, de los bienes o de ambos).',
        GC_210_P: 'Pide a la corte que nombre a un tutor solo de la persona de un niño.',
        GC_210_CA: 'Información sobre cada niño, que se adjunta a la petición de tutela.',
        GC_212: 'El formulario confidencial de evaluación del tutor propuesto, que pide la corte.',
        GC_212_co_guardian: 'El mismo formulario confidencial de evaluación, para un segundo tutor propuesto.',
        GC_110: 'Pide a la corte que nombre a un tutor temporal hasta la audiencia de la petición.',
        GC_240: 'La orden que firma el juez si nombra al tutor.',
        ICWA_010_A:
          'Registra si el niño es o puede ser miembro de una tribu indígena reconocida por el gobierno federal, o si puede serlo.',
        ICWA_030: 'El aviso que se envía a una tribu cuando el niño puede ser un niño indígena.',
        Domestic_relations_order_plan_1:
          'Una orden que divide un plan de jubilación, redactada en papel de alegatos en el formato que publica el plan.',
        Domestic_relations_order_plan_2: 'El mismo tipo de orden, para un segundo plan de jubilación.',
        Domestic_relations_order_plan_3: 'El mismo tipo de orden, para un tercer plan de jubilación.',
        Domestic_relations_order_plan_4: 'El mismo tipo de orden, para un cuarto plan de jubilación.',
        FL_348: 'Se adjunta a una sentencia que divide beneficios de pensión.',
        FL_372: 'Pide a la corte que agregue un plan de jubilación al caso.',
        FL_370: 'El escrito que se entrega a un plan de jubilación agregado al caso.',
        FL_375: 'El citatorio que se entrega a un plan de jubilación agregado al caso.',
        FL_374: 'El formulario que usa un plan de jubilación agregado para comparecer y responder.',
        FL_200: 'La petición para determinar la relación de los padres (filiación) de un niño.',
        FL_210: 'El citatorio que se entrega a la otra parte con una petición de filiación o de custodia y manutención.',
        Adoption_agreement_Fam_Code_9320:
          'El acuerdo de adopción entre el adulto que adopta y el adulto que será adoptado (Código de Familia §9320).',
        Petition_for_approval_of_adoption_agreement_Fam_Code_9321:
          'Pide a la corte que apruebe el acuerdo de adopción (Código de Familia §9321).',
        Consent_of_spouse_of_adopting_parent_Fam_Code_9301:
          'El consentimiento del cónyuge de quien adopta, cuando quien adopta está casado (Código de Familia §9301).',
        Consent_of_spouse_of_adoptee_Fam_Code_9302:
          'El consentimiento del cónyuge de la persona adoptada, cuando esa persona está casada (Código de Familia §9302).',
        Order_of_adoption: 'La orden que firma el juez que aprueba el acuerdo y la adopción.',
        VS_44: 'El informe de adopción que se envía al estado para emitir un acta de nacimiento modificada.',
        LLC_1:
          'Los artículos de organización que se presentan ante la Secretaría de Estado para formar una compañía de responsabilidad limitada (LLC).',
        ARTS_GS:
          'Los artículos de incorporación que se presentan ante la Secretaría de Estado para formar una corporación general por acciones.',
        LLC_12: 'La declaración de información que una LLC presenta ante la Secretaría de Estado.',
        SI_550: 'La declaración de información que una corporación por acciones presenta ante la Secretaría de Estado.',
        Fictitious_Business_Name_Statement:
          'Registra ante el secretario del condado un nombre comercial distinto del nombre legal del dueño.',
        SS_4: 'La solicitud al IRS de un número de identificación de empleador (EIN).',
        CDTFA_seller_s_permit:
          'El registro para un permiso de vendedor ante el Departamento de Administración de Impuestos y Cuotas de California (CDTFA).',
        FL_260:
          'La petición de custodia y manutención de hijos de padres casados que no se divorcian, o cuya filiación ya está establecida.',
        DV_100: 'La solicitud de una orden de restricción por violencia doméstica.',
        CLETS_001: 'Información confidencial que la corte da a la policía sobre la persona restringida.',
        DV_105: 'Se adjunta al DV-100 cuando pide órdenes de custodia y visitas de los hijos.',
        DV_105_A: 'Más espacio para el DV-105: más domicilios de los niños y las personas con quienes vivieron.',
        DV_108: 'Pide órdenes para evitar que se lleven a un niño sin permiso, en un caso de violencia doméstica.',
        DV_109: 'El aviso de la audiencia de la corte sobre la solicitud.',
        DV_110: 'La orden de restricción temporal que el juez puede firmar.',
        NC_100: 'La petición de cambio de nombre.',
        NC_300: 'La petición de reconocimiento de cambio de género, con cambio de nombre y nueva acta de nacimiento.',
        NC_110: 'Información sobre la persona cuyo nombre se va a cambiar, que se adjunta a la petición.',
        NC_120: 'La orden para mostrar causa que emite la corte sobre una petición de cambio de nombre.',
        NC_125: 'La orden para mostrar causa de un cambio de nombre para que corresponda con la identidad de género.',
        NC_121: 'El comprobante de que se entregó la orden para mostrar causa.',
      },
    },
  },
});
