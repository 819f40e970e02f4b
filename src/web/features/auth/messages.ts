// SPEC §8 "Login and auth".
export const LOGIN_MESSAGES = {
  title: 'Log Masuk',
  subtitle: 'Masukkan email atau username dan kata laluan anda.',
  identifierLabel: 'Email atau Username',
  identifierPlaceholder: 'nama@contoh.com atau username',
  passwordLabel: 'Kata Laluan',
  submit: 'Log Masuk',
  submitting: 'Sedang log masuk…',
  forgot: 'Forgot your password?',
  validationTitle: 'Validation Error',
  successTitle: 'Login Successful',
  failedTitle: 'Login Failed',
  unexpected: 'An unexpected error occurred. Please try again.',
  showPassword: 'Tunjuk kata laluan',
  hidePassword: 'Sembunyi kata laluan',
} as const;
