import type { LegalTranslation } from "../document.ts";

export default {
  languageNotice:
    "Esta es una traducción al español de nuestra Política de privacidad, que te ofrecemos para tu comodidad. La versión original en inglés es la que rige: en caso de conflicto o discrepancia entre ambas, prevalece la versión en inglés.",
  intro: [
    {
      p: 'Esta Política de privacidad explica cómo {{entity}} ("**Keystub**", "nosotros") recopila, usa, comparte y protege la información personal cuando visitas nuestro sitio web, te pones en contacto con nosotros o usas la plataforma Keystub: pases para tu billetera digital, boletos y los activos digitales vinculados a ellos, el Fan Passport, la app de escaneo y los paneles que ofrecemos a los organizadores de eventos. También explica qué opciones y derechos tienes.',
    },
    {
      p: "La escribimos para que se entienda. Si algo no queda claro, [pregúntanos](#questions) y te lo explicamos con palabras sencillas.",
    },
  ],
  sections: {
    about: {
      title: "Quiénes somos y qué cubre esta política",
      blocks: [
        {
          p: "{{entity}} es el responsable de la información personal que describe esta política: decidimos para qué y cómo se trata. Esta política se aplica a nuestro sitio web, a las consultas que nos envías y al uso que haces de la plataforma como fan, miembro o comprador.",
        },
        {
          p: "Cuando compras un boleto o te unes a un programa de un organizador de eventos, recinto, equipo o marca (una **Cuenta Empresarial** según nuestros [Términos del servicio](page:terms#roles)), ese organizador decide cómo usa la información que recibe sobre sus asistentes y responde por ella según su propio aviso de privacidad. Para esa información actuamos como su proveedor de servicios (o encargado del tratamiento): la tratamos solo según sus instrucciones y conforme a nuestros [Términos para empresas](page:businessTerms#data-protection).",
        },
      ],
    },
    "information-we-collect": {
      title: "Información que recopilamos",
      blocks: [{ p: "Solo recopilamos lo que necesitamos para los fines descritos en la [[how-we-use-information]]." }],
      subsections: [
        {
          title: "Consultas de contacto",
          blocks: [
            {
              p: "Cuando usas un formulario de contacto de nuestro sitio nos das tu nombre, tu correo electrónico, tu organización o cargo y tu mensaje. Los usamos para responderte y, si representas a una empresa, para conversar sobre cómo Keystub puede servirte.",
            },
          ],
        },
        {
          title: "Cookies y tecnologías similares, con tu consentimiento",
          blocks: [
            {
              p: "Nuestro sitio funciona sin ninguna cookie que no sea estrictamente necesaria. Solo si lo aceptas usamos analítica (Google Analytics, que nos muestra de forma agregada cómo se usa el sitio) y un servicio de chat en vivo (un widget de un tercero que te permite hablar con nuestro equipo). Mientras no elijas, ambos quedan apagados y no se hace ninguna solicitud a esos proveedores. En la [[cookies]] te explicamos las categorías y cómo cambiar de opinión.",
            },
          ],
        },
        {
          title: "Datos de billetera, pases y plataforma",
          blocks: [
            { p: "Cuando usas la plataforma tratamos:" },
            {
              ul: [
                "**Datos de la cuenta**: tu nombre, tu correo electrónico, tu teléfono si nos lo das y la confirmación de que cumples la edad mínima de nuestros Términos del servicio.",
                "**Datos de pases y boletos**: los pases y boletos que tienes, los eventos a los que corresponden, su asiento o categoría y los escaneos de entrada en la puerta (hora y acceso).",
                "**Datos de la billetera**: la dirección pública de la billetera blockchain que guarda los activos digitales vinculados a tus boletos, si esa billetera es custodiada (la guardamos nosotros por ti) o propia, y las transferencias y reventas de esos activos.",
                "**Actividad en el Fan Passport**: las misiones que completas, las recompensas y beneficios que ganas y canjeas, y las membresías y mejoras que compras.",
                "**Datos de compra**: qué compraste, cuándo y por cuánto. Los pagos con tarjeta los procesa nuestra pasarela de pago: recibimos una confirmación, la marca de la tarjeta y sus últimos cuatro dígitos, nunca el número completo.",
              ],
            },
          ],
        },
        {
          title: "Información que recibimos de otros",
          blocks: [
            {
              p: "Recibimos información de los organizadores de eventos (por ejemplo, la lista de invitados de un evento que gestionan en Keystub), de nuestra pasarela de pago (el resultado de un pago) y de las blockchains públicas (el registro de las transferencias de un activo digital).",
            },
          ],
        },
        {
          title: "Datos técnicos",
          blocks: [
            {
              p: "Nuestros servidores registran eventos técnicos (como la página solicitada, la respuesta dada y cuánto tardó) para mantener el servicio seguro y en funcionamiento. Estos registros están diseñados para no contener información personal, como tu dirección IP o el contenido de tus mensajes.",
            },
          ],
        },
      ],
    },
    "how-we-use-information": {
      title: "Cómo usamos la información y con qué base legal",
      blocks: [
        {
          p: "Cuando la ley exige una base legal (por ejemplo, el RGPD en el Espacio Económico Europeo y el Reino Unido), nos apoyamos en las siguientes:",
        },
        {
          table: {
            head: ["Finalidad", "Información", "Base legal"],
            rows: [
              [
                "Responder tu consulta y darle seguimiento",
                "Consulta de contacto",
                "Nuestro interés legítimo en responder a quien nos escribe; medidas que pides antes de un contrato",
              ],
              [
                "Prestar la plataforma: emitir pases, darte acceso en la puerta, guardar y transferir activos digitales, operar el Fan Passport",
                "Datos de cuenta, pases, boletos, billetera y actividad",
                "Ejecución de nuestro contrato contigo",
              ],
              [
                "Procesar pagos y prevenir el fraude",
                "Datos de compra, escaneos, datos de billetera",
                "Contrato; interés legítimo en un servicio seguro, sin fraude ni reventa abusiva",
              ],
              ["Entender cómo se usa el sitio web y mejorarlo", "Cookies y eventos de analítica", "Tu consentimiento"],
              ["Ofrecer chat en vivo", "Cookies del widget de chat y tus mensajes", "Tu consentimiento"],
              [
                "Llevar registros y cumplir obligaciones legales (fiscales, contables, órdenes judiciales)",
                "Datos de compra y de cuenta",
                "Obligación legal",
              ],
              [
                "Informar a contactos de empresas sobre nuestros productos",
                "Datos de contacto profesionales",
                "Interés legítimo (puedes oponerte en cualquier momento), o consentimiento cuando la ley lo exige",
              ],
            ],
          },
        },
        {
          p: "No usamos tu información para tomar decisiones automatizadas que produzcan efectos jurídicos sobre ti o que te afecten de forma similarmente significativa.",
        },
      ],
    },
    cookies: {
      title: "Cookies y tus opciones",
      blocks: [
        {
          p: "Una cookie es un pequeño archivo que un sitio web guarda en tu navegador. Las agrupamos en categorías: **necesarias** (siempre activas: recuerdan tus preferencias de cookies y mantienen el sitio seguro), **funcionales** (el chat en vivo), **de rendimiento**, **de analítica** (Google Analytics), **de publicidad** y **otras**. Hoy no usamos cookies de publicidad; la categoría existe para que decidas tú antes de que algún día las usemos.",
        },
        {
          p: "No se guarda nada fuera de la categoría de necesarias, ni se hace ninguna solicitud a un proveedor de analítica o de chat, antes de que des tu consentimiento. La analítica sigue el modo de consentimiento de Google: todo queda denegado hasta que aceptas. Tu elección se guarda en tu navegador (en el almacenamiento local y en una cookie propia) y vence {{consentLifetime}} después de que la hiciste; entonces te volvemos a preguntar. También te preguntamos de nuevo cuando añadimos una categoría o un proveedor.",
        },
        {
          p: "Puedes aceptar, rechazar o ajustar cada categoría, y cambiar o retirar tu consentimiento en cualquier momento, con la misma facilidad con que lo diste. Al retirarlo eliminamos el script del proveedor y borramos sus cookies. La configuración de cookies enumera cada cookie y cada dato de almacenamiento que usamos, con su duración.",
        },
        { embed: "cookieSettings" },
      ],
    },
    sharing: {
      title: "Cómo compartimos la información",
      blocks: [
        { p: "Solo compartimos información personal en estos casos:" },
        {
          ul: [
            "**Proveedores de servicios** que trabajan para nosotros por contrato y solo según nuestras instrucciones: alojamiento y almacenamiento, envío de correos, nuestra pasarela de pago y, con tu consentimiento, analítica y chat en vivo.",
            "**Organizadores de eventos**: cuando compras un boleto o pase para un evento, o te unes a un programa, la Cuenta Empresarial que lo gestiona recibe la información que necesita para darte acceso y atenderte (por ejemplo, tu nombre, tu boleto y tus escaneos de entrada).",
            "**Blockchains públicas**: las transferencias de los activos digitales vinculados a los boletos quedan registradas en la blockchain de Solana, que cualquiera puede leer y nadie puede borrar. Nunca escribimos tu nombre ni tu correo electrónico en una blockchain; el registro muestra direcciones de billetera e identificadores de activos.",
            "**Razones legales**: cuando la ley lo exige, para atender una solicitud válida de una autoridad o para proteger los derechos, la seguridad y los bienes de nuestros usuarios, del público o de Keystub.",
            "**Operaciones societarias**: si Keystub participa en una fusión, adquisición o venta de activos, con las protecciones de esta política.",
          ],
        },
      ],
    },
    "do-not-sell-or-share": {
      title: "“No vender ni compartir mi información personal” y Global Privacy Control",
      blocks: [
        {
          p: 'Keystub no vende información personal a cambio de dinero. Algunas leyes de privacidad, como la de California, también consideran "venta" o "compartir" ciertos usos de cookies de publicidad y analítica. Puedes excluirte de todos ellos con el enlace "No vender mi información personal" del aviso de cookies y del pie de cada página: apaga todas las categorías salvo la de necesarias, y te lo confirmamos en pantalla.',
        },
        {
          p: 'Respetamos la señal [Global Privacy Control](https://globalprivacycontrol.org): si tu navegador la envía, la tratamos como esa exclusión para ese navegador, aunque antes hayas elegido "Aceptar todo", y el aviso y la configuración te indican que la respetamos. Si después vuelves a activar tú mismo una categoría en la configuración de cookies, respetamos esa elección.',
        },
      ],
    },
    "international-transfers": {
      title: "Transferencias internacionales",
      blocks: [
        {
          p: "Keystub tiene su sede en los Estados Unidos, y nuestros proveedores pueden tratar información en otros países. Cuando transferimos información personal desde el Espacio Económico Europeo, el Reino Unido o Suiza, usamos las garantías que prevé la ley, como las cláusulas contractuales tipo de la Comisión Europea y su anexo para el Reino Unido. Cuando la transferimos desde un país de América Latina, usamos las garantías contractuales que exige su ley. Puedes [pedirnos](#questions) una copia de esas garantías.",
        },
      ],
    },
    retention: {
      title: "Cuánto tiempo conservamos la información",
      blocks: [
        {
          p: "Conservamos la información personal solo mientras la necesitamos para los fines de esta política; después la borramos o la anonimizamos:",
        },
        {
          table: {
            head: ["Información", "Cuánto tiempo"],
            rows: [
              [
                "Consultas de contacto",
                "Mientras siga la conversación y, como máximo, 24 meses después de tu último mensaje",
              ],
              ["Tus preferencias de cookies", "{{consentLifetime}} desde tu última elección"],
              ["Datos de analítica (con consentimiento)", "Como máximo 14 meses en Google Analytics"],
              [
                "Datos de cuenta, pases y Fan Passport",
                "Mientras tu cuenta esté abierta y hasta 90 días después de cerrarla",
              ],
              [
                "Registros de compras y pagos",
                "El tiempo que exijan las leyes fiscales y contables (en general, hasta siete años)",
              ],
              [
                "Registros en blockchain",
                "Para siempre, por la naturaleza de las blockchains públicas (consulta la [[sharing]])",
              ],
            ],
          },
        },
      ],
    },
    security: {
      title: "Seguridad",
      blocks: [
        {
          p: "Protegemos la información personal con medidas técnicas y organizativas adecuadas al riesgo: cifrado en tránsito, acceso limitado a quienes lo necesitan y claves de las billeteras custodiadas guardadas en un almacenamiento seguro dedicado. Ningún sistema es perfectamente seguro; si una brecha afecta tu información, te avisaremos a ti y a las autoridades como lo exija la ley.",
        },
      ],
    },
    children: {
      title: "Menores de edad",
      blocks: [
        {
          p: "Nuestro sitio y nuestra plataforma no están dirigidos a menores, y no recopilamos a sabiendas información personal de niños menores de {{childrenAge}}. Las cuentas de la plataforma son para adultos que cumplen la edad mínima de nuestros [Términos del servicio](page:terms#eligibility). Si crees que un menor nos dio información personal, [avísanos](#questions) y la borraremos.",
        },
      ],
    },
    "your-rights": {
      title: "Tus derechos y cómo ejercerlos",
      blocks: [
        { p: "Según dónde vivas, tienes derecho a:" },
        {
          ul: [
            "saber qué información personal tenemos sobre ti y obtener una copia, en un formato portable cuando corresponda;",
            "que se corrija la información inexacta;",
            "que se borre tu información;",
            "oponerte a cómo la usamos o pedirnos que limitemos su uso;",
            "retirar tu consentimiento en cualquier momento, sin que eso afecte lo que hicimos antes;",
            "excluirte de la venta o el intercambio de tu información personal (consulta la [[do-not-sell-or-share]]);",
            "no recibir un trato distinto por ejercer cualquiera de estos derechos;",
            "apelar nuestra respuesta y presentar una queja ante tu autoridad de protección de datos.",
          ],
        },
        {
          p: "Para ejercer un derecho, escríbenos a {{email:PRIVACY_EMAIL}}. Confirmaremos tu identidad de forma proporcional a la solicitud (normalmente, a partir del correo electrónico vinculado a tu cuenta), y puedes actuar por medio de un representante autorizado. Respondemos en un plazo de {{privacyResponseTime}} desde que recibimos tu solicitud. Si una solicitud es compleja y la ley permite más tiempo, te lo diremos dentro de ese mes, con el motivo.",
        },
        {
          p: "Para los boletos y programas de un organizador de eventos, le trasladaremos tu solicitud o lo ayudaremos a responderte.",
        },
      ],
    },
    changes: {
      title: "Cambios en esta política",
      blocks: [
        {
          p: "Actualizaremos esta política cuando cambien nuestras prácticas. La fecha que aparece arriba indica desde cuándo rige la versión actual. Si un cambio es importante, te avisaremos con antelación, por correo electrónico o con un aviso en el sitio, y te volveremos a pedir tu consentimiento cuando la ley lo exija.",
        },
      ],
    },
  },
} satisfies LegalTranslation<"privacy">;
