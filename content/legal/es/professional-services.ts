import type { LegalTranslation } from "../document.ts";

export default {
  languageNotice:
    "Esta es una traducción al español de nuestro Anexo de servicios profesionales, que te ofrecemos para tu comodidad. La versión original en inglés es la que rige: en caso de conflicto o discrepancia entre ambas, prevalece la versión en inglés.",
  intro: [
    {
      p: 'Este Anexo de servicios profesionales (el "**Anexo**") se aplica cuando {{entity}} ("**Keystub**", "nosotros") presta servicios profesionales a un cliente empresarial (el "**Cliente**", "tú"). Complementa los [Términos del servicio para empresas](page:businessTerms) y los [Términos del servicio](page:terms), que siguen aplicándose.',
    },
  ],
  sections: {
    scope: {
      title: "Alcance",
      blocks: [
        {
          p: 'Los "**Servicios profesionales**" son los servicios que prestamos al Cliente además de la plataforma estándar, como la implementación y puesta en marcha, las integraciones con tus sistemas, el diseño de pases y activos digitales, la migración de datos, la capacitación y el apoyo el día del evento. Los "**Entregables**" son lo que te entregamos al prestarlos, como configuraciones, diseños, informes y documentación.',
        },
      ],
    },
    "statements-of-work": {
      title: "Planes de trabajo",
      blocks: [
        {
          p: 'Cada encargo se describe en un plan de trabajo u Orden de compra firmado por ambas partes (un "**Plan de trabajo**"): los servicios y Entregables, el calendario, los honorarios y los supuestos. Cada Plan de trabajo incorpora este Anexo.',
        },
      ],
    },
    "fees-and-expenses": {
      title: "Honorarios y gastos",
      blocks: [
        {
          p: "Salvo que el Plan de trabajo indique otra cosa (por ejemplo, tiempo y materiales a las tarifas indicadas), los Servicios profesionales se prestan por unos **honorarios fijos**. Además, el Cliente reembolsa los gastos razonables de viaje y de bolsillo que haya **aprobado por escrito con antelación**; los trasladamos a su costo, con comprobantes. Los honorarios y gastos se facturan según lo previsto en el Plan de trabajo y se pagan conforme a las [condiciones de facturación de los Términos para empresas](page:businessTerms#invoicing-and-payment).",
        },
      ],
    },
    "customer-responsibilities": {
      title: "Responsabilidades del Cliente",
      blocks: [
        {
          p: "El Cliente nos dará a tiempo el acceso a las personas, la información, los sistemas y los materiales que razonablemente necesitemos, tomará sus decisiones y aprobaciones a tiempo y se asegurará de que los materiales que aporte puedan usarse legalmente para el encargo. Si un retraso o un cambio por parte del Cliente afecta el trabajo, el calendario y, cuando sea razonable, los honorarios se ajustan en consecuencia.",
        },
      ],
    },
    changes: {
      title: "Cambios",
      blocks: [
        {
          p: "Cualquiera de las partes puede pedir un cambio en un Plan de trabajo. El cambio obliga a ambas partes solo cuando ambas lo acuerdan por escrito, incluido su efecto en el calendario y en los honorarios.",
        },
      ],
    },
    acceptance: {
      title: "Aceptación",
      blocks: [
        {
          p: "Un Entregable es conforme si cumple en lo sustancial la descripción del Plan de trabajo. Si no la cumple, el Cliente debe enviarnos un **aviso por escrito de la falta de conformidad dentro de los {{nonconformanceNoticePeriod}} siguientes a la entrega**, con el detalle suficiente para que podamos reproducirla. Si no recibimos ese aviso dentro de ese plazo, **el Entregable se considera aceptado**. Usar un Entregable en producción también equivale a aceptarlo.",
        },
      ],
    },
    warranty: {
      title: "Garantía y solución",
      blocks: [
        {
          p: "Garantizamos que los Servicios profesionales se prestarán de manera profesional y competente, y que cada Entregable cumplirá en lo sustancial su Plan de trabajo **durante {{serviceWarranty}} desde su entrega**.",
        },
        {
          p: "Si el Cliente nos informa de un incumplimiento de esta garantía dentro de ese plazo, a nuestra elección **volveremos a prestar** los servicios no conformes sin cargo adicional o **reembolsaremos** los honorarios pagados por ellos. Esta es la única y exclusiva solución del Cliente ante un incumplimiento de esta garantía. La garantía no cubre los problemas causados por cambios que hagan el Cliente o un tercero, ni por un uso contrario a nuestra documentación. En lo demás se aplica la [exención de garantías de los Términos del servicio](page:terms#disclaimers).",
        },
      ],
    },
    "intellectual-property": {
      title: "Propiedad intelectual",
      blocks: [
        {
          p: "Keystub conserva todos los derechos sobre la plataforma, sus herramientas y su conocimiento técnico, y sobre todo lo que haya desarrollado antes de un encargo o con independencia de él. Una vez pagados los honorarios de un Entregable, el Cliente puede usarlo para su propio negocio como parte de su uso de Keystub. Los materiales que aporta el Cliente siguen siendo suyos, y nos otorga la licencia necesaria para usarlos en el encargo.",
        },
      ],
    },
    personnel: {
      title: "Personal y subcontratistas",
      blocks: [
        {
          p: "Elegimos a las personas que prestan los Servicios profesionales y podemos recurrir a subcontratistas calificados, y seguimos siendo responsables de su trabajo. Mientras estén en las instalaciones o en los sistemas del Cliente, nuestro personal respetará las normas razonables de seguridad que el Cliente le comunique con antelación.",
        },
      ],
    },
    "term-and-termination": {
      title: "Vigencia y terminación",
      blocks: [
        {
          p: "Cada Plan de trabajo dura hasta que se completan sus servicios, salvo que termine antes. Cualquiera de las partes puede terminar un Plan de trabajo si la otra lo incumple gravemente y no corrige el incumplimiento en un plazo razonable después de recibir un aviso por escrito. Al terminar, el Cliente paga los servicios prestados y los gastos aprobados en que se haya incurrido hasta esa fecha.",
        },
      ],
    },
    precedence: {
      title: "Orden de prelación",
      blocks: [
        {
          p: "En caso de conflicto sobre los Servicios profesionales: un Plan de trabajo prevalece sobre este Anexo para su encargo, este Anexo prevalece sobre los Términos para empresas y los Términos para empresas prevalecen sobre los Términos del servicio.",
        },
      ],
    },
    general: {
      title: "Disposiciones generales",
      blocks: [
        {
          p: "Este Anexo se rige por la ley que rige los [Términos para empresas](page:businessTerms#governing-law). Los avisos se envían a {{email:LEGAL_EMAIL}}. Esta versión en español es una traducción: en caso de conflicto, prevalece la versión en inglés.",
        },
      ],
    },
  },
} satisfies LegalTranslation<"professionalServices">;
