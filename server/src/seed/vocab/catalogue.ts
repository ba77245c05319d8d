import type { SpecKind } from './specs'

/**
 * The demo catalogue's vocabulary: 12 grand categories, their children, and for each child the
 * nouns, adjectives and features product names are built from, in es|en|zh.
 *
 * Nouns: `es:gender|en|zh` with gender m, f, mp, fp (Spanish adjectives agree with it), and an
 * optional `#kind,kind` for the spec kinds that fit that noun (else the child's `specs`).
 * Adjectives: the masculine singular Spanish form; a leading `=` marks an invariable phrase.
 * Adjectives and features may end in `@0,2`: they only fit the nouns at those positions
 * (no "wireless USB flash drive", no "48 W nail polish").
 */
export type Icon =
  | 'electronics' | 'home' | 'dress' | 'shirt' | 'beauty' | 'toys'
  | 'sports' | 'tools' | 'stationery' | 'food' | 'car' | 'pets'

export interface ChildSource {
  names: string
  nouns: readonly string[]
  adjectives: readonly string[]
  features: readonly string[]
  /** MXN per unit at the first tier */
  price: readonly [number, number]
  /** package unit quantities this kind of goods is sold in */
  units: readonly number[]
  specs: readonly SpecKind[]
}

export interface GrandSource {
  names: string
  icon: Icon
  children: readonly ChildSource[]
}

