/**
 * Mexico's 32 federal entities (INEGI order) with real municipalities: all of some states, the
 * capital and main cities of the rest. Areas (colonias) are real for the capitals listed in
 * AREAS; every other municipality gets its "Centro". Zip codes are the first of each place.
 */
export const STATES: readonly [name: string, zip: string, municipalities: readonly string[]][] = [
  ['Aguascalientes', '20000', ['Aguascalientes', 'Asientos', 'Calvillo', 'Cosío', 'Jesús María', 'Pabellón de Arteaga', 'Rincón de Romos', 'San José de Gracia', 'Tepezalá', 'El Llano', 'San Francisco de los Romo']],
  ['Baja California', '21000', ['Ensenada', 'Mexicali', 'Tecate', 'Tijuana', 'Playas de Rosarito', 'San Quintín', 'San Felipe']],
  ['Baja California Sur', '23000', ['Comondú', 'Mulegé', 'La Paz', 'Los Cabos', 'Loreto']],
  ['Campeche', '24000', ['Campeche', 'Carmen', 'Champotón', 'Calkiní', 'Escárcega']],
  ['Coahuila de Zaragoza', '25000', ['Saltillo', 'Torreón', 'Monclova', 'Piedras Negras', 'Acuña']],
  ['Colima', '28000', ['Armería', 'Colima', 'Comala', 'Coquimatlán', 'Cuauhtémoc', 'Ixtlahuacán', 'Manzanillo', 'Minatitlán', 'Tecomán', 'Villa de Álvarez']],
  ['Chiapas', '29000', ['Tuxtla Gutiérrez', 'Tapachula', 'San Cristóbal de las Casas', 'Comitán de Domínguez', 'Palenque']],
  ['Chihuahua', '31000', ['Chihuahua', 'Juárez', 'Cuauhtémoc', 'Delicias', 'Hidalgo del Parral']],
  ['Ciudad de México', '01000', ['Álvaro Obregón', 'Azcapotzalco', 'Benito Juárez', 'Coyoacán', 'Cuajimalpa de Morelos', 'Cuauhtémoc', 'Gustavo A. Madero', 'Iztacalco', 'Iztapalapa', 'La Magdalena Contreras', 'Miguel Hidalgo', 'Milpa Alta', 'Tláhuac', 'Tlalpan', 'Venustiano Carranza', 'Xochimilco']],
  ['Durango', '34000', ['Durango', 'Gómez Palacio', 'Lerdo', 'Santiago Papasquiaro']],
  ['Guanajuato', '36000', ['Guanajuato', 'León', 'Irapuato', 'Celaya', 'Salamanca', 'San Miguel de Allende', 'Dolores Hidalgo']],
  ['Guerrero', '39000', ['Chilpancingo de los Bravo', 'Acapulco de Juárez', 'Iguala de la Independencia', 'Taxco de Alarcón', 'Zihuatanejo de Azueta']],
  ['Hidalgo', '42000', ['Pachuca de Soto', 'Tulancingo de Bravo', 'Tula de Allende', 'Mineral de la Reforma', 'Huejutla de Reyes']],
  ['Jalisco', '44100', ['Guadalajara', 'Zapopan', 'San Pedro Tlaquepaque', 'Tonalá', 'Tlajomulco de Zúñiga', 'El Salto', 'Puerto Vallarta', 'Lagos de Moreno', 'Tepatitlán de Morelos', 'Zapotlán el Grande', 'Ocotlán', 'Chapala', 'Tequila']],
  ['México', '50000', ['Toluca', 'Ecatepec de Morelos', 'Nezahualcóyotl', 'Naucalpan de Juárez', 'Tlalnepantla de Baz', 'Chimalhuacán', 'Atizapán de Zaragoza', 'Cuautitlán Izcalli', 'Ixtapaluca', 'Tecámac', 'Metepec', 'Texcoco', 'Huixquilucan', 'Valle de Bravo']],
  ['Michoacán de Ocampo', '58000', ['Morelia', 'Uruapan', 'Zamora', 'Lázaro Cárdenas', 'Pátzcuaro']],
  ['Morelos', '62000', ['Cuernavaca', 'Jiutepec', 'Cuautla', 'Temixco', 'Yautepec']],
  ['Nayarit', '63000', ['Tepic', 'Bahía de Banderas', 'Santiago Ixcuintla', 'Compostela']],
  ['Nuevo León', '64000', ['Monterrey', 'Guadalupe', 'Apodaca', 'San Nicolás de los Garza', 'General Escobedo', 'Santa Catarina', 'San Pedro Garza García', 'Juárez', 'García', 'Santiago', 'Cadereyta Jiménez', 'Linares']],
  ['Oaxaca', '68000', ['Oaxaca de Juárez', 'San Juan Bautista Tuxtepec', 'Salina Cruz', 'Juchitán de Zaragoza', 'Santa Cruz Xoxocotlán']],
  ['Puebla', '72000', ['Puebla', 'Tehuacán', 'San Martín Texmelucan', 'Atlixco', 'San Andrés Cholula', 'San Pedro Cholula']],
  ['Querétaro', '76000', ['Querétaro', 'San Juan del Río', 'Corregidora', 'El Marqués', 'Tequisquiapan']],
  ['Quintana Roo', '77000', ['Othón P. Blanco', 'Benito Juárez', 'Solidaridad', 'Cozumel', 'Tulum', 'Bacalar']],
  ['San Luis Potosí', '78000', ['San Luis Potosí', 'Soledad de Graciano Sánchez', 'Ciudad Valles', 'Matehuala', 'Rioverde']],
  ['Sinaloa', '80000', ['Culiacán', 'Mazatlán', 'Ahome', 'Guasave', 'Navolato']],
  ['Sonora', '83000', ['Hermosillo', 'Cajeme', 'Nogales', 'San Luis Río Colorado', 'Navojoa', 'Guaymas']],
  ['Tabasco', '86000', ['Centro', 'Cárdenas', 'Comalcalco', 'Huimanguillo', 'Macuspana']],
  ['Tamaulipas', '87000', ['Victoria', 'Reynosa', 'Matamoros', 'Nuevo Laredo', 'Tampico', 'Ciudad Madero', 'Altamira']],
  ['Tlaxcala', '90000', ['Tlaxcala', 'Apizaco', 'Huamantla', 'Chiautempan', 'Calpulalpan']],
  ['Veracruz de Ignacio de la Llave', '91000', ['Xalapa', 'Veracruz', 'Coatzacoalcos', 'Córdoba', 'Poza Rica de Hidalgo', 'Boca del Río', 'Orizaba', 'Minatitlán']],
  ['Yucatán', '97000', ['Mérida', 'Kanasín', 'Valladolid', 'Tizimín', 'Progreso', 'Umán']],
  ['Zacatecas', '98000', ['Zacatecas', 'Guadalupe', 'Fresnillo', 'Jerez', 'Río Grande']],
]

