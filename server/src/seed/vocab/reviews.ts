import type { CommentGrade } from '../../../../src/core/contract/types-discovery';

export interface Review {
  grade: CommentGrade;
  text: string;
  reply?: string;
}

/** What Mexican wholesale buyers write about goods and ask before buying. `{unit}` = package unit. */
export function reviewsOf(): { comments: Review[]; asks: { question: string; answer: string }[] } {
  return {
    comments: [
      { grade: 'good', text: 'Llegó completo y bien empacado, lo revendí en una semana. Volveré a pedir.' },
      {
        grade: 'good',
        text: 'Excelente calidad por el precio de mayoreo. El envío tardó tres días a Puebla.',
        reply: '¡Gracias por tu compra! Te esperamos pronto.',
      },
      { grade: 'good', text: 'Tal como en la foto. Mis clientes quedaron contentos.' },
      { grade: 'good', text: 'Buen proveedor, respondió rápido mis dudas sobre la factura.' },
      { grade: 'good', text: 'Second order already, consistent quality and fair wholesale price.' },
      { grade: 'good', text: '质量不错，包装完好，发货很快。' },
      {
        grade: 'neutral',
        text: 'El producto está bien, pero una caja llegó golpeada.',
        reply: 'Lamentamos el detalle, ya reforzamos el empaque.',
      },
      { grade: 'neutral', text: 'Cumple, aunque el color es un poco más claro que en la foto.' },
      {
        grade: 'bad',
        text: 'Faltaron piezas en el paquete; el vendedor me las repuso después de reclamar.',
        reply: 'Disculpa la molestia, ya enviamos las piezas faltantes.',
      },
      { grade: 'bad', text: 'Tardó más de una semana en llegar a Mérida.' },
    ],
    asks: [
      {
        question: '¿Se vende solo por paquete de {unit} piezas?',
        answer: 'Sí, el mínimo y los múltiplos son de {unit} piezas por paquete.',
      },
      { question: '¿Emiten factura (CFDI)?', answer: 'Sí, emitimos CFDI 4.0; agrega tus datos fiscales al pagar.' },
      { question: '¿Hacen envíos a Monterrey?', answer: 'Enviamos a toda la República; a Monterrey tarda de 2 a 4 días hábiles.' },
      {
        question: '¿Tienen precio especial por más de 500 piezas?',
        answer: 'El precio baja automáticamente por volumen; para más de 500 piezas escríbenos por chat.',
      },
      {
        question: 'Can you ship directly to my customer (dropshipping)?',
        answer: 'Yes, choose the direct shipping tab and we ship to your customer with no invoice inside.',
      },
      { question: '¿Cuánto tarda en surtirse si está agotado?', answer: 'Normalmente reabastecemos en 10 días.' },
    ],
  };
}
