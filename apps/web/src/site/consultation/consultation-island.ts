// Placeholder until the consultation form lands (issue #20, branch s11/consult).
export function enhanceConsultationForm(
  _form: HTMLFormElement,
  _options: { apiBaseUrl: string },
): void {}