/** Real colonias of a few municipalities, keyed "state index:municipality name". */
export const AREAS: Readonly<Record<string, readonly [name: string, zip: string][]>> = {
  '9:Cuauhtémoc': [['Centro', '06000'], ['Roma Norte', '06700'], ['Condesa', '06140'], ['Juárez', '06600'], ['Doctores', '06720'], ['Tabacalera', '06030']],
  '9:Benito Juárez': [['Del Valle Centro', '03100'], ['Narvarte Poniente', '03020'], ['Nápoles', '03810'], ['Portales Norte', '03300']],
  '9:Coyoacán': [['Del Carmen', '04100'], ['Santa Catarina', '04010'], ['Ciudad Universitaria', '04510'], ['Pedregal de Santo Domingo', '04369']],
  '9:Miguel Hidalgo': [['Polanco V Sección', '11560'], ['Lomas de Chapultepec', '11000'], ['Anzures', '11590'], ['Tacubaya', '11870']],
  '14:Guadalajara': [['Centro', '44100'], ['Americana', '44160'], ['Providencia', '44630'], ['Chapultepec', '44176'], ['Santa Tere', '44600']],
  '14:Zapopan': [['Centro', '45100'], ['Ciudad Granja', '45010'], ['Puerta de Hierro', '45116'], ['Chapalita', '45040']],
  '19:Monterrey': [['Centro', '64000'], ['Obispado', '64060'], ['Mitras Centro', '64460'], ['Cumbres', '64610'], ['Contry', '64860']],
  '19:San Pedro Garza García': [['Del Valle', '66220'], ['Valle Oriente', '66269'], ['Fuentes del Valle', '66220']],
  '15:Toluca': [['Centro', '50000'], ['Santa Ana Tlapaltitlán', '50160'], ['San Buenaventura', '50110']],
  '21:Puebla': [['Centro', '72000'], ['La Paz', '72160'], ['Angelópolis', '72830'], ['El Carmen', '72530']],
  '31:Mérida': [['Centro', '97000'], ['García Ginerés', '97070'], ['Itzimná', '97100'], ['Montejo', '97127']],
}
