import type { LegalTranslation } from "../document.ts";

export default {
  languageNotice:
    "Esta es una traducción al español de nuestros Términos del servicio para empresas, que te ofrecemos para tu comodidad. La versión original en inglés es la que rige: en caso de conflicto o discrepancia entre ambas, prevalece la versión en inglés.",
  intro: [
    {
      p: 'Estos Términos del servicio para empresas (los "**Términos para empresas**") regulan el uso de Keystub por parte de empresas: organizadores de eventos, promotores, recintos, equipos, ligas, artistas, marcas y otras organizaciones que tienen una **Cuenta Empresarial** con {{entity}} ("**Keystub**", "nosotros"). Complementan nuestros [Términos del servicio](page:terms), que también se aplican. Si ambos entran en conflicto, para el uso empresarial prevalecen estos Términos para empresas.',
    },
  ],
  sections: {
    scope: {
      title: "Alcance y aceptación",
      blocks: [
        {
          p: 'Al abrir una Cuenta Empresarial, firmar una orden de compra o usar Keystub para vender o emitir boletos, pases, tarjetas de fan u otros activos digitales, la empresa (el "**Cliente Empresarial**", "tú") acepta estos Términos para empresas. Quien los acepta confirma que puede obligar al Cliente Empresarial.',
        },
      ],
    },
    definitions: {
      title: "Definiciones",
      blocks: [
        {
          ul: [
            "**Tarjeta** (Card): un boleto, pase, tarjeta de fan, membresía u otra credencial emitida a través de Keystub a un titular, junto con el activo digital vinculado a ella.",
            "**Escaneo** (Scan): cada canje de una activación en tienda, como un toque o escaneo que desbloquea una oferta (retail) o avanza una misión o un juego (gamificación).",
            "**Evento** (Event): un evento, temporada o programa para el que emites Tarjetas; una temporada o un programa de membresía cuenta como un solo Evento.",
            "**Orden de compra** (Order Form): un pedido, cotización o plan de trabajo por escrito, firmado por ti y por Keystub, que puede fijar precios o condiciones para tu cuenta.",
            "**Tarifas** (Fees): los montos que le debes a Keystub según la [[fee-schedules]] o una Orden de compra.",
          ],
        },
      ],
    },
    services: {
      title: "Los servicios",
      blocks: [
        {
          p: "Keystub ofrece la plataforma con la que creas, vendes y gestionas Tarjetas, reglas de reventa y regalías, programas para fans, activaciones en tienda, marketing y reportes, con las funciones de tu plan o de tu Orden de compra. Podemos mejorar y cambiar funciones con el tiempo, pero no reduciremos de forma sustancial las funciones esenciales por las que pagas durante un periodo contratado.",
        },
      ],
    },
    fees: {
      title: "Cómo se aplican las tarifas",
      blocks: [
        {
          ul: [
            "**Tramos por volumen.** El tramo de tarifa se determina por el total de Tarjetas emitidas para un Evento (o de Escaneos en un programa en tienda), y las tarifas de ese tramo se aplican a cada una de sus Tarjetas o Escaneos.",
            "**Las tarifas de boletaje pagado** son todo incluido y se aplican tanto a las ventas primarias como a las reventas: una tarifa base por Tarjeta más un porcentaje del precio de la Tarjeta, redondeado al centavo en cada Tarjeta.",
            "**Las tarjetas de fan y los boletos prepagados** tienen una tarifa fija por Tarjeta.",
            "**Las activaciones en tienda** se cobran por Escaneo, con la tarifa de retail o la de gamificación.",
            "**Las comisiones de procesamiento están incluidas.** Las comisiones por procesar pagos con tarjeta, de {{merchantFeePercent}} + {{merchantFeeFixed}} por transacción, están incluidas en los precios de lista de la [[fee-schedules]]; no las cobramos aparte.",
            "**Volúmenes sin precio publicado.** Cuando una tabla muestra un tramo sin precio publicado, o un volumen supera su último tramo, nuestro equipo de ventas cotiza la Tarifa de forma individual y la fija en una Orden de compra. No se aplica ninguna Tarifa a esos volúmenes hasta que la hayas aceptado por escrito.",
          ],
        },
        {
          p: "Las Tarifas no incluyen impuestos. Pagas los impuestos que correspondan a las Tarifas, salvo los impuestos sobre nuestros ingresos.",
        },
      ],
    },
    "fee-schedules": {
      title: "Tablas de tarifas",
      blocks: [
        {
          p: "Las siguientes tablas se aplican salvo que una Orden de compra fije otros precios. Son las mismas que publicamos en nuestra [página de precios](page:pricing).",
        },
        { embed: "feeSchedules" },
      ],
    },
    "invoicing-and-payment": {
      title: "Facturación y pago",
      blocks: [
        {
          p: "Cuando las Tarifas no se descuentan de las ventas que cobramos por ti, te las facturamos, y **el pago vence a los {{invoicePaymentTerm}} de la fecha de la factura**. Las facturas se emiten en dólares estadounidenses, salvo que una Orden de compra diga otra cosa.",
        },
        {
          p: "Si disputas una factura de buena fe, avísanos antes de su vencimiento explicando el motivo y paga la parte no disputada; trabajaremos contigo para resolver la disputa sin demora. Si un monto no disputado está vencido, podemos, previo aviso, suspender los servicios afectados hasta que se pague.",
        },
      ],
    },
    "pricing-changes": {
      title: "Cambios de precios",
      blocks: [
        {
          p: "Te comunicamos con antelación cualquier cambio en nuestros precios, por correo electrónico a los administradores de tu cuenta y en tu panel, antes de que entre en vigor. Un cambio nunca se aplica a Tarjetas ya emitidas o vendidas ni, mientras dure, a un periodo o Evento cuyos precios estén fijados en una Orden de compra.",
        },
      ],
    },
    "customer-responsibilities": {
      title: "Tus responsabilidades",
      blocks: [
        {
          ul: [
            "Realizar tus Eventos y entregar los beneficios, recompensas y ventajas que ofreces, tal como se los describiste a tus fans.",
            "Fijar reglas claras de reventa, reparto de regalías y políticas de reembolso, y gestionar los reembolsos de Eventos cancelados o modificados.",
            "Cumplir las leyes que te aplican, incluidas las de protección al consumidor, venta de boletos, impuestos, marketing y privacidad.",
            "Obtener los consentimientos y dar los avisos que les correspondan a tus fans por los datos que recopilas a través de Keystub.",
            "Mantener seguro el acceso a tu cuenta y asegurarte de que tu personal cumpla estos Términos para empresas.",
          ],
        },
      ],
    },
    "data-protection": {
      title: "Protección de datos",
      blocks: [
        {
          p: "Respecto de la información personal de tus fans y asistentes que tratamos por cuenta tuya, tú eres el responsable y Keystub es tu encargado del tratamiento (o proveedor de servicios). La tratamos solo según tus instrucciones documentadas y para prestar los servicios, la mantenemos confidencial y segura, te ayudamos a atender las solicitudes de tus fans y la borramos o te la devolvemos al terminar nuestra relación. No la vendemos. Nuestra [Política de privacidad](page:privacy) describe la información que tratamos para nuestros propios fines.",
        },
      ],
    },
    confidentiality: {
      title: "Confidencialidad",
      blocks: [
        {
          p: "Cada parte mantendrá confidencial la información comercial no pública de la otra, la usará solo para cumplir estos Términos para empresas y la compartirá solo con quienes la necesiten y estén obligados a mantenerla confidencial. Esto no se aplica a la información que sea pública, que ya se conociera, que se haya desarrollado de forma independiente o que deba revelarse por ley.",
        },
      ],
    },
    "term-and-termination": {
      title: "Vigencia y terminación",
      blocks: [
        {
          p: "Estos Términos para empresas se aplican mientras tengas una Cuenta Empresarial. Cualquiera de las partes puede darlos por terminados con aviso previo, respetando cualquier plazo fijado en una Orden de compra, o de inmediato si la otra los incumple gravemente y no corrige el incumplimiento en un plazo razonable después de recibir aviso. Las Tarjetas ya vendidas siguen siendo válidas para sus Eventos, y sus Tarifas siguen siendo exigibles.",
        },
      ],
    },
    "warranties-and-disclaimers": {
      title: "Garantías y exenciones",
      blocks: [
        {
          p: "Cada parte garantiza que puede aceptar estos Términos para empresas. Keystub prestará los servicios con la pericia y el cuidado razonables. En lo demás se aplica la [exención de garantías de los Términos del servicio](page:terms#disclaimers).",
        },
      ],
    },
    "limitation-of-liability": {
      title: "Limitación de responsabilidad",
      blocks: [
        {
          p: "Al uso empresarial se aplica la [limitación de responsabilidad de los Términos del servicio](page:terms#limitation-of-liability), considerando como monto pagado las Tarifas que le pagaste a Keystub. No limita tu obligación de pagar las Tarifas.",
        },
      ],
    },
    "professional-services": {
      title: "Servicios profesionales",
      blocks: [
        {
          p: "Los servicios de implementación, integración, diseño, capacitación y demás servicios profesionales que te prestemos se rigen por el [Anexo de servicios profesionales](page:professionalServices).",
        },
      ],
    },
    "governing-law": {
      title: "Ley aplicable",
      blocks: [
        {
          p: "Estos Términos para empresas se rigen por las leyes del **Estado de California**, sin tener en cuenta sus normas sobre conflicto de leyes. Los tribunales estatales y federales con sede en California tienen competencia exclusiva sobre cualquier disputa derivada de ellos, y cada parte se somete a su jurisdicción.",
        },
      ],
    },
    general: {
      title: "Disposiciones generales",
      blocks: [
        {
          p: "Estos Términos para empresas, cualquier Orden de compra y los documentos a los que remiten constituyen el acuerdo completo entre las partes sobre su objeto. Una Orden de compra prevalece sobre estos Términos para empresas en lo que regula. Los avisos a Keystub se envían a {{email:LEGAL_EMAIL}}; los avisos para ti, al correo electrónico del administrador de tu cuenta. Ninguna de las partes responde por un retraso causado por hechos fuera de su control razonable. Esta versión en español es una traducción: en caso de conflicto, prevalece la versión en inglés.",
        },
      ],
    },
  },
} satisfies LegalTranslation<"businessTerms">;
