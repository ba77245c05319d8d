// Questions and answers in the member centre (issue 12 §2): the side menu's entries. The pages'
// own strings come with their chunk (pages/asks/i18n).
export default {
  qa: {
    nav: { consultation: 'Mis preguntas', answer: 'Responder preguntas', messages: 'Avisos de preguntas' },
  },
};
