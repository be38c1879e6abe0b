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
  st,
  t,
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
        Title: st('complaints.pdf.title', { code: complaint.code }),
        Author: complaint.business.name,
        Subject: st('complaints.pdf.subject'),
      },
    });
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);

    doc.font('Helvetica-Bold').fontSize(16).text(st('complaints.pdf.book'), { align: 'center' });
    doc.font('Helvetica').fontSize(11).text(st('complaints.pdf.sheet', { code: complaint.code }), { align: 'center' });
    doc.fontSize(9.5).text(st('complaints.pdf.date', { date: formatDateTime(complaint.created_at) }), { align: 'center' });

    section(doc, t('complaints.sheet.sectionBusiness'), [
      [t('complaints.sheet.businessName'), complaint.business.name],
      [t('complaints.sheet.ruc'), complaint.business.ruc],
      [t('complaints.sheet.address'), complaint.business.address],
    ]);
    section(doc, t('complaints.sheet.sectionConsumer'), [
      [t('complaints.sheet.name'), complaint.consumer_name],
      [t('complaints.sheet.document'), `${DOCUMENT_TYPE_LABELS[complaint.document_type]} ${complaint.document_number}`],
      [t('complaints.sheet.address'), complaint.address],
      [t('complaints.sheet.phone'), formatPhoneDisplay(complaint.phone)],
      [t('complaints.sheet.email'), complaint.email],
      [t('complaints.sheet.minor'), st(complaint.is_minor ? 'complaints.pdf.yes' : 'complaints.pdf.no')],
      ...(complaint.is_minor ? ([[t('complaints.sheet.guardian'), complaint.guardian_name ?? '']] as Row[]) : []),
    ]);
    section(doc, t('complaints.sheet.sectionService'), [
      [t('complaints.sheet.service'), complaint.service],
      [t('complaints.sheet.provider'), complaint.provider_name ?? ''],
      [t('complaints.sheet.reference'), complaint.reference ?? ''],
      [t('complaints.sheet.amount'), complaint.amount === null ? '' : formatCurrency(complaint.amount, complaint.currency)],
    ]);
    section(doc, t('complaints.sheet.sectionDetail'), [
      [t('complaints.sheet.kind'), `${COMPLAINT_KIND_LABELS[complaint.kind]} (${COMPLAINT_KIND_HELP[complaint.kind]})`],
      [t('complaints.sheet.detail'), complaint.detail],
      [t('complaints.sheet.request'), complaint.request],
    ]);
    section(doc, t('complaints.sheet.sectionActions'), [
      [t('complaints.sheet.dueDate'), formatDate(complaint.due_date)],
      [t('complaints.sheet.answer'), complaint.answer ?? st('complaints.pdf.pending')],
    ]);
    doc.moveDown(0.8).font('Helvetica').fontSize(9).text(`[X] ${COMPLAINT_DECLARATION}`);
    doc.moveDown(0.6);
    for (const note of COMPLAINT_NOTES) doc.fontSize(8.5).fillColor('#444').text(`* ${note}`);
    doc.end();
  });
}