export const CATALOGUE: readonly GrandSource[] = [
  {
    names: 'Electrónica|Electronics|电子产品',
    icon: 'electronics',
    children: [
      {
        names: 'Audio y audífonos|Audio & Headphones|音频耳机',
        nouns: ['Audífonos:mp|earbuds|耳机', 'Bocina:f|speaker|音箱', 'Diadema:f|headset|头戴式耳机', 'Barra de sonido:f|soundbar|回音壁'],
        adjectives: ['inalámbrico|wireless|无线', 'portátil|portable|便携式', 'deportivo|sports|运动', 'compacto|compact|小巧'],
        features: ['Bluetooth 5.3|Bluetooth 5.3|蓝牙5.3', 'con cancelación de ruido|with noise cancelling|主动降噪', 'resistente al agua IPX5|IPX5 water resistant|IPX5防水', 'con micrófono integrado|with built-in microphone|内置麦克风', 'batería de 20 horas|20-hour battery|20小时续航'],
        price: [89, 1499], units: [1, 5, 10], specs: ['color'],
      },
      {
        names: 'Celulares y accesorios|Phones & Accessories|手机及配件',
        nouns: ['Funda:f|phone case|手机壳', 'Mica de cristal templado:f|tempered glass screen protector|钢化膜', 'Soporte para celular:m|phone holder|手机支架', 'Batería externa:f|power bank|充电宝#color,capacity'],
        adjectives: ['magnético|magnetic|磁吸@0,2,3', 'ultradelgado|ultra-thin|超薄', 'reforzado|rugged|加固', 'transparente|clear|透明@0,1'],
        features: ['para iPhone 15|for iPhone 15|适用iPhone 15@0,1', 'para Samsung Galaxy A54|for Samsung Galaxy A54|适用三星A54@0,1', 'compatible con MagSafe|MagSafe compatible|兼容MagSafe@0,2,3', 'antichoque|shockproof|防摔@0,1'],
        price: [29, 599], units: [1, 10, 20, 50], specs: ['color'],
      },
      {
        names: 'Computación|Computing|电脑外设',
        nouns: ['Teclado:m|keyboard|键盘', 'Mouse:m|mouse|鼠标', 'Monitor:m|monitor|显示器#dimension', 'Memoria USB:f|USB flash drive|U盘#capacity,color', 'Disco duro externo:m|external hard drive|移动硬盘#capacity,color'],
        adjectives: ['inalámbrico|wireless|无线@0,1', 'ergonómico|ergonomic|人体工学@0,1', 'compacto|compact|紧凑型', 'profesional|professional|专业'],
        features: ['USB-C|USB-C|USB-C接口', 'con retroiluminación RGB|with RGB backlight|RGB背光@0,1', 'plug and play|plug and play|即插即用', 'para oficina y hogar|for home and office|家用办公'],
        price: [99, 4999], units: [1, 5, 10], specs: ['color'],
      },
      {
        names: 'Cargadores y cables|Chargers & Cables|充电器与数据线',
        nouns: ['Cable USB-C:m|USB-C cable|Type-C数据线#length,color', 'Cargador de pared:m|wall charger|充电头#power,color', 'Cable Lightning:m|Lightning cable|苹果数据线#length,color', 'Cargador para auto:m|car charger|车载充电器#power', 'Multicontacto:m|power strip|插排#length'],
        adjectives: ['trenzado|braided|编织@0,2', 'reforzado|reinforced|加固', '=de carga rápida|fast-charging|快充@0,1,2,3', 'compacto|compact|迷你'],
        features: ['20 W|20 W|20W@1,3', '65 W con GaN|65 W GaN|65W氮化镓@1', 'de 2 metros|2 m|2米@0,2,4', 'certificado NOM|NOM certified|NOM认证'],
        price: [39, 699], units: [1, 10, 50, 100], specs: ['color'],
      },
      {
        names: 'Cámaras y vigilancia|Cameras & Security|摄像与安防',
        nouns: ['Cámara de seguridad:f|security camera|监控摄像头', 'Timbre con video:m|video doorbell|可视门铃', 'Cámara deportiva:f|action camera|运动相机', 'Sensor de movimiento:m|motion sensor|人体感应器'],
        adjectives: ['inalámbrico|wireless|无线', 'inteligente|smart|智能', 'compacto|compact|迷你', 'panorámico|panoramic|全景@0,2'],
        features: ['Wi-Fi 1080p|1080p Wi-Fi|1080P WiFi@0,1,2', 'con visión nocturna|with night vision|夜视@0,1', 'para exterior IP66|IP66 outdoor|IP66户外@0,1,3', 'compatible con Alexa|works with Alexa|支持Alexa@0,1,3'],
        price: [199, 2499], units: [1, 2, 4, 10], specs: ['color'],
      },
      {
        names: 'Relojes inteligentes|Smartwatches|智能穿戴',
        nouns: ['Reloj inteligente:m|smartwatch|智能手表', 'Pulsera de actividad:f|fitness tracker|智能手环', 'Correa de silicón:f|silicone strap|硅胶表带#color,dimension'],
        adjectives: ['deportivo|sports|运动', 'ligero|lightweight|轻薄', 'elegante|elegant|时尚', 'ultradelgado|ultra-thin|超薄@0,1'],
        features: ['con monitor de ritmo cardiaco|with heart rate monitor|心率监测@0,1', 'con GPS|with GPS|GPS定位@0', 'pantalla AMOLED de 1.9 pulgadas|1.9-inch AMOLED display|1.9英寸AMOLED屏@0,1', 'batería de 10 días|10-day battery|10天续航@0,1'],
        price: [149, 2999], units: [1, 5, 10], specs: ['color'],
      },
    ],
  },
  {
    names: 'Hogar y cocina|Home & Kitchen|家居厨房',
    icon: 'home',
    children: [
      {
        names: 'Utensilios de cocina|Kitchenware|厨房用具',
        nouns: ['Sartén:m|frying pan|平底锅#dimension,color', 'Olla:f|stock pot|汤锅#dimension,material', 'Juego de cuchillos:m|knife set|刀具套装#color', 'Tabla para picar:f|cutting board|砧板#material,dimension', 'Juego de utensilios:m|utensil set|厨具套装#material,color'],
        adjectives: ['antiadherente|non-stick|不粘@0,1', 'profesional|professional|专业', 'resistente|durable|耐用', 'ligero|lightweight|轻便'],
        features: ['de acero inoxidable|stainless steel|不锈钢@0,1,2,4', 'apto para inducción|induction-ready|适用电磁炉@0,1', 'libre de PFOA|PFOA-free|无PFOA涂层@0,1', 'de 24 cm|24 cm|24厘米@0,1,3'],
        price: [59, 1299], units: [1, 2, 6, 12], specs: ['color'],
      },
      {
        names: 'Electrodomésticos pequeños|Small Appliances|小家电',
        nouns: ['Licuadora:f|blender|搅拌机', 'Freidora de aire:f|air fryer|空气炸锅#color,volume', 'Cafetera:f|coffee maker|咖啡机', 'Hervidor eléctrico:m|electric kettle|电热水壶', 'Plancha de vapor:f|steam iron|蒸汽熨斗'],
        adjectives: ['compacto|compact|小型', 'digital|digital|数显', 'potente|powerful|大功率', 'silencioso|quiet|静音'],
        features: ['de 1.5 litros|1.5 L|1.5升@0,2,3', '1200 W|1200 W|1200瓦@1,4', 'con temporizador|with timer|带定时', '127 V|127 V|127伏'],
        price: [299, 2999], units: [1, 2, 4], specs: ['color'],
      },
      {
        names: 'Organización|Storage & Organization|收纳整理',
        nouns: ['Caja organizadora:f|storage box|收纳盒', 'Repisa flotante:f|floating shelf|置物架', 'Ganchos adhesivos:mp|adhesive hooks|粘钩#pack,color', 'Canasta:f|storage basket|收纳篮', 'Organizador de clóset:m|closet organizer|衣柜收纳袋'],
        adjectives: ['plegable|foldable|可折叠', 'apilable|stackable|可叠放@0,3', 'transparente|clear|透明@0', '=multiusos|multipurpose|多用途'],
        features: ['con tapa|with lid|带盖@0,3', 'de 30 litros|30 L|30升@0,3', 'juego de 3 piezas|set of 3|3件套', 'de bambú|bamboo|竹制@0,1,3'],
        price: [25, 499], units: [1, 6, 12, 24], specs: ['color', 'dimension'],
      },
      {
        names: 'Textiles para el hogar|Home Textiles|家纺',
        nouns: ['Juego de sábanas:m|sheet set|床单套装', 'Cobija:f|blanket|毛毯', 'Almohada:f|pillow|枕头', 'Toalla de baño:f|bath towel|浴巾', 'Cortina:f|curtain|窗帘'],
        adjectives: ['suave|soft|柔软', 'térmico|thermal|保暖@0,1,2', 'hipoalergénico|hypoallergenic|防过敏', 'ligero|lightweight|轻薄'],
        features: ['de microfibra|microfiber|超细纤维', 'de algodón 100 %|100% cotton|纯棉', 'matrimonial|full size|双人@0,1', 'king size|king size|特大号@0,1'],
        price: [89, 1199], units: [1, 2, 6, 12], specs: ['color', 'dimension'],
      },
      {
        names: 'Decoración|Home Decor|家居装饰',
        nouns: ['Lámpara de mesa:f|table lamp|台灯', 'Portarretratos:m|picture frame|相框', 'Florero:m|vase|花瓶', 'Espejo de pared:m|wall mirror|挂镜', 'Tira LED:f|LED strip light|LED灯带#length,color'],
        adjectives: ['moderno|modern|现代', 'rústico|rustic|复古', 'minimalista|minimalist|极简', 'decorativo|decorative|装饰'],
        features: ['de cerámica|ceramic|陶瓷@2', 'de madera|wooden|木质@1,3', 'con luz cálida|warm light|暖光@0,4', 'estilo mexicano|Mexican style|墨西哥风格'],
        price: [49, 1499], units: [1, 2, 6, 12], specs: ['color', 'dimension'],
      },
      {
        names: 'Limpieza|Cleaning|清洁用品',
        nouns: ['Trapeador:m|mop|拖把', 'Escoba:f|broom|扫把', 'Cubeta:f|bucket|水桶', 'Fibras:fp|scrub sponges|百洁布#pack,color', 'Atomizador:m|spray bottle|喷壶#volume,color'],
        adjectives: ['giratorio|spin|旋转@0', 'reutilizable|reusable|可重复使用', 'resistente|heavy-duty|耐用', 'práctico|handy|实用'],
        features: ['de microfibra|microfiber|超细纤维@0,3', 'con exprimidor|with wringer|带挤水器@0,2', 'paquete de 12|pack of 12|12件装@3', 'de 10 litros|10 L|10升@2'],
        price: [19, 399], units: [1, 6, 12, 24, 48], specs: ['color'],
      },
    ],
  },
  {
    names: 'Moda mujer|Women’s Fashion|女装',
    icon: 'dress',
    children: [
      {
        names: 'Vestidos|Dresses|连衣裙',
        nouns: ['Vestido:m|dress|连衣裙', 'Vestido largo:m|maxi dress|长裙', 'Vestido de fiesta:m|party dress|礼服裙'],
        adjectives: ['floral|floral|碎花', 'casual|casual|休闲', 'elegante|elegant|优雅', 'ajustado|fitted|修身'],
        features: ['de manga corta|short-sleeve|短袖', 'de lino|linen|亚麻', 'con bordado mexicano|with Mexican embroidery|墨西哥刺绣', 'primavera-verano|spring-summer|春夏款'],
        price: [149, 899], units: [1, 3, 6, 12], specs: ['color', 'size'],
      },
      {
        names: 'Blusas y tops|Blouses & Tops|上衣',
        nouns: ['Blusa:f|blouse|衬衫', 'Top:m|crop top|吊带上衣', 'Suéter:m|sweater|毛衣', 'Playera:f|T-shirt|T恤'],
        adjectives: ['holgado|loose|宽松', 'casual|casual|休闲', 'estampado|printed|印花', 'básico|basic|基础款'],
        features: ['de algodón|cotton|纯棉', 'de manga larga|long-sleeve|长袖', 'cuello en V|V-neck|V领', 'de punto|knit|针织'],
        price: [89, 599], units: [1, 3, 6, 12], specs: ['color', 'size'],
      },
      {
        names: 'Pantalones y faldas|Pants & Skirts|裤装与半身裙',
        nouns: ['Jeans:mp|jeans|牛仔裤', 'Pantalón:m|trousers|长裤', 'Falda:f|skirt|半身裙', 'Leggings:mp|leggings|打底裤'],
        adjectives: ['=de tiro alto|high-waisted|高腰', 'ajustado|skinny|紧身', 'recto|straight-leg|直筒', 'elástico|stretch|弹力'],
        features: ['de mezclilla|denim|牛仔', 'con bolsillos|with pockets|带口袋', 'talla plus|plus size|大码', 'de algodón|cotton|纯棉'],
        price: [129, 799], units: [1, 3, 6, 12], specs: ['color', 'size'],
      },
      {
        names: 'Bolsos y accesorios|Bags & Accessories|包袋配饰',
        nouns: ['Bolsa de mano:f|handbag|手提包', 'Mochila:f|backpack|双肩包', 'Cartera:f|wallet|钱包', 'Bufanda:f|scarf|围巾', 'Lentes de sol:mp|sunglasses|太阳镜'],
        adjectives: ['elegante|elegant|优雅', 'casual|casual|休闲', 'ligero|lightweight|轻便', '=vintage|vintage|复古'],
        features: ['de piel sintética|faux leather|人造革@0,1,2', 'con cierre|with zipper|拉链款@0,1,2', 'de gran capacidad|large capacity|大容量@0,1', 'con protección UV400|UV400 protection|UV400防护@4'],
        price: [99, 1299], units: [1, 3, 6, 12], specs: ['color'],
      },
      {
        names: 'Calzado de mujer|Women’s Shoes|女鞋',
        nouns: ['Tenis:mp|sneakers|运动鞋', 'Sandalias:fp|sandals|凉鞋', 'Zapatillas:fp|heels|高跟鞋', 'Botines:mp|ankle boots|短靴', 'Flats:mp|ballet flats|平底鞋'],
        adjectives: ['cómodo|comfortable|舒适', 'casual|casual|休闲', 'elegante|elegant|优雅', 'ligero|lightweight|轻便'],
        features: ['con suela antiderrapante|non-slip sole|防滑底', 'de tacón bajo|low heel|低跟@2,3', 'de piel sintética|faux leather|人造革', 'con plantilla acolchada|cushioned insole|软垫鞋垫'],
        price: [149, 1199], units: [1, 6, 12], specs: ['color', 'shoe'],
      },
    ],
  },
  {
    names: 'Moda hombre|Men’s Fashion|男装',
    icon: 'shirt',
    children: [
      {
        names: 'Camisas|Shirts|衬衫',
        nouns: ['Camisa:f|shirt|衬衫', 'Camisa polo:f|polo shirt|Polo衫', 'Guayabera:f|guayabera shirt|瓜亚贝拉衬衫'],
        adjectives: ['formal|formal|正装', 'casual|casual|休闲', '=slim fit|slim-fit|修身', 'clásico|classic|经典'],
        features: ['de manga larga|long-sleeve|长袖', 'de manga corta|short-sleeve|短袖', 'de lino|linen|亚麻', 'de algodón|cotton|纯棉'],
        price: [149, 799], units: [1, 3, 6, 12], specs: ['color', 'size'],
      },
      {
        names: 'Playeras y sudaderas|T-shirts & Hoodies|T恤卫衣',
        nouns: ['Playera:f|T-shirt|T恤', 'Sudadera:f|hoodie|卫衣', 'Camiseta sin mangas:f|tank top|背心'],
        adjectives: ['básico|basic|基础款', 'estampado|printed|印花', 'deportivo|sports|运动', '=oversize|oversized|宽松'],
        features: ['de algodón|cotton|纯棉', 'cuello redondo|crew neck|圆领', 'paquete de 3|pack of 3|3件装', 'de secado rápido|quick-dry|速干'],
        price: [79, 499], units: [1, 3, 6, 12, 24], specs: ['color', 'size'],
      },
      {
        names: 'Pantalones|Trousers|裤子',
        nouns: ['Pantalón de vestir:m|dress trousers|西裤', 'Jeans:mp|jeans|牛仔裤', 'Bermuda:f|shorts|短裤', 'Pants:mp|joggers|运动裤'],
        adjectives: ['recto|straight-leg|直筒', 'ajustado|slim|修身', '=cargo|cargo|工装', 'clásico|classic|经典'],
        features: ['de mezclilla|denim|牛仔', 'de gabardina|twill|斜纹布', 'con bolsillos|with pockets|带口袋', 'con cintura elástica|elastic waist|松紧腰'],
        price: [149, 899], units: [1, 3, 6, 12], specs: ['color', 'size'],
      },
      {
        names: 'Chamarras|Jackets|外套',
        nouns: ['Chamarra:f|jacket|夹克', 'Rompevientos:m|windbreaker|防风衣', 'Chaleco:m|vest|马甲', 'Abrigo:m|coat|大衣'],
        adjectives: ['impermeable|waterproof|防水', 'térmico|thermal|保暖', 'ligero|lightweight|轻薄', 'acolchado|padded|加棉'],
        features: ['con capucha|hooded|连帽', 'de mezclilla|denim|牛仔', 'de piel sintética|faux leather|人造革', 'para invierno|for winter|冬季款'],
        price: [299, 1999], units: [1, 3, 6], specs: ['color', 'size'],
      },
      {
        names: 'Calzado de hombre|Men’s Shoes|男鞋',
        nouns: ['Tenis:mp|sneakers|运动鞋', 'Zapatos de vestir:mp|dress shoes|皮鞋', 'Botas:fp|boots|靴子', 'Huaraches:mp|huarache sandals|墨西哥凉鞋', 'Mocasines:mp|loafers|乐福鞋'],
        adjectives: ['cómodo|comfortable|舒适', 'casual|casual|休闲', 'resistente|durable|耐穿', 'clásico|classic|经典'],
        features: ['de piel|leather|真皮', 'con suela antiderrapante|non-slip sole|防滑底', 'hecho en León|made in León|莱昂制造', 'con punta de acero|steel toe|钢头@2'],
        price: [199, 1899], units: [1, 6, 12], specs: ['color', 'shoe'],
      },
    ],
  },
  {
    names: 'Belleza y cuidado personal|Beauty & Personal Care|美妆个护',
    icon: 'beauty',
    children: [
      {
        names: 'Maquillaje|Makeup|彩妆',
        nouns: ['Labial:m|lipstick|口红', 'Base de maquillaje:f|foundation|粉底液', 'Paleta de sombras:f|eyeshadow palette|眼影盘', 'Rímel:m|mascara|睫毛膏', 'Delineador:m|eyeliner|眼线笔'],
        adjectives: ['=mate|matte|哑光', 'duradero|long-lasting|持久', 'ligero|lightweight|轻薄', 'profesional|professional|专业'],
        features: ['a prueba de agua|waterproof|防水@3,4', 'de 12 tonos|12 shades|12色@2', 'fórmula vegana|vegan formula|纯素配方', 'con acabado natural|natural finish|自然妆效'],
        price: [39, 599], units: [1, 6, 12, 24], specs: ['color'],
      },
      {
        names: 'Cuidado de la piel|Skin Care|护肤',
        nouns: ['Crema facial:f|face cream|面霜', 'Protector solar:m|sunscreen|防晒霜', 'Sérum:m|serum|精华液', 'Limpiador facial:m|facial cleanser|洁面乳', 'Mascarillas:fp|sheet masks|面膜#pack'],
        adjectives: ['hidratante|moisturizing|保湿', 'nutritivo|nourishing|滋养', 'suave|gentle|温和', '=antiedad|anti-aging|抗衰老'],
        features: ['con ácido hialurónico|with hyaluronic acid|玻尿酸@0,2,4', 'FPS 50|SPF 50|SPF50@1', 'con vitamina C|with vitamin C|维C@0,2,4', 'de 50 ml|50 ml|50毫升@0,2'],
        price: [49, 899], units: [1, 6, 12, 24], specs: ['volume'],
      },
      {
        names: 'Cuidado del cabello|Hair Care|护发',
        nouns: ['Shampoo:m|shampoo|洗发水#volume,scent', 'Acondicionador:m|conditioner|护发素#volume,scent', 'Secadora de cabello:f|hair dryer|吹风机#color', 'Plancha para cabello:f|hair straightener|直发器#color', 'Cepillo:m|hairbrush|梳子#color,dimension'],
        adjectives: ['nutritivo|nourishing|滋养@0,1', 'profesional|professional|专业', 'reparador|repairing|修护@0,1', 'iónico|ionic|负离子@2,3'],
        features: ['con aceite de argán|with argan oil|摩洛哥坚果油@0,1', 'sin sulfatos|sulfate-free|无硫酸盐@0,1', 'de 750 ml|750 ml|750毫升@0,1', 'de cerámica|ceramic|陶瓷@3'],
        price: [49, 1299], units: [1, 6, 12, 24], specs: ['color'],
      },
      {
        names: 'Perfumes|Fragrances|香水',
        nouns: ['Perfume:m|perfume|香水', 'Loción:f|cologne|古龙水', 'Bruma corporal:f|body mist|身体喷雾', 'Set de regalo:m|gift set|礼盒套装#scent'],
        adjectives: ['floral|floral|花香', 'fresco|fresh|清新', 'intenso|intense|浓郁', 'frutal|fruity|果香'],
        features: ['para mujer|for women|女士', 'para hombre|for men|男士', 'de 100 ml|100 ml|100毫升@0,1,2', 'eau de parfum|eau de parfum|淡香精@0,3'],
        price: [99, 1999], units: [1, 3, 6, 12], specs: ['volume', 'scent'],
      },
      {
        names: 'Uñas|Nails|美甲',
        nouns: ['Esmalte de uñas:m|nail polish|指甲油', 'Lámpara UV:f|UV nail lamp|美甲灯#power', 'Kit de manicure:m|manicure kit|美甲套装', 'Uñas postizas:fp|press-on nails|穿戴甲'],
        adjectives: ['profesional|professional|专业', 'brillante|glossy|亮面@0,3', 'duradero|long-lasting|持久', 'semipermanente|gel|凝胶@0'],
        features: ['de secado rápido|quick-dry|快干@0', '48 W|48 W|48瓦@1', 'de 24 piezas|24 pieces|24片装@2,3', 'sin tolueno|toluene-free|无甲苯@0'],
        price: [29, 699], units: [1, 6, 12, 24], specs: ['color'],
      },
    ],
  },
  {
    names: 'Juguetes y bebés|Toys & Baby|玩具母婴',
    icon: 'toys',
    children: [
      {
        names: 'Juguetes didácticos|Educational Toys|益智玩具',
        nouns: ['Rompecabezas:m|jigsaw puzzle|拼图', 'Bloques de construcción:mp|building blocks|积木', 'Juego de mesa:m|board game|桌游', 'Pizarra mágica:f|drawing board|画板'],
        adjectives: ['didáctico|educational|益智', 'colorido|colorful|彩色', 'creativo|creative|创意', 'clásico|classic|经典'],
        features: ['de 500 piezas|500 pieces|500片@0', 'de madera|wooden|木质', 'para mayores de 3 años|for ages 3+|3岁以上', 'en español|Spanish edition|西语版@2'],
        price: [79, 899], units: [1, 6, 12, 24], specs: ['color'],
      },
      {
        names: 'Muñecas y figuras|Dolls & Figures|玩偶手办',
        nouns: ['Muñeca:f|doll|娃娃', 'Figura de acción:f|action figure|可动人偶', 'Casa de muñecas:f|dollhouse|娃娃屋', 'Carrito de juguete:m|toy car|玩具车'],
        adjectives: ['articulado|articulated|可动@0,1', 'coleccionable|collectible|收藏级', 'clásico|classic|经典', 'interactivo|interactive|互动'],
        features: ['con accesorios|with accessories|配件齐全', 'de 30 cm|30 cm|30厘米@0,1', 'con luces y sonidos|with lights and sounds|声光@0,3', 'a escala 1:24|1:24 scale|1:24比例@3'],
        price: [59, 1299], units: [1, 6, 12, 24], specs: ['color'],
      },
      {
        names: 'Peluches|Plush Toys|毛绒玩具',
        nouns: ['Peluche de oso:m|teddy bear|泰迪熊', 'Peluche de ajolote:m|axolotl plush|美西螈公仔', 'Cojín de peluche:m|plush cushion|抱枕公仔', 'Peluche de perrito:m|puppy plush|小狗公仔'],
        adjectives: ['suave|soft|柔软', 'gigante|giant|超大', 'abrazable|huggable|可抱', 'pequeño|small|小号'],
        features: ['de 40 cm|40 cm|40厘米', 'lavable a máquina|machine washable|可机洗', 'relleno de algodón|cotton-filled|棉花填充', 'edición Día del Niño|Children’s Day edition|儿童节版'],
        price: [49, 699], units: [1, 6, 12, 24], specs: ['color', 'dimension'],
      },
      {
        names: 'Ropa de bebé|Baby Clothing|婴儿服装',
        nouns: ['Mameluco:m|sleepsuit|连体衣', 'Pañalero:m|bodysuit|包屁衣', 'Conjunto:m|outfit set|套装', 'Gorro:m|beanie|婴儿帽', 'Calcetines:mp|baby socks|袜子'],
        adjectives: ['suave|soft|柔软', 'térmico|thermal|保暖', 'estampado|printed|印花', 'básico|basic|基础款'],
        features: ['de algodón orgánico|organic cotton|有机棉', 'paquete de 5|pack of 5|5件装', 'de 0 a 12 meses|0–12 months|0-12个月@0,1,2', 'unisex|unisex|男女通用'],
        price: [39, 399], units: [1, 6, 12, 24], specs: ['color', 'babysize'],
      },
      {
        names: 'Alimentación del bebé|Baby Feeding|喂养用品',
        nouns: ['Biberón:m|baby bottle|奶瓶#volume,color', 'Vaso entrenador:m|sippy cup|学饮杯', 'Babero:m|bib|围兜', 'Silla para comer:f|high chair|宝宝餐椅', 'Esterilizador:m|bottle sterilizer|消毒器'],
        adjectives: ['práctico|handy|实用', 'ligero|lightweight|轻便', 'antiderrapante|non-slip|防滑', 'ergonómico|ergonomic|人体工学'],
        features: ['libre de BPA|BPA-free|不含BPA@0,1,2,4', 'de silicón|silicone|硅胶@0,1,2', 'de 250 ml|250 ml|250毫升@0,1', 'paquete de 3|pack of 3|3件装'],
        price: [49, 1999], units: [1, 6, 12, 24], specs: ['color'],
      },
    ],
  },
  {
    names: 'Deportes y aire libre|Sports & Outdoors|运动户外',
    icon: 'sports',
    children: [
      {
        names: 'Fitness|Fitness|健身器材',
        nouns: ['Mancuernas:fp|dumbbells|哑铃#weight,color', 'Tapete de yoga:m|yoga mat|瑜伽垫', 'Ligas de resistencia:fp|resistance bands|弹力带', 'Cuerda para saltar:f|jump rope|跳绳', 'Rueda abdominal:f|ab roller|健腹轮'],
        adjectives: ['antiderrapante|non-slip|防滑@1,4', 'ajustable|adjustable|可调节', 'profesional|professional|专业', 'ligero|lightweight|轻便'],
        features: ['de 10 kg|10 kg|10公斤@0', 'juego de 5|set of 5|5件套@2', 'de 6 mm|6 mm|6毫米@1', 'para gimnasio en casa|for home gym|家庭健身'],
        price: [59, 1999], units: [1, 2, 6, 12], specs: ['color'],
      },
      {
        names: 'Ciclismo|Cycling|骑行',
        nouns: ['Casco para bicicleta:m|bike helmet|骑行头盔#color,size', 'Luz para bicicleta:f|bike light|自行车灯', 'Candado:m|bike lock|车锁', 'Guantes de ciclismo:mp|cycling gloves|骑行手套#color,size', 'Bomba de aire:f|bike pump|打气筒'],
        adjectives: ['ligero|lightweight|轻量', 'recargable|rechargeable|可充电@1', 'resistente|sturdy|坚固', 'reflejante|reflective|反光'],
        features: ['con certificación CE|CE certified|CE认证@0,1', 'de aluminio|aluminum|铝合金@2,4', 'para montaña|for mountain biking|山地', 'para ruta|for road cycling|公路'],
        price: [79, 1499], units: [1, 2, 6, 12], specs: ['color'],
      },
      {
        names: 'Campismo|Camping|露营',
        nouns: ['Casa de campaña:f|tent|帐篷', 'Bolsa de dormir:f|sleeping bag|睡袋', 'Lámpara de campismo:f|camping lantern|露营灯', 'Hielera:f|cooler|保温箱#volume,color', 'Silla plegable:f|folding chair|折叠椅'],
        adjectives: ['impermeable|waterproof|防水@0,1,3', 'portátil|portable|便携式', 'ligero|lightweight|轻量', 'resistente|sturdy|耐用'],
        features: ['para 4 personas|for 4 people|4人@0', 'de 25 litros|25 L|25升@3', 'con bolsa de transporte|with carry bag|附收纳袋@0,1,4', 'recargable por USB|USB rechargeable|USB充电@2'],
        price: [149, 2999], units: [1, 2, 4, 6], specs: ['color'],
      },
      {
        names: 'Fútbol|Soccer|足球',
        nouns: ['Balón de fútbol:m|soccer ball|足球', 'Espinilleras:fp|shin guards|护腿板#color,size', 'Guantes de portero:mp|goalkeeper gloves|守门员手套#color,size', 'Jersey de fútbol:m|soccer jersey|球衣#color,size', 'Portería plegable:f|foldable goal|折叠球门'],
        adjectives: ['profesional|professional|专业', 'oficial|official|官方@0,3', 'ligero|lightweight|轻量', 'resistente|durable|耐用'],
        features: ['número 5|size 5|5号@0', 'de costura térmica|thermo-bonded|热粘合@0', 'para pasto sintético|for artificial turf|人造草坪@0,4', 'para entrenamiento|for training|训练用'],
        price: [99, 1299], units: [1, 6, 12, 24], specs: ['color'],
      },
      {
        names: 'Natación|Swimming|游泳',
        nouns: ['Goggles:mp|swim goggles|泳镜', 'Gorra de natación:f|swim cap|泳帽', 'Traje de baño:m|swimsuit|泳衣#color,size', 'Aletas:fp|swim fins|脚蹼#color,size', 'Tabla de natación:f|kickboard|浮板'],
        adjectives: ['antiempañante|anti-fog|防雾@0', 'ajustable|adjustable|可调节', 'ligero|lightweight|轻便', 'profesional|professional|专业'],
        features: ['con protección UV|UV protection|防紫外线', 'de silicón|silicone|硅胶@0,1,4', 'para adulto|for adults|成人', 'para niños|for kids|儿童'],
        price: [49, 899], units: [1, 6, 12, 24], specs: ['color'],
      },
    ],
  },
  {
    names: 'Herramientas y ferretería|Tools & Hardware|五金工具',
    icon: 'tools',
    children: [
      {
        names: 'Herramientas eléctricas|Power Tools|电动工具',
        nouns: ['Taladro:m|drill|电钻', 'Rotomartillo:m|hammer drill|冲击钻', 'Esmeriladora:f|angle grinder|角磨机', 'Sierra circular:f|circular saw|电圆锯', 'Lijadora:f|sander|砂光机'],
        adjectives: ['inalámbrico|cordless|无线', 'profesional|professional|专业', 'compacto|compact|紧凑型', 'potente|powerful|大功率'],
        features: ['de 20 V|20 V|20伏', 'con 2 baterías|with 2 batteries|双电池@0,1,2,3,4', '800 W|800 W|800瓦', 'con maletín|with carrying case|附工具箱'],
        price: [399, 3999], units: [1, 2, 4], specs: ['color', 'power'],
      },
      {
        names: 'Herramientas manuales|Hand Tools|手动工具',
        nouns: ['Juego de desarmadores:m|screwdriver set|螺丝刀套装', 'Pinzas:fp|pliers|钳子', 'Martillo:m|hammer|锤子', 'Llave ajustable:f|adjustable wrench|活动扳手', 'Juego de dados:m|socket set|套筒组'],
        adjectives: ['profesional|professional|专业', 'reforzado|heavy-duty|加强', 'ergonómico|ergonomic|人体工学', 'magnético|magnetic|磁性@0'],
        features: ['de acero al cromo vanadio|chrome vanadium steel|铬钒钢', 'de 40 piezas|40 pieces|40件套@0,4', 'con mango antiderrapante|with non-slip grip|防滑手柄', 'de 10 pulgadas|10-inch|10英寸@1,3'],
        price: [49, 1299], units: [1, 6, 12], specs: ['dimension'],
      },
      {
        names: 'Tornillería y fijación|Fasteners|紧固件',
        nouns: ['Tornillos:mp|screws|螺丝', 'Taquetes:mp|wall anchors|膨胀管', 'Clavos:mp|nails|钉子', 'Pijas:fp|self-tapping screws|自攻螺丝', 'Abrazaderas:fp|hose clamps|管卡'],
        adjectives: ['galvanizado|galvanized|镀锌', 'reforzado|heavy-duty|加强', 'inoxidable|stainless|不锈', 'surtido|assorted|混装'],
        features: ['caja con 100 piezas|box of 100|100个装', 'de 1 1/2 pulgadas|1 1/2-inch|1.5英寸', 'para tablaroca|for drywall|石膏板用@0,1,3', 'para madera|for wood|木工用@0,2,3'],
        price: [19, 399], units: [1, 10, 50, 100], specs: ['pack', 'dimension'],
      },
      {
        names: 'Medición|Measuring Tools|测量工具',
        nouns: ['Flexómetro:m|tape measure|卷尺', 'Nivel láser:m|laser level|激光水平仪', 'Medidor láser de distancia:m|laser distance meter|激光测距仪', 'Multímetro:m|multimeter|万用表', 'Calibrador vernier:m|vernier caliper|游标卡尺'],
        adjectives: ['digital|digital|数显@1,2,3,4', 'profesional|professional|专业', 'compacto|compact|便携', 'preciso|precision|高精度'],
        features: ['de 5 metros|5 m|5米@0', 'de 40 metros|40 m|40米@1,2', 'con pantalla LCD|with LCD display|LCD显示@2,3,4', 'con estuche|with case|带收纳盒'],
        price: [49, 2499], units: [1, 6, 12], specs: ['color'],
      },
      {
        names: 'Seguridad industrial|Safety Equipment|劳保用品',
        nouns: ['Guantes de trabajo:mp|work gloves|劳保手套', 'Casco de seguridad:m|hard hat|安全帽', 'Lentes de seguridad:mp|safety glasses|护目镜', 'Chaleco reflejante:m|high-visibility vest|反光背心', 'Botas de seguridad:fp|safety boots|劳保鞋#shoe,color'],
        adjectives: ['reforzado|reinforced|加强', 'ligero|lightweight|轻便', 'resistente|heavy-duty|耐用', 'ajustable|adjustable|可调节'],
        features: ['certificado NOM|NOM certified|NOM认证', 'antiimpacto|impact-resistant|防冲击@1,2', 'paquete de 12|pack of 12|12件装', 'de nitrilo|nitrile|丁腈@0'],
        price: [29, 1299], units: [1, 6, 12, 24, 50], specs: ['color', 'size'],
      },
    ],
  },
  {
    names: 'Papelería y oficina|Stationery & Office|文具办公',
    icon: 'stationery',
    children: [
      {
        names: 'Escritura|Writing|书写工具',
        nouns: ['Bolígrafos:mp|ballpoint pens|圆珠笔', 'Marcatextos:mp|highlighters|荧光笔', 'Lápices:mp|pencils|铅笔', 'Plumones:mp|markers|马克笔', 'Pluma fuente:f|fountain pen|钢笔'],
        adjectives: ['=de punta fina|fine-tip|细头@0,3,4', 'borrable|erasable|可擦@0,2', 'permanente|permanent|永久', 'ergonómico|ergonomic|人体工学'],
        features: ['caja con 12|box of 12|12支装', 'tinta azul|blue ink|蓝色墨水@0,4', 'colores surtidos|assorted colours|多色', 'de gel|gel|中性@0'],
        price: [15, 399], units: [1, 12, 24, 48, 144], specs: ['color', 'pack'],
      },
      {
        names: 'Cuadernos y libretas|Notebooks|笔记本',
        nouns: ['Cuaderno profesional:m|professional notebook|专业笔记本', 'Libreta:f|notepad|记事本', 'Agenda:f|planner|日程本', 'Notas adhesivas:fp|sticky notes|便利贴'],
        adjectives: ['rayado|ruled|横线', 'cuadriculado|squared|方格', 'ecológico|eco-friendly|环保', '=de pasta dura|hardcover|硬壳'],
        features: ['de 100 hojas|100 sheets|100页', 'tamaño carta|letter size|信纸尺寸', 'con espiral|spiral-bound|线圈装订', '2026|2026|2026年'],
        price: [15, 299], units: [1, 6, 12, 24, 48], specs: ['color', 'pack'],
      },
      {
        names: 'Organización de oficina|Office Organization|办公收纳',
        nouns: ['Archivero:m|file cabinet|文件柜', 'Carpeta:f|folder|文件夹', 'Engrapadora:f|stapler|订书机', 'Organizador de escritorio:m|desk organizer|桌面收纳盒', 'Portapapeles:m|clipboard|写字板'],
        adjectives: ['metálico|metal|金属@0,2,4', 'resistente|sturdy|耐用', 'práctico|handy|实用', 'compacto|compact|紧凑型'],
        features: ['tamaño oficio|legal size|法定尺寸@0,1', 'con 3 cajones|with 3 drawers|3抽屉@0,3', 'de plástico|plastic|塑料', 'para 20 hojas|for 20 sheets|20页容量@2'],
        price: [25, 1999], units: [1, 6, 12, 24], specs: ['color'],
      },
      {
        names: 'Material escolar|School Supplies|学生用品',
        nouns: ['Mochila escolar:f|school backpack|书包', 'Lonchera:f|lunch box|饭盒', 'Juego de geometría:m|geometry set|几何套尺', 'Colores:mp|colored pencils|彩色铅笔#pack', 'Tijeras escolares:fp|school scissors|学生剪刀'],
        adjectives: ['resistente|sturdy|耐用', 'colorido|colorful|彩色', 'práctico|handy|实用', 'ligero|lightweight|轻便'],
        features: ['con ruedas|with wheels|带轮子@0', 'caja con 24|box of 24|24色@3', 'para primaria|for primary school|小学生', 'regreso a clases|back to school|开学季'],
        price: [19, 899], units: [1, 6, 12, 24, 48], specs: ['color'],
      },
      {
        names: 'Impresión|Printing Supplies|打印耗材',
        nouns: ['Papel bond:m|copy paper|复印纸#pack', 'Cartucho de tinta:m|ink cartridge|墨盒#color', 'Tóner:m|toner cartridge|硒鼓#color', 'Etiquetas adhesivas:fp|adhesive labels|不干胶标签#pack,dimension'],
        adjectives: ['compatible|compatible|兼容', 'original|original|原装', 'blanco|bright white|高白@0', 'económico|economy|经济型'],
        features: ['tamaño carta|letter size|信纸尺寸@0,3', 'paquete de 500 hojas|ream of 500 sheets|500张/包@0', 'para HP|for HP|适用惠普@1,2', 'para Epson|for Epson|适用爱普生@1'],
        price: [49, 1499], units: [1, 5, 10, 50], specs: ['pack'],
      },
    ],
  },
  {
    names: 'Alimentos y bebidas|Food & Beverages|食品饮料',
    icon: 'food',
    children: [
      {
        names: 'Botanas|Snacks|零食',
        nouns: ['Papas fritas:fp|potato chips|薯片', 'Cacahuates:mp|peanuts|花生', 'Palomitas:fp|popcorn|爆米花', 'Chicharrones:mp|pork rinds|猪皮脆', 'Totopos:mp|tortilla chips|玉米片'],
        adjectives: ['crujiente|crunchy|香脆', 'enchilado|spicy|香辣', 'horneado|baked|烘焙', 'natural|classic|原味'],
        features: ['bolsa de 45 g|45 g bag|45克袋装', 'caja con 24 bolsas|box of 24 bags|24袋/箱', 'con chile y limón|chili-lime|辣椒青柠味@0,1,2,3,4', 'tamaño familiar|family size|家庭装'],
        price: [12, 399], units: [1, 12, 24, 48], specs: ['flavour', 'weight'],
      },
      {
        names: 'Dulces|Candy|糖果',
        nouns: ['Dulces de tamarindo:mp|tamarind candy|罗望子糖', 'Paletas:fp|lollipops|棒棒糖', 'Chocolates:mp|chocolates|巧克力', 'Gomitas:fp|gummies|软糖', 'Mazapán:m|peanut marzipan|花生糖'],
        adjectives: ['enchilado|spicy|香辣', 'surtido|assorted|什锦', 'tradicional|traditional|传统', 'artesanal|artisanal|手工'],
        features: ['bolsa con 100 piezas|bag of 100|100颗装@1,3,4', 'exhibidor con 30 piezas|display box of 30|30支展示盒@1', 'sin azúcar|sugar-free|无糖', 'receta mexicana|Mexican recipe|墨西哥配方'],
        price: [19, 499], units: [1, 12, 24, 50], specs: ['flavour', 'pack'],
      },
      {
        names: 'Bebidas|Beverages|饮料',
        nouns: ['Agua mineral:f|mineral water|矿泉水#volume', 'Refresco:m|soda|汽水', 'Jugo:m|juice|果汁', 'Bebida energética:f|energy drink|能量饮料', 'Agua de coco:f|coconut water|椰子水#volume'],
        adjectives: ['natural|natural|天然', '=light|light|低糖@1,2', 'refrescante|refreshing|清爽', 'frío|chilled|冰爽'],
        features: ['de 600 ml|600 ml|600毫升', 'paquete de 12 latas|12-can pack|12罐装@1,3', 'de 1.5 litros|1.5 L|1.5升', 'sin conservadores|no preservatives|无防腐剂'],
        price: [15, 399], units: [6, 12, 24], specs: ['flavour', 'volume'],
      },
      {
        names: 'Café y té|Coffee & Tea|咖啡与茶',
        nouns: ['Café de grano:m|whole bean coffee|咖啡豆', 'Café molido:m|ground coffee|研磨咖啡', 'Té verde:m|green tea|绿茶#pack', 'Té de manzanilla:m|chamomile tea|洋甘菊茶#pack', 'Cápsulas de café:fp|coffee capsules|咖啡胶囊#pack'],
        adjectives: ['orgánico|organic|有机', '=de tueste oscuro|dark roast|深烘@0,1,4', 'aromático|aromatic|香浓', '=premium|premium|精品'],
        features: ['de Chiapas|from Chiapas|恰帕斯产@0,1,4', 'de Veracruz|from Veracruz|韦拉克鲁斯产@0,1,4', 'caja con 25 sobres|box of 25 bags|25袋装@2,3', 'bolsa de 500 g|500 g bag|500克袋装@0,1'],
        price: [49, 699], units: [1, 6, 12, 24], specs: ['weight'],
      },
      {
        names: 'Abarrotes|Groceries|粮油副食',
        nouns: ['Frijol negro:m|black beans|黑豆', 'Arroz:m|rice|大米', 'Aceite vegetal:m|vegetable oil|植物油#volume', 'Salsa picante:f|hot sauce|辣椒酱#volume', 'Atún en lata:m|canned tuna|金枪鱼罐头#pack'],
        adjectives: ['natural|natural|天然', 'selecto|select|精选', 'tradicional|traditional|传统', 'económico|value|实惠'],
        features: ['de 1 kg|1 kg|1公斤@0,1', 'caja con 12|case of 12|12件/箱', 'de 900 ml|900 ml|900毫升@2,3', 'en agua|in water|水浸@4'],
        price: [19, 599], units: [1, 6, 12, 24], specs: ['weight'],
      },
    ],
  },
  {
    names: 'Automotriz|Automotive|汽车用品',
    icon: 'car',
    children: [
      {
        names: 'Accesorios interiores|Interior Accessories|内饰用品',
        nouns: ['Funda para asiento:f|seat cover|座椅套', 'Tapetes para auto:mp|car floor mats|汽车脚垫', 'Organizador para cajuela:m|trunk organizer|后备箱收纳箱', 'Cubrevolante:m|steering wheel cover|方向盘套', 'Parasol:m|windshield sunshade|遮阳挡#dimension'],
        adjectives: ['universal|universal|通用', 'impermeable|waterproof|防水', 'plegable|foldable|可折叠', 'deportivo|sporty|运动'],
        features: ['de piel sintética|faux leather|人造革@0,3', 'juego de 4 piezas|set of 4|4件套@0,1', 'de hule|rubber|橡胶@1', 'para sedán y SUV|for sedans and SUVs|轿车SUV通用'],
        price: [99, 1499], units: [1, 2, 6, 12], specs: ['color'],
      },
      {
        names: 'Iluminación automotriz|Car Lighting|汽车照明',
        nouns: ['Focos LED:mp|LED headlight bulbs|LED车灯', 'Barra de luz LED:f|LED light bar|LED灯条', 'Faros de niebla:mp|fog lights|雾灯', 'Luz de emergencia:f|emergency light|应急灯'],
        adjectives: ['potente|powerful|高亮', 'impermeable|waterproof|防水', 'universal|universal|通用', 'ultrabrillante|ultra-bright|超亮'],
        features: ['H4|H4|H4@0', 'luz blanca 6000 K|6000 K white light|6000K白光', '12 V|12 V|12伏', 'par|pair|一对装'],
        price: [99, 1999], units: [1, 2, 10], specs: ['power'],
      },
      {
        names: 'Limpieza automotriz|Car Care|汽车清洁',
        nouns: ['Shampoo para auto:m|car wash shampoo|洗车液#volume', 'Cera líquida:f|liquid wax|液体蜡#volume', 'Toallas de microfibra:fp|microfiber towels|超细纤维毛巾#pack,color', 'Aspiradora para auto:f|car vacuum|车载吸尘器#color,power', 'Abrillantador de llantas:m|tire shine|轮胎光亮剂#volume'],
        adjectives: ['concentrado|concentrated|浓缩@0', 'profesional|professional|专业', 'portátil|portable|便携式@3', 'biodegradable|biodegradable|可降解@0,1,4'],
        features: ['de 1 litro|1 L|1升@0,1,4', 'paquete de 6|pack of 6|6件装@2', 'con carnauba|with carnauba|巴西棕榈蜡@1', '12 V|12 V|12伏@3'],
        price: [49, 1299], units: [1, 6, 12, 24], specs: ['volume'],
      },
      {
        names: 'Herramientas para auto|Car Tools|汽修工具',
        nouns: ['Gato hidráulico:m|hydraulic jack|液压千斤顶', 'Cables pasacorriente:mp|jumper cables|搭电线#length', 'Compresor de aire:m|air compressor|打气泵', 'Llave de cruz:f|lug wrench|十字扳手'],
        adjectives: ['portátil|portable|便携式', 'reforzado|heavy-duty|加强', 'profesional|professional|专业', 'compacto|compact|紧凑型'],
        features: ['de 2 toneladas|2-ton|2吨@0', 'con manómetro digital|with digital gauge|数显气压@2', 'calibre 8|8-gauge|8号线@1', 'con estuche|with case|带收纳盒'],
        price: [149, 1999], units: [1, 2, 4, 6], specs: ['color'],
      },
      {
        names: 'Electrónica para auto|Car Electronics|车载电子',
        nouns: ['Cámara de reversa:f|backup camera|倒车摄像头', 'Estéreo para auto:m|car stereo|汽车音响主机', 'Transmisor FM:m|FM transmitter|FM发射器', 'Cámara para tablero:f|dash cam|行车记录仪#color,capacity'],
        adjectives: ['inalámbrico|wireless|无线', 'digital|digital|数字', 'compacto|compact|迷你', 'universal|universal|通用'],
        features: ['con Bluetooth|with Bluetooth|蓝牙', '1080p|1080p|1080P@0,3', 'con pantalla de 7 pulgadas|with 7-inch screen|7英寸屏@1', 'con visión nocturna|with night vision|夜视'],
        price: [149, 3499], units: [1, 2, 4, 10], specs: ['color'],
      },
    ],
  },
  {
    names: 'Mascotas|Pets|宠物用品',
    icon: 'pets',
    children: [
      {
        names: 'Perros|Dogs|狗狗用品',
        nouns: ['Croquetas para perro:fp|dog food|狗粮#weight', 'Correa:f|leash|牵引绳', 'Cama para perro:f|dog bed|狗窝', 'Juguete mordedor:m|chew toy|磨牙玩具', 'Collar:m|dog collar|项圈'],
        adjectives: ['resistente|durable|耐咬', 'ajustable|adjustable|可调节', 'suave|soft|柔软', 'reflejante|reflective|反光@1,4'],
        features: ['para raza pequeña|for small breeds|小型犬', 'para raza grande|for large breeds|大型犬', 'bulto de 20 kg|20 kg bag|20公斤装@0', 'lavable|washable|可水洗@2'],
        price: [39, 1299], units: [1, 2, 6, 12], specs: ['color', 'dimension'],
      },
      {
        names: 'Gatos|Cats|猫咪用品',
        nouns: ['Arena para gato:f|cat litter|猫砂#weight,scent', 'Rascador:m|scratching post|猫抓板', 'Arenero:m|litter box|猫砂盆', 'Fuente de agua:f|pet water fountain|饮水机', 'Croquetas para gato:fp|cat food|猫粮#weight'],
        adjectives: ['aglutinante|clumping|结团@0', 'compacto|compact|小巧', 'silencioso|quiet|静音', 'automático|automatic|自动@2,3'],
        features: ['de 10 kg|10 kg|10公斤@0,4', 'con aroma a lavanda|lavender scented|薰衣草香@0', 'de cartón|cardboard|瓦楞纸@1', 'con filtro|with filter|带过滤@3'],
        price: [49, 1499], units: [1, 2, 6, 12], specs: ['color'],
      },
      {
        names: 'Acuarios|Aquariums|水族用品',
        nouns: ['Pecera:f|fish tank|鱼缸', 'Filtro para acuario:m|aquarium filter|鱼缸过滤器', 'Alimento para peces:m|fish food|鱼食#weight', 'Calentador para acuario:m|aquarium heater|加热棒#power', 'Bomba de oxígeno:f|air pump|氧气泵'],
        adjectives: ['silencioso|quiet|静音', 'compacto|compact|小型', 'sumergible|submersible|潜水式@1,3,4', 'decorativo|decorative|装饰'],
        features: ['de 40 litros|40 L|40升@0', 'con luz LED|with LED light|带LED灯@0', '50 W|50 W|50瓦@3', 'en hojuelas|flakes|薄片@2'],
        price: [29, 1999], units: [1, 2, 6, 12], specs: ['dimension'],
      },
      {
        names: 'Aves y pequeñas especies|Birds & Small Pets|鸟类与小宠',
        nouns: ['Jaula:f|cage|笼子', 'Alpiste:m|birdseed|鸟食#weight', 'Bebedero:m|water bottle|饮水器', 'Casa para hámster:f|hamster house|仓鼠窝'],
        adjectives: ['amplio|spacious|宽敞', 'práctico|handy|实用', 'resistente|sturdy|坚固', 'pequeño|small|小号'],
        features: ['de metal|metal|金属@0', 'bolsa de 1 kg|1 kg bag|1公斤装@1', 'con accesorios|with accessories|配件齐全@0,3', 'para periquitos|for budgies|虎皮鹦鹉用'],
        price: [19, 1299], units: [1, 2, 6, 12], specs: ['dimension'],
      },
    ],
  },
]
