/**
 * Spanish copy of the legal features (Libro de Reclamaciones, personal-data consent, account data,
 * RUC/DNI and phones). Spread into MESSAGES (./es.ts); keys follow `feature.field.rule`.
 */
export const LEGAL_MESSAGES = {
  // ── Libro de Reclamaciones ───────────────────────────────────────────────
  'complaints.consumer_name.required': 'Ingresa tu nombre completo',
  'complaints.document_type.invalid': 'Elige el tipo de documento',
  'complaints.document_number.required': 'Ingresa el número de tu documento',
  'complaints.document_number.dni': 'El DNI debe tener 8 dígitos',
  'complaints.document_number.ruc': 'El RUC no es válido: 11 dígitos, empieza con 10, 15, 17 o 20 y su dígito verificador debe coincidir',
  'complaints.document_number.other': 'El número de documento debe tener entre 6 y 12 letras o dígitos',
  'complaints.address.required': 'Ingresa tu domicilio',
  'complaints.guardian_name.required': 'Si eres menor de edad, ingresa el nombre de tu padre, madre o apoderado',
  'complaints.service.required': 'Describe el servicio contratado',
  'complaints.kind.invalid': 'Elige si es un reclamo o una queja',
  'complaints.detail.required': 'Describe el detalle de tu reclamo o queja',
  'complaints.request.required': 'Indica qué pides al proveedor',
  'complaints.declaration.required': 'Debes aceptar la declaración para enviar la hoja',
  'complaints.answer.required': 'Escribe la respuesta al consumidor',
  'complaints.answer.already': 'Esta hoja ya fue respondida',
  'complaints.field.max': 'No puede tener más de {max} caracteres',
  // The sheet's labels: its PDF (the API) and the admins' page (the web).
  'complaints.sheet.sectionBusiness': 'Proveedor',
  'complaints.sheet.sectionConsumer': '1. Identificación del consumidor reclamante',
  'complaints.sheet.sectionService': '2. Identificación del bien contratado',
  'complaints.sheet.sectionDetail': '3. Detalle de la reclamación y pedido del consumidor',
  'complaints.sheet.sectionActions': '4. Observaciones y acciones adoptadas por el proveedor',
  'complaints.sheet.businessName': 'Razón social',
  'complaints.sheet.ruc': 'RUC',
  'complaints.sheet.address': 'Domicilio',
  'complaints.sheet.name': 'Nombre',
  'complaints.sheet.document': 'Documento',
  'complaints.sheet.phone': 'Teléfono',
  'complaints.sheet.email': 'Correo electrónico',
  'complaints.sheet.minor': 'Menor de edad',
  'complaints.sheet.guardian': 'Padre, madre o apoderado',
  'complaints.sheet.service': 'Servicio',
  'complaints.sheet.provider': 'Proveedor del servicio',
  'complaints.sheet.reference': 'Evento o cotización',
  'complaints.sheet.amount': 'Monto reclamado',
  'complaints.sheet.kind': 'Tipo',
  'complaints.sheet.detail': 'Detalle',
  'complaints.sheet.request': 'Pedido',
  'complaints.sheet.dueDate': 'Fecha límite de respuesta',
  'complaints.sheet.answer': 'Respuesta',
  'phone.mobile.required': 'Ingresa tu número de celular',
  'phone.mobile.invalid': 'Ingresa un celular peruano válido, por ejemplo +51 987 654 321',

  'exchange.rate.invalid': 'Ingresa un tipo de cambio válido, por ejemplo 3.7520',

  // ── RUC / DNI of providers ───────────────────────────────────────────────
  'identity.ruc.invalid': 'El RUC no es válido: 11 dígitos, empieza con 10, 15, 17 o 20 y su dígito verificador debe coincidir',
  'identity.dni.invalid': 'El DNI debe tener 8 dígitos',
  'identity.legal_name.required': 'Ingresa la razón social',

  // ── Personal data (Ley 29733) ────────────────────────────────────────────
  'consent.terms.required': 'Para continuar debes aceptar los Términos y condiciones y la Política de privacidad',
  'consent.version.outdated': 'La política de privacidad cambió: recarga la página y revísala de nuevo.',
  'consent.marketing.invalid': 'Indica si quieres recibir correos de novedades y promociones',
  'account.delete.confirm': 'Escribe ELIMINAR para confirmar',
} as const;
