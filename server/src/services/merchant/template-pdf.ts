/**
 * The application templates members download (spec §7 Distributor: "Template download opens the
 * template path on the web host"): a one-page PDF per application type, drawn here so the file
 * exists on every install without binary assets in the repository. Plain PDF 1.4, Helvetica,
 * ASCII text only (the standard fonts have no CJK glyphs), with a correct cross-reference table.
 */
export type MerchantKind = 'distributor' | 'factory' | 'seller';

const TITLES: Record<MerchantKind, string> = {
  distributor: 'Solicitud de distribuidor / Distributor application',
  factory: 'Registro de fabrica / Factory registration',
  seller: 'Registro de vendedor / Seller registration',
};

const FIELDS = [
  'Empresa / Company:',
  'RFC:',
  'Contacto / Contact:',
  'Telefono / Phone:',
  'Correo / Email:',
  'Estado / State:',
  'Canales de venta / Sales channels:',
  'Compra anual / Annual purchase amount (MXN):',
  'Descripcion del negocio / Business description:',
  'Firma / Signature:',
];

const escapePdf = (text: string) => text.replace(/[\\()]/g, (c) => `\\${c}`);

export function templatePdf(kind: MerchantKind): Buffer {
  const lines = [`BT /F1 16 Tf 56 780 Td (${escapePdf(`Vitrina - ${TITLES[kind]}`)}) Tj ET`];
  lines.push(
    `BT /F1 10 Tf 56 756 Td (${escapePdf('Llena esta plantilla y adjuntala a tu solicitud / Fill in and attach to your application')}) Tj ET`,
  );
  FIELDS.forEach((label, i) => {
    const y = 710 - i * 44;
    lines.push(`BT /F1 11 Tf 56 ${y} Td (${escapePdf(label)}) Tj ET`, `56 ${y - 14} m 540 ${y - 14} l S`);
  });
  const content = lines.join('\n');
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 4 0 R >> >> /Contents 5 0 R >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
    `<< /Length ${Buffer.byteLength(content, 'latin1')} >>\nstream\n${content}\nendstream`,
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, i) => {
    offsets.push(Buffer.byteLength(body, 'latin1'));
    body += `${i + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = Buffer.byteLength(body, 'latin1');
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) body += `${String(offset).padStart(10, '0')} 00000 n \n`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}
