// The Libro de Reclamaciones sheet as a PDF (pdfkit, built-in Helvetica: WinAnsi covers Spanish
// accents, ñ, ¿ and ¡), attached to the consumer's copy. Same fields as the web form.
import PDFDocument from 'pdfkit';
import {
  COMPLAINT_DECLARATION,
  COMPLAINT_KIND_HELP,
  COMPLAINT_KIND_LABELS,
  COMPLAINT_NOTES,
  DOCUMENT_TYPE_LABELS,
  formatCurrency,
  formatDate,
  formatDateTime,
  formatPhoneDisplay,
  type Complaint,
} from '@eventos/domain';

type Row = [label: string, value: string];

function section(doc: PDFKit.PDFDocument, title: string, rows: Row[]): void {
  doc.moveDown(0.6).font('Helvetica-Bold').fontSize(11).fillColor('#1F1A1D').text(title);
  doc.moveTo(doc.page.margins.left, doc.y + 2).lineTo(doc.page.width - doc.page.margins.right, doc.y + 2).stroke('#999');
  doc.moveDown(0.4);
  for (const [label, value] of rows) {
    doc.font('Helvetica-Bold').fontSize(9.5).text(`${label}: `, { continued: true });
    doc.font('Helvetica').text(value || '—');
  }
}

/** Renders one sheet; resolves with the PDF bytes. */
export function renderComplaintPdf(complaint: Complaint): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const doc = new PDFDocument({
      size: 'A4',
      margin: 48,
      info: {
        Title: `Hoja de reclamación Nº ${complaint.code}`,
        Author: complaint.business.name,
        Subject: 'Libro de Reclamaciones virtual',
      },
    });
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);

    doc.font('Helvetica-Bold').fontSize(16).text('LIBRO DE RECLAMACIONES', { align: 'center' });
    doc.font('Helvetica').fontSize(11).text(`HOJA DE RECLAMACIÓN Nº ${complaint.code}`, { align: 'center' });
    doc.fontSize(9.5).text(`Fecha: ${formatDateTime(complaint.created_at)}`, { align: 'center' });

    section(doc, 'Proveedor', [
      ['Razón social', complaint.business.name],
      ['RUC', complaint.business.ruc],
      ['Domicilio', complaint.business.address],
    ]);
    section(doc, '1. Identificación del consumidor reclamante', [
      ['Nombre', complaint.consumer_name],
      ['Documento', `${DOCUMENT_TYPE_LABELS[complaint.document_type]} ${complaint.document_number}`],
      ['Domicilio', complaint.address],
      ['Teléfono', formatPhoneDisplay(complaint.phone)],
      ['Correo electrónico', complaint.email],
      ['Menor de edad', complaint.is_minor ? 'Sí' : 'No'],
      ...(complaint.is_minor ? ([['Padre, madre o apoderado', complaint.guardian_name ?? '']] as Row[]) : []),
    ]);
    section(doc, '2. Identificación del bien contratado', [
      ['Servicio', complaint.service],
      ['Proveedor del servicio', complaint.provider_name ?? ''],
      ['Evento o cotización', complaint.reference ?? ''],
      ['Monto reclamado', complaint.amount === null ? '' : formatCurrency(complaint.amount, complaint.currency)],
    ]);
    section(doc, '3. Detalle de la reclamación y pedido del consumidor', [
      ['Tipo', `${COMPLAINT_KIND_LABELS[complaint.kind]} (${COMPLAINT_KIND_HELP[complaint.kind]})`],
      ['Detalle', complaint.detail],
      ['Pedido', complaint.request],
    ]);
    section(doc, '4. Observaciones y acciones adoptadas por el proveedor', [
      ['Fecha límite de respuesta', formatDate(complaint.due_date)],
      ['Respuesta', complaint.answer ?? 'Pendiente'],
    ]);
    doc.moveDown(0.8).font('Helvetica').fontSize(9).text(`[X] ${COMPLAINT_DECLARATION}`);
    doc.moveDown(0.6);
    for (const note of COMPLAINT_NOTES) doc.fontSize(8.5).fillColor('#444').text(`* ${note}`);
    doc.end();
  });
}
