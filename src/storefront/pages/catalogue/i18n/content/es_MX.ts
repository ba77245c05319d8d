// Strings of the catalogue pages' "content" part (es_MX), reached as `cat.content.*`.
export default {
  helpLead: 'Respuestas sobre compras, pagos, envíos y cómo vender en Vitrina.',
  helpTopics: 'Temas de ayuda',
  backToHelp: 'Volver a la ayuda',
  updated: 'Actualizado el {{date}}',
  missingTitle: 'Documento no encontrado',
  missingBody: 'El documento que buscas no existe o ya no está disponible.',
  otherDocs: 'Otros documentos',
  emptyHelp: 'Todavía no hay artículos de ayuda.',
};
