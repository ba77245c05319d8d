// The words of core/ui's address form and region selects, and its invoice mail line: the checkout
// and the member centre both show them.
export default {
  address: {
    title: 'Dirección de envío',
    name: 'Destinatario',
    mobile: 'Teléfono',
    country: 'País',
    mexico: 'México',
    foreign: 'Extranjero',
    state: 'Estado',
    city: 'Municipio / ciudad',
    area: 'Colonia',
    choose: 'Elige…',
    regionsFailed: 'No se pudieron cargar las regiones.',
    addr: 'Calle, número e interior',
    zip: 'Código postal',
    default: 'Usar como dirección predeterminada',
    save: 'Guardar dirección',
    cancel: 'Cancelar',
    nameRule: 'Escribe el destinatario (1 a 20 caracteres)',
    mobileRule: 'Escribe un teléfono válido',
    regionRule: 'Elige estado, municipio y colonia',
    addrRule: 'Escribe la dirección (1 a 50 caracteres)',
    zipRule: 'Escribe el código postal (5 dígitos en México)',
  },
  orders: {
    invoiceMailTo: 'Se envía a {{name}}: {{addr}}',
  },
};
