export default {
  acctRules: {
    mobile: 'Invalid phone number format',
    smsCode: 'Enter the 6-digit code we sent by SMS',
    passwordLength: 'The password must have 6 to 20 characters',
    mismatch: 'Passwords do not match',
    usernameLength: 'The username must have 4 to 20 characters',
    usernameChars: "Use only Chinese characters, letters, digits, '-' and '_' (not only digits)",
    name: "The name must have 2 to 20 characters: Chinese characters, letters, digits, '-' and '_'",
    email: 'Enter a valid email address',
    agreement: 'Please accept the terms of service and the privacy policy',
    passwordChanged: 'Password changed successfully, please log in again',
  },
};
