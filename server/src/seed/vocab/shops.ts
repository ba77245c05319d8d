/** Parts of Mexican wholesale business names, and the cities they trade from. */
export const SHOP_PREFIXES = [
  'Distribuidora', 'Comercializadora', 'Importadora', 'Mayoreo', 'Grupo', 'Bodega',
  'Almacenes', 'Proveedora', 'Abastecedora', 'Central',
] as const

export const SHOP_CORES = [
  'El Sol', 'Azteca', 'del Bajío', 'La Esperanza', 'del Pacífico', 'Santa Fe', 'Norteña',
  'del Golfo', 'Los Altos', 'La Victoria', 'San Miguel', 'Anáhuac', 'Tapatía', 'Regia',
  'Peninsular', 'del Valle', 'Monarca', 'Sierra Madre', 'Xochimilco', 'Huasteca',
] as const

export const CITIES: readonly { city: string; state: string }[] = [
  { city: 'Ciudad de México', state: 'CDMX' },
  { city: 'Guadalajara', state: 'Jalisco' },
  { city: 'Monterrey', state: 'Nuevo León' },
  { city: 'Puebla', state: 'Puebla' },
  { city: 'Tijuana', state: 'Baja California' },
  { city: 'León', state: 'Guanajuato' },
  { city: 'Querétaro', state: 'Querétaro' },
  { city: 'Mérida', state: 'Yucatán' },
  { city: 'San Luis Potosí', state: 'San Luis Potosí' },
  { city: 'Aguascalientes', state: 'Aguascalientes' },
  { city: 'Toluca', state: 'Estado de México' },
  { city: 'Hermosillo', state: 'Sonora' },
  { city: 'Culiacán', state: 'Sinaloa' },
  { city: 'Veracruz', state: 'Veracruz' },
  { city: 'Oaxaca', state: 'Oaxaca' },
  { city: 'Chihuahua', state: 'Chihuahua' },
  { city: 'Morelia', state: 'Michoacán' },
  { city: 'Saltillo', state: 'Coahuila' },
]
