// What core's account rules (stores/account.ts) say, in this locale: loaded with the pages that use them.
export default {
  acctRules: {
    mobile: 'Formato de número de teléfono no válido',
    smsCode: 'Escribe el código de 6 dígitos que enviamos por SMS',
    passwordLength: 'La contraseña debe tener de 6 a 20 caracteres',
    mismatch: 'Las contraseñas no coinciden',
    usernameLength: 'El nombre de usuario debe tener de 4 a 20 caracteres',
    usernameChars: 'Usa solo caracteres chinos, letras, dígitos, «-» y «_» (no solo dígitos)',
    name: 'El nombre debe tener de 2 a 20 caracteres: caracteres chinos, letras, dígitos, «-» y «_»',
    email: 'Escribe un correo electrónico válido',
    agreement: 'Acepta los términos del servicio y la política de privacidad',
    passwordChanged: 'Contraseña cambiada correctamente, inicia sesión de nuevo',
  },
};
