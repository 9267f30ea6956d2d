import type { LegalTranslation } from "../document.ts";

export default {
  languageNotice:
    "Esta es una traducción al español de nuestros Términos del servicio, que te ofrecemos para tu comodidad. La versión original en inglés es la que rige: en caso de conflicto o discrepancia entre ambas, prevalece la versión en inglés.",
  intro: [
    {
      p: 'Estos Términos del servicio (los "**Términos**") son un acuerdo entre tú y {{entity}} ("**Keystub**", el "**Proveedor**", "nosotros"). Regulan el uso del sitio web, la app web, los pases para billetera digital, la app de escaneo y todos los demás servicios de Keystub (los "**Servicios**").',
    },
    {
      p: "**Lee con atención la [[arbitration]].** Exige que la mayoría de las disputas se resuelvan mediante arbitraje individual y vinculante, y no ante un tribunal ni en una demanda colectiva, y explica cómo puedes excluirte.",
    },
  ],
  sections: {
    agreement: {
      title: "Aceptación de estos Términos",
      blocks: [
        {
          p: "Al crear una cuenta o usar los Servicios aceptas estos Términos y nuestra [Política de privacidad](page:privacy), que explica cómo tratamos la información personal. Si usas los Servicios para una empresa, también se aplican los [Términos del servicio para empresas](page:businessTerms), y los servicios profesionales que te prestemos se rigen por el [Anexo de servicios profesionales](page:professionalServices). Si no estás de acuerdo, no uses los Servicios.",
        },
      ],
    },
    roles: {
      title: "Definiciones y roles",
      blocks: [
        { p: "Estos Términos se refieren a los siguientes roles:" },
        {
          ul: [
            "**Proveedor** (Provider): Keystub, que opera los Servicios.",
            '**Usuario** (User, "**tú**"): cualquier persona que usa los Servicios, ya sea a título personal o como cliente empresarial.',
            "**Cuentas Empresariales** (Business Accounts): organizadores de eventos, promotores, recintos, equipos, ligas, artistas y marcas que usan los Servicios para crear y vender activos digitales, como boletos, pases, membresías y coleccionables, y para gestionar sus programas.",
            "**Creadores** (Creators): usuarios que diseñan o aportan el contenido de un activo digital, como su arte, sus beneficios o sus reglas, para sí mismos o para una Cuenta Empresarial.",
            "**Compradores** (Purchasers): usuarios que compran, reciben o conservan un activo digital, en el mercado primario o por reventa.",
          ],
        },
        {
          p: 'Un "**activo digital**" es un token registrado en una blockchain y vinculado a un boleto, pase, membresía o coleccionable. Un "**pase**" es la credencial, normalmente en la billetera de tu teléfono, que te da acceso a un evento o desbloquea un beneficio.',
        },
      ],
    },
    eligibility: {
      title: "Requisitos",
      blocks: [
        {
          p: "Para crear una cuenta o usar los Servicios debes tener al menos {{minimumAge}} y capacidad para celebrar un contrato vinculante. Al usarlos confirmas que cumples estos requisitos. Si usas los Servicios en nombre de una organización, confirmas que puedes obligarla a cumplir estos Términos.",
        },
      ],
    },
    accounts: {
      title: "Tus cuentas",
      blocks: [
        {
          p: "Puedes tener más de una cuenta, por ejemplo una personal y otra de la organización para la que trabajas. Podemos bloquear, fusionar o cerrar las cuentas duplicadas que se usen para eludir límites de compra, reglas de reventa, precios o una suspensión, o para engañar a otros.",
        },
        {
          p: "Guarda en un lugar seguro tus datos de acceso y cualquier frase de recuperación de tu billetera, y no los compartas; eres responsable de lo que ocurra en tus cuentas. Avísanos de inmediato a {{email:LEGAL_EMAIL}} si sospechas que alguien más tiene acceso.",
        },
      ],
    },
    "digital-assets": {
      title: "Boletos y activos digitales",
      blocks: [
        {
          p: "Los boletos y pases de Keystub están vinculados a activos digitales registrados en la **blockchain de Solana**. El activo digital muestra quién tiene el boleto, lleva las reglas que fijó la Cuenta Empresarial y permite verificar su historial.",
        },
        { p: "Tú eliges cómo se guardan tus activos digitales:" },
        {
          ul: [
            "**Custodia de Keystub**: guardamos los activos en una billetera que administramos por ti, vinculada a tu cuenta. Puedes usarlos y transferirlos desde los Servicios sin manejar claves.",
            "**Tu propia billetera**: conectas una billetera compatible y guardas tú los activos. Solo tú controlas sus claves: no podemos recuperar claves perdidas, revertir transferencias ni restituir activos enviados a una dirección equivocada.",
          ],
        },
        {
          p: "Un activo digital te da los derechos que la Cuenta Empresarial le asignó (por ejemplo, la entrada a un evento, un asiento o un beneficio) y nada más. No es una inversión, un valor ni una participación en un evento, y no transmite ninguna propiedad intelectual. Las blockchains dependen de redes que no controlamos; las comisiones de red, los retrasos, las bifurcaciones o las caídas pueden afectar las transferencias, y los registros en una blockchain no se pueden borrar.",
        },
      ],
    },
    payments: {
      title: "Compras y pagos",
      blocks: [
        {
          p: "Los precios los fija la Cuenta Empresarial que vende el boleto o el activo, y se muestran antes de pagar, con los cargos e impuestos que correspondan. Pagas con tarjeta a través de nuestra pasarela de pago externa, en moneda fiduciaria, o en criptomoneda cuando el proceso de pago lo ofrece. Los pagos en criptomoneda son definitivos una vez confirmados en la blockchain.",
        },
        {
          p: "**Todas las ventas son definitivas.** Los boletos y activos digitales no son reembolsables ni intercambiables, salvo cuando un evento se cancela y la Cuenta Empresarial ofrece un reembolso, o cuando la ley lo exige. La Cuenta Empresarial que te vendió un boleto responde por su evento y por cualquier reembolso.",
        },
      ],
    },
    resale: {
      title: "Reventa y transferencias",
      blocks: [
        {
          p: "Solo puedes revender o transferir un boleto o activo digital en la forma que permitan las reglas de la Cuenta Empresarial que lo emitió. Esas reglas pueden incluir límites de precio, periodos en que la reventa está cerrada, verificaciones de identidad que vinculan el boleto a su titular y regalías que se pagan automáticamente al organizador, a los artistas o a otras partes en cada reventa. Aplicamos esas reglas en los Servicios y en la blockchain, y podemos cancelar o bloquear una reventa o transferencia que las incumpla.",
        },
      ],
    },
    "business-accounts-and-creators": {
      title: "Cuentas Empresariales y Creadores",
      blocks: [
        {
          p: "Las Cuentas Empresariales responden por sus eventos, programas y ofertas, por la exactitud de lo que publican, por cumplir con los boletos y beneficios que venden y por cumplir las leyes que les aplican, incluidas las de protección al consumidor, fiscales y de privacidad. Su uso de los Servicios también se rige por los [Términos del servicio para empresas](page:businessTerms).",
        },
        {
          p: "Los Creadores confirman que son titulares de todo lo que aportan a un activo digital, o que tienen los derechos necesarios, y otorgan a Keystub la licencia necesaria para mostrarlo y distribuirlo a través de los Servicios.",
        },
      ],
    },
    "acceptable-use": {
      title: "Uso aceptable",
      blocks: [
        { p: "Te comprometes a no:" },
        {
          ul: [
            "infringir la ley ni las reglas de un evento o recinto;",
            "comprar boletos con bots u otros medios automatizados, ni eludir los límites de compra;",
            "vender boletos falsificados, ni ofrecer boletos o activos que no tienes;",
            "interferir con los Servicios, vulnerar o poner a prueba su seguridad, ni aplicarles ingeniería inversa salvo cuando la ley lo permita;",
            "acosar a otras personas ni publicar contenido ilícito, infractor o engañoso;",
            "usar los Servicios para lavar dinero, financiar actividades ilícitas o eludir sanciones.",
          ],
        },
      ],
    },
    "intellectual-property": {
      title: "Propiedad intelectual",
      blocks: [
        {
          p: "Los Servicios, incluidos su software, su diseño y sus marcas, pertenecen a Keystub y a sus licenciantes. Te otorgamos una licencia personal, revocable, no exclusiva e intransferible para usarlos conforme a estos Términos. El contenido que aportan las Cuentas Empresariales y los Creadores les pertenece a ellos o a sus licenciantes.",
        },
      ],
    },
    "third-party-services": {
      title: "Servicios de terceros",
      blocks: [
        {
          p: "Los Servicios funcionan con servicios que no controlamos, como la pasarela de pago, las billeteras de los teléfonos, las billeteras blockchain externas y la red de Solana. Tu uso de ellos se rige por sus propios términos, y no somos responsables de ellos.",
        },
      ],
    },
    disclaimers: {
      title: "Exención de garantías",
      blocks: [
        {
          p: 'Los Servicios se ofrecen "tal cual" y "según disponibilidad". En la máxima medida que permita la ley, excluimos toda garantía, expresa o implícita, incluidas las de comerciabilidad, idoneidad para un fin determinado y no infracción. No organizamos los eventos que se venden a través de los Servicios y no somos responsables de su contenido, calidad, seguridad ni cancelación.',
        },
      ],
    },
    "limitation-of-liability": {
      title: "Limitación de responsabilidad",
      blocks: [
        {
          p: "En la máxima medida que permita la ley, Keystub no será responsable de daños indirectos, incidentales, especiales, consecuentes o punitivos, ni de la pérdida de ganancias, ingresos, datos o reputación.",
        },
        {
          p: "Nuestra responsabilidad total por todas las reclamaciones derivadas de estos Términos o de los Servicios, o relacionadas con ellos, se limita a **la cantidad mayor entre {{liabilityFloor}} y el monto que nos pagaste en los {{liabilityLookback}} anteriores al hecho que dio origen a la reclamación**.",
        },
        {
          p: "Algunas jurisdicciones no permiten estos límites; donde no los permiten, se aplican solo en la medida en que la ley lo autorice.",
        },
      ],
    },
    indemnity: {
      title: "Indemnización",
      blocks: [
        {
          p: "Defenderás e indemnizarás a Keystub frente a las reclamaciones de terceros, y las pérdidas y los costos razonables que resulten de ellas, derivadas de tu incumplimiento de estos Términos, de tu uso indebido de los Servicios o, en el caso de las Cuentas Empresariales y los Creadores, de sus eventos, ofertas y contenidos.",
        },
      ],
    },
    arbitration: {
      title: "Resolución de disputas y arbitraje",
      blocks: [
        {
          p: "**Primero, hablemos.** Antes de iniciar una reclamación, escríbenos a {{email:LEGAL_EMAIL}} describiendo la disputa y lo que pides. Intentaremos de buena fe resolverla dentro de 60 días.",
        },
        {
          p: "**Arbitraje vinculante.** Si no logramos resolverla, tú y Keystub acuerdan que toda disputa derivada de estos Términos o de los Servicios, o relacionada con ellos, se resolverá mediante arbitraje individual y vinculante administrado por JAMS. Las reclamaciones de {{comprehensiveArbitrationThreshold}} o menos se rigen por las reglas simplificadas de arbitraje de JAMS (JAMS Streamlined Arbitration Rules & Procedures); las reclamaciones de más de {{comprehensiveArbitrationThreshold}}, por sus reglas integrales (JAMS Comprehensive Arbitration Rules & Procedures). Esta sección se rige por la Ley Federal de Arbitraje de los Estados Unidos (Federal Arbitration Act). Cualquiera de las partes puede, en cambio, presentar una reclamación individual ante un tribunal de menor cuantía, o pedir una medida cautelar por el uso indebido de propiedad intelectual.",
        },
        {
          p: "**Sin demandas colectivas.** Las reclamaciones solo pueden presentarse de forma individual, no como demandante ni como miembro de un grupo en un procedimiento colectivo o representativo.",
        },
        {
          p: "**Tu derecho a excluirte.** Puedes excluirte de este acuerdo de arbitraje escribiendo a {{email:LEGAL_EMAIL}} dentro de los {{arbitrationOptOutPeriod}} siguientes al registro de tu cuenta, con tu nombre, el correo electrónico de tu cuenta y una declaración clara de que te excluyes del arbitraje. Excluirte no afecta el resto de estos Términos.",
        },
      ],
    },
    termination: {
      title: "Suspensión y terminación",
      blocks: [
        {
          p: "Puedes cerrar tu cuenta en cualquier momento. Podemos suspender o cerrar una cuenta, o rechazar una operación, si incumples estos Términos, si la ley lo exige, o para evitar fraudes o daños. Los activos digitales de tu propia billetera siguen siendo tuyos; antes de cerrar una cuenta con custodia de Keystub te daremos una oportunidad razonable de transferir sus activos a una billetera que controles, salvo que la ley lo impida.",
        },
      ],
    },
    changes: {
      title: "Cambios en estos Términos",
      blocks: [
        {
          p: "Podemos actualizar estos Términos. Te avisaremos con antelación de los cambios importantes, por correo electrónico o en los Servicios. Los cambios se aplican desde la fecha que figura arriba; si sigues usando los Servicios después de esa fecha, los aceptas. Los cambios nunca se aplican a una disputa que haya comenzado antes de su entrada en vigor.",
        },
      ],
    },
    "governing-law": {
      title: "Ley aplicable",
      blocks: [
        {
          p: "Estos Términos se rigen por las leyes del Estado de California, sin tener en cuenta sus normas sobre conflicto de leyes, y por la Ley Federal de Arbitraje en lo relativo a la [[arbitration]]. Esto no te quita las protecciones irrenunciables que te otorga la ley de protección al consumidor del país donde vives.",
        },
      ],
    },
    general: {
      title: "Disposiciones generales",
      blocks: [
        {
          p: "Estos Términos, junto con los documentos a los que remiten, constituyen el acuerdo completo entre tú y Keystub sobre los Servicios. Si alguna disposición no es exigible, el resto sigue vigente. Que no exijamos el cumplimiento de una disposición no implica renunciar a ella. No puedes ceder estos Términos sin nuestro consentimiento; nosotros podemos cederlos a un sucesor. Esta versión en español es una traducción: en caso de conflicto, prevalece la versión en inglés.",
        },
      ],
    },
  },
} satisfies LegalTranslation<"terms">;
