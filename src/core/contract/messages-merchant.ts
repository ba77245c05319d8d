/** The distributor / factory / seller application (spec §4, §5, §8 distributor messages). */
export const merchantMessages = {
  merchantTypeRequired: {
    es_MX: 'Selecciona el tipo de solicitud ({field})',
    en_US: 'Please select the application type ({field})',
    zh_CN: '请选择申请类型（{field}）',
  },
  merchantChannelsRequired: {
    es_MX: 'Indica los principales canales de venta ({field})',
    en_US: 'Please enter the main sales channels ({field})',
    zh_CN: '请输入主要销售渠道（{field}）',
  },
  merchantAmountRequired: {
    es_MX: 'Indica el monto de compra anual ({field})',
    en_US: 'Please enter the annual purchase amount ({field})',
    zh_CN: '请输入年采购金额（{field}）',
  },
  merchantAttachmentRequired: {
    es_MX: 'Adjunta un archivo .doc, .docx o .pdf que hayas subido ({field})',
    en_US: 'Attach a .doc, .docx or .pdf file you uploaded ({field})',
    zh_CN: '请上传 .doc、.docx 或 .pdf 附件（{field}）',
  },
  merchantAttachmentType: {
    es_MX: 'El adjunto solo puede ser .doc, .docx o .pdf ({field})',
    en_US: 'The attachment can only be .doc, .docx or .pdf ({field})',
    zh_CN: '附件只能是 .doc、.docx 或 .pdf 格式（{field}）',
  },
  merchantPending: {
    es_MX: 'Tu solicitud ya fue enviada, espera la revisión de la plataforma',
    en_US: 'Your application has been submitted, please wait for platform review',
    zh_CN: '您的申请已提交，请等待平台审核',
  },
  merchantRefused: {
    es_MX: 'Lamentablemente, tu solicitud no fue aprobada',
    en_US: 'Unfortunately, your application was not approved',
    zh_CN: '很遗憾，您的申请未通过审核',
  },
  merchantSubmitted: {
    es_MX: 'Solicitud enviada, espera la revisión del comercio',
    en_US: 'Application submitted, please wait for merchant review',
    zh_CN: '申请已提交，请等待商家审核',
  },
} as const;
